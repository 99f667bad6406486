import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedProducts } from '@/content/products';
import { useCatalogue } from '@/lib/store/catalogue';
import { hydrateStores, resetHydrationForTests } from '@/lib/store/hydration';
import type { Product } from '@/types/shop';
import { CatalogueProduct, StoredProduct } from './product-entry';
import { RuntimeProductGate } from './runtime-product-gate';

const replace = vi.fn();
let search = new URLSearchParams();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace }),
  useSearchParams: () => search,
  usePathname: () => window.location.pathname,
}));

const runtime: Product = { ...seedProducts[3], id: 'rt-42', name: 'Live-Edge Shelf' };

function setPath(path: string) {
  window.history.replaceState(null, '', path);
}

describe('product entry points', () => {
  beforeEach(() => {
    replace.mockReset();
    search = new URLSearchParams();
    useCatalogue.setState({ products: [...seedProducts, runtime] });
  });
  afterEach(() => {
    resetHydrationForTests();
    setPath('/');
  });

  it('the 404 gate shows a run-time product named by the path, once the store is read', async () => {
    setPath('/product/rt-42');
    render(<RuntimeProductGate><h1>Not found</h1></RuntimeProductGate>);
    expect(screen.queryByRole('heading', { name: 'Live-Edge Shelf' })).not.toBeInTheDocument();
    act(() => {
      void hydrateStores();
      useCatalogue.setState({ products: [...seedProducts, runtime] });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Live-Edge Shelf' })).toBeInTheDocument();
    expect(screen.queryByText('Not found')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Live-Edge Shelf \|/));
    expect(replace).not.toHaveBeenCalled();
  });

  it('the 404 gate redirects to /products for a product id that is not in the store', async () => {
    setPath('/product/nope');
    act(() => void hydrateStores());
    render(<RuntimeProductGate><h1>Not found</h1></RuntimeProductGate>);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/products'));
  });

  it('the 404 gate keeps the not-found page for any other path', () => {
    setPath('/no-such-page');
    act(() => void hydrateStores());
    render(<RuntimeProductGate><h1>Not found</h1></RuntimeProductGate>);
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('does not redirect before persisted state has been read', () => {
    render(<StoredProduct id="nope" />);
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading product');
  });

  it('a pre-rendered product shows the store version, and redirects once deleted', async () => {
    const seed = seedProducts[0];
    act(() => void hydrateStores());
    useCatalogue.setState({ products: seedProducts.map((p) => (p.id === seed.id ? { ...p, name: 'Renamed Board' } : p)) });
    render(<CatalogueProduct seed={seed} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Renamed Board' })).toBeInTheDocument();
    await act(async () => void (await useCatalogue.getState().deleteProduct(seed.id)));
    expect(replace).toHaveBeenCalledWith('/products');
  });
});
