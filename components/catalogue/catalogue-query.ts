import { browseCatalogue, isSortOrder, type SortOrder } from '@/lib/catalogue/browse';
import type { CardLayout } from './product-card';

export interface CatalogueParams {
  category: string;
  q: string;
  sort: SortOrder;
  view: CardLayout;
}

/** The address's names that change what the catalogue shows (readParams); `focus` only moves the focus. */
export const VIEW_PARAMS = ['category', 'q', 'sort', 'view'] as const satisfies readonly (keyof CatalogueParams)[];

export function readParams(search: URLSearchParams): CatalogueParams {
  const sort = search.get('sort');
  return {
    category: search.get('category') || 'all',
    q: search.get('q') ?? '',
    sort: isSortOrder(sort) ? sort : 'name',
    view: search.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The URL for these params, leaving defaults out so links stay short. */
export function paramsToHref(params: CatalogueParams): string {
  const search = new URLSearchParams();
  if (params.category !== 'all') search.set('category', params.category);
  if (params.q) search.set('q', params.q);
  if (params.sort !== 'name') search.set('sort', params.sort);
  if (params.view !== 'grid') search.set('view', params.view);
  const query = search.toString();
  return query ? `/products?${query}` : '/products';
}

export { browseCatalogue };
