'use client';

import clsx from 'clsx';
import { LayoutGrid, List } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { isPlainClick, Link } from '@/components/ui/link';
import { useSearchParams } from 'next/navigation';
import { type MouseEvent, useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { categoryOptions } from '@/content/categories';
import { messages } from '@/content/messages';
import { SORT_OPTIONS, isSortOrder } from '@/lib/catalogue/browse';
import { useShownProducts } from '@/lib/store/catalogue';
import type { Product } from '@/types/shop';
import { Button } from '@/components/ui/button';
import { useRenderedInBrowser } from '@/components/ui/rendered-in-browser';
import { catalogueQueryPrepaintScript } from '@/lib/prepaint';
import { VIEW_PARAMS, browseCatalogue, paramsToHref, readParams, type CatalogueParams } from './catalogue-query';
import { CARD_SLOT_CLASS, ProductCard } from './product-card';
import { controlClasses } from '@/components/ui/form-field';
import { SearchBox } from '@/components/ui/search-box';
import { useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import { CATALOGUE_SECOND_ROW_ID } from './catalogue-second-row-id';

/** Cards rendered at first; "Show more" adds this many again, so a large catalogue stays quick. */
export const PAGE_SIZE = 24;

/**
 * Cards drawn in the frame that shows a new sort, filter or search: more than a screen holds (two rows of three on a
 * desktop, a card or two on a phone). The rest of the page follows in the renders after it.
 */
export const FIRST_DRAWN = 6;

/** Out of sight, in its place, while an address with a view of its own has not been read (lib/prepaint.ts). */
const AWAITING_ADDRESS = '[[data-catalogue-query]_&]:invisible';

/** The grid's most columns (xl:grid-cols-3 below). */
const MOST_COLUMNS = 3;

/**
 * The static HTML holds the whole catalogue in its default order, and hydration keeps that HTML. Only then is the
 * URL read (filters, search, sort, view), so a shopper on plain /products never waits for the grid to be rebuilt.
 */
export function CatalogueBrowser({ fromBuild }: { fromBuild?: Product[] }) {
  const inBrowser = useRenderedInBrowser();
  // The exported page is plain /products; the toolbar is rebuilt once if the first URL read brings a query.
  const [url, setUrl] = useState({ search: '', toolbarKey: 'exported', read: false });
  const firstRead = useRef(true);
  const onRead = useCallback((search: string) => {
    const first = firstRead.current;
    firstRead.current = false;
    setUrl((prev) => {
      if (prev.search === search) return prev.read ? prev : { ...prev, read: true };
      return { search, toolbarKey: first ? 'from-url' : prev.toolbarKey, read: true };
    });
  }, []);
  // The grid follows a change at once, in the shopper's own event, rather than when the framework's router reads
  // the new address back a task or two later. The toolbar already shows the shopper's own change (one typed before
  // the page was interactive too), so it is not rebuilt for it: that would take the focus from the search box.
  const show = useCallback(
    (href: string, history: 'push' | 'replace') => {
      showQuery(href, history);
      firstRead.current = false;
      onRead(addressQuery());
    },
    [onRead],
  );
  // Back and Forward too: the router may take a change and the Back right after it in one render, so the address
  // it reports never changes and UrlReader has nothing to pass on.
  useEffect(() => {
    const followHistory = () => onRead(addressQuery());
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
  }, [onRead]);
  const query = useMemo(() => new URLSearchParams(url.search), [url.search]);
  const params = useMemo(() => readParams(query), [query]);
  return (
    <>
      {/* An address with a view of its own marks <html> before the cards are parsed (lib/prepaint.ts), and the cards
          stay out of sight until the address is read: the exported default view never shows, then moves. */}
      {!inBrowser && <script dangerouslySetInnerHTML={{ __html: catalogueQueryPrepaintScript(VIEW_PARAMS) }} />}
      <CatalogueView
        params={params}
        show={show}
        autoFocusSearch={query.get('focus') === 'search'}
        toolbarKey={url.toolbarKey}
        addressRead={url.read}
        fromBuild={fromBuild}
      />
      {inBrowser && <UrlReader onRead={onRead} />}
    </>
  );
}

/**
 * Filters, searches and sorts change the URL in the page. The exported catalogue is the same page for every query,
 * so the router's navigation would only ask the host for it again: a round trip before the grid changes. Next keeps
 * useSearchParams in step with the History API, and Back and Forward restore each entry.
 */
function showQuery(href: string, history: 'push' | 'replace') {
  if (history === 'push') window.history.pushState(null, '', href);
  else window.history.replaceState(null, '', href);
}

/** Shows another query of this page: its address in the history, and the grid for it. */
type ShowQuery = (href: string, history: 'push' | 'replace') => void;

/**
 * The address with `next` changed, built from the address as it is now rather than from what React last read of
 * it: a change made before the page has re-read the one before (a quick shopper, a busy phone) keeps both.
 */
function hrefWith(next: Partial<CatalogueParams>): string {
  return paramsToHref({ ...readParams(new URLSearchParams(window.location.search)), ...next });
}

/** The query of the page's address as it is now. */
function addressQuery(): string {
  return new URLSearchParams(window.location.search).toString();
}

/** A link to another query of this page: a plain click stays in the page; a new tab or window loads it. */
function followInPage(event: MouseEvent<HTMLAnchorElement>, href: string, show: ShowQuery) {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  show(href, 'push');
}

/**
 * Reads the address whenever the framework's router says it changed. useSearchParams would turn the exported
 * catalogue into an empty shell, so it is only called in the browser. The address itself is read, not the router's
 * copy: a search typed before the page was interactive is put in the address at hydration, before the router
 * follows the History API, and the router's copy still lacks it.
 */
function UrlReader({ onRead }: { onRead: (search: string) => void }) {
  const routerSearch = useSearchParams().toString();
  useLayoutEffect(() => onRead(addressQuery()), [routerSearch, onRead]);
  return null;
}

interface CatalogueViewProps {
  params: CatalogueParams;
  show: ShowQuery;
  autoFocusSearch: boolean;
  /** Changes at most once: when the first read of the URL brings a query, so the search box starts from it. */
  toolbarKey: string;
  /** False until the page has read its address: the results are still the exported default view. */
  addressRead: boolean;
  fromBuild?: Product[];
}

function CatalogueView({ params, show, autoFocusSearch, toolbarKey, addressRead, fromBuild }: CatalogueViewProps) {
  const products = useShownProducts(fromBuild);
  const results = browseCatalogue(products, { category: params.category, search: params.q, sort: params.sort });
  // A search, sort or view chosen in the toolbar replaces the current history entry (a category is a link).
  const change = (next: Partial<CatalogueParams>) => show(hrefWith(next), 'replace');
  return (
    <div className="grid gap-8 lg:grid-cols-[14rem_1fr]">
      <CategoryFilter params={params} show={show} />
      <div>
        <Toolbar key={toolbarKey} params={params} onChange={change} count={results.length} addressRead={addressRead} autoFocusSearch={autoFocusSearch} />
        <div className={clsx(!addressRead && AWAITING_ADDRESS)}>
          <Results results={results} params={params} show={show} />
        </div>
      </div>
    </div>
  );
}

function CategoryFilter({ params, show }: { params: CatalogueParams; show: ShowQuery }) {
  const items = [{ value: 'all', label: 'All Products' }, ...categoryOptions];
  return (
    <nav aria-label="Categories" className="min-w-0">
      <h2 className="mb-3 font-sans text-sm font-semibold uppercase tracking-wide text-muted">Categories</h2>
      {/* Below 1024 px one row that scrolls sideways, edge to edge, rather than a row that wraps: each category stands
          just after the ones before it, so on a slow line a name still arriving never wraps to the next line and moves. */}
      <ul className="bleed-page flex gap-2 overflow-x-auto py-1.5 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0 lg:py-0">
        {items.map((item) => {
          const current = params.category === item.value;
          const href = paramsToHref({ ...params, category: item.value });
          return (
            <li key={item.value} className="shrink-0">
              <Link
                href={href}
                onClick={(event) => followInPage(event, hrefWith({ category: item.value }), show)}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'block whitespace-nowrap rounded-full px-3.5 py-1.5 text-sm font-medium transition-colors lg:rounded-lg',
                  current ? 'bg-walnut text-white' : 'bg-white text-ink ring-1 ring-sand hover:bg-linen',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface ToolbarProps {
  params: CatalogueParams;
  onChange: (next: Partial<CatalogueParams>) => void;
  count: number;
  /** As CatalogueViewProps.addressRead: until then the count is the exported default view's. */
  addressRead: boolean;
  autoFocusSearch: boolean;
}

/** The toolbar's fields, named as the catalogue's address names them. */
const TOOLBAR_FIELDS = ['q', 'sort'] as const;

function Toolbar({ params, onChange, count, addressRead, autoFocusSearch }: ToolbarProps) {
  // What the shopper typed, with the q it put in the address (trimmed). The box shows it while the address still
  // holds that q, so the URL never overwrites the shopper's typing (a space included); an address whose q is another
  // (the header's search icon, "Browse all products", Back) shows its own q.
  const [typed, setTyped] = useState({ text: params.q, q: params.q });
  const query = typed.q === params.q ? typed.text : params.q;
  const sortId = useId();
  const searchInput = useRef<HTMLInputElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  const search = (value: string) => {
    setTyped({ text: value, q: value.trim() });
    onChange({ q: value.trim() });
  };
  const sortBy = (value: string) => isSortOrder(value) && onChange({ sort: value });
  useTypedBeforeHydration(controls, TOOLBAR_FIELDS, (name, value) => (name === 'q' ? search(value) : sortBy(value)));

  useEffect(() => {
    if (autoFocusSearch) searchInput.current?.focus();
  }, [autoFocusSearch]);

  return (
    <div ref={controls} className="mb-6 flex flex-col gap-4">
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <SearchBox
          ref={searchInput}
          label="Search products"
          placeholder="Search by name, wood or category"
          name="q"
          value={query}
          onChange={search}
          submitLabel="Search"
        />
      </form>
      {/* On a slow line the page may paint while this row is still arriving, so nothing in it is placed from
          what comes after it: the count holds the right end from 640 px up (a line of its own above on phones),
          and the sort and view controls start at the left, each new one added to the right of those before. */}
      <div className="flex flex-wrap items-center justify-between gap-3 sm:flex-row-reverse">
        <p className={clsx('text-sm text-muted', !addressRead && AWAITING_ADDRESS)} aria-live="polite" data-testid="product-count">
          {count} {count === 1 ? 'product' : 'products'}
        </p>
        {/* Below about 350 px the view buttons go under the sort: the three side by side are wider than the page there. */}
        <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto">
          <label htmlFor={sortId} className="whitespace-nowrap text-sm font-medium text-ink">
            Sort by
          </label>
          <select
            id={sortId}
            name="sort"
            value={params.sort}
            onChange={(e) => sortBy(e.target.value)}
            className={controlClasses('compact')}
          >
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <div className="flex rounded-lg ring-1 ring-sand" role="group" aria-label="View">
            {(
              [
                { value: 'grid', label: 'Grid view', icon: LayoutGrid },
                { value: 'list', label: 'List view', icon: List },
              ] as const
            ).map(({ value, label, icon }) => (
              <button
                key={value}
                type="button"
                aria-pressed={params.view === value}
                aria-label={label}
                onClick={() => onChange({ view: value })}
                className={clsx(
                  'p-2 first:rounded-l-lg last:rounded-r-lg',
                  params.view === value ? 'bg-walnut text-white' : 'bg-white text-ink hover:bg-linen',
                )}
              >
                <Icon node={icon} className="size-5" />
              </button>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

interface ResultsProps {
  results: ReturnType<typeof browseCatalogue>;
  params: CatalogueParams;
  show: ShowQuery;
}

function Results({ results, params, show }: ResultsProps) {
  // "Show more" counts within one set of results: another category, search or sort starts again from the first page.
  // The list itself is kept, so the cards a new sort or filter still shows are moved rather than drawn again.
  const resultsKey = paramsToHref({ ...params, view: 'grid' });
  const [shown, setShown] = useState({ resultsKey, count: PAGE_SIZE });
  const visible = shown.resultsKey === resultsKey ? shown.count : PAGE_SIZE;
  const drawnKey = useDeferredValue(resultsKey);
  const drawn = drawnKey === resultsKey ? visible : FIRST_DRAWN;
  if (results.length === 0) {
    return (
      <div className="rounded-card bg-white p-10 text-center shadow-card">
        <p className="text-lg font-semibold text-bark">{messages.noProductsInCategory}</p>
        <Link href="/products" onClick={(event) => followInPage(event, '/products', show)} className="mt-3 inline-block font-semibold text-walnut underline-offset-4 hover:underline">
          Browse all products
        </Link>
      </div>
    );
  }
  const list = params.view === 'list';
  return (
    <>
      <ul
        data-testid="product-grid"
        data-view={params.view}
        className={clsx('grid gap-6', list ? 'grid-cols-1' : 'sm:grid-cols-2 xl:grid-cols-3')}
      >
        {results.slice(0, drawn).map((product, index) => (
          <li key={product.id} id={index === MOST_COLUMNS ? CATALOGUE_SECOND_ROW_ID : undefined} className={CARD_SLOT_CLASS}>
            <ProductCard product={product} layout={params.view} priority={index === 0} headingLevel="h2" />
          </li>
        ))}
      </ul>
      {visible < results.length && (
        <div className="mt-8 text-center">
          <Button variant="secondary" onClick={() => setShown({ resultsKey, count: visible + PAGE_SIZE })}>
            Show more ({results.length - visible} more)
          </Button>
        </div>
      )}
    </>
  );
}
