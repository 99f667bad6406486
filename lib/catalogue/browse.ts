// Browsing rules for /products: category filter, search and sort.
import { categoryLabels } from '@/content/categories';
import type { Category, Product } from '@/types/shop';

export const SORT_OPTIONS = [
  { value: 'name', label: 'Name' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
] as const;
export type SortOrder = (typeof SORT_OPTIONS)[number]['value'];

export function isSortOrder(value: unknown): value is SortOrder {
  return SORT_OPTIONS.some((option) => option.value === value);
}

export interface CatalogueQuery {
  /** 'all' or a category; any other value matches nothing. */
  category: Category | 'all' | string;
  search: string;
  sort: SortOrder;
}

function matchesSearch(product: Product, words: string[]): boolean {
  if (words.length === 0) return true;
  const haystack = [
    product.name,
    product.description,
    product.category,
    categoryLabels[product.category] ?? '',
    ...product.materials,
  ]
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * Alphabetical, ignoring case and accents, in the order Intl.Collator('en') gives English names (tested). Not Intl
 * itself: the catalogue sorts before its first paint, and a page's first Intl object costs about 25 ms of locale
 * data on a phone-class CPU.
 */
const nameKeys = new Map<string, string>();
/** Kept per name: sorting 500 products compares each name about 17 times, and normalising is most of the cost. */
function nameKey(name: string): string {
  let key = nameKeys.get(name);
  if (key === undefined) {
    key = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    nameKeys.set(name, key);
  }
  return key;
}
const byName = (a: Product, b: Product) => {
  const x = nameKey(a.name);
  const y = nameKey(b.name);
  return x < y ? -1 : x > y ? 1 : 0;
};

const comparators: Record<SortOrder, (a: Product, b: Product) => number> = {
  name: byName,
  'price-asc': (a, b) => a.price - b.price || byName(a, b),
  'price-desc': (a, b) => b.price - a.price || byName(a, b),
};

export function browseCatalogue(products: Product[], query: CatalogueQuery): Product[] {
  const words = query.search.toLowerCase().split(/\s+/).filter(Boolean);
  return products
    .filter((p) => query.category === 'all' || p.category === query.category)
    .filter((p) => matchesSearch(p, words))
    .sort(comparators[query.sort]);
}

/** The home page's Featured Products: the first 6 of the catalogue (rules §2, §9). */
export const FEATURED_COUNT = 6;
export function featuredProducts(products: Product[]): Product[] {
  return products.slice(0, FEATURED_COUNT);
}

export function findProduct(products: Product[], id: string): Product | undefined {
  return products.find((p) => p.id === id);
}

/** Products with a required option must be configured on their own page before they can be added. */
export function needsConfiguration(product: Product): boolean {
  return (product.customizationOptions ?? []).some((option) => option.required);
}
