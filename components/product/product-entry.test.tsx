import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedProducts } from '@/content/products';
import { useCatalogue } from '@/lib/store/catalogue';
import { hydrateStores } from '@/lib/store/hydration';
import { openAt, testRouter as router } from '@/test-support/navigation';
import type { Product } from '@/types/shop';
import { CatalogueProduct, StoredProduct } from './product-entry';
import { LazyRuntimeProductGate } from './lazy-runtime-product-gate';
import { RuntimeProductGate } from './runtime-product-gate';

const runtime: Product = { ...seedProducts[3], id: 'rt-42', name: 'Live-Edge Shelf' };

describe('product entry points', () => {
  beforeEach(() => {
    useCatalogue.setState({ products: [...seedProducts, runtime] });
  });

  it('the 404 gate shows a run-time product named by the path, once the store is read', async () => {
    openAt('/product/rt-42');
    render(<RuntimeProductGate><h1>Not found</h1></RuntimeProductGate>);
    expect(screen.queryByRole('heading', { name: 'Live-Edge Shelf' })).not.toBeInTheDocument();
    act(() => {
      void hydrateStores();
      useCatalogue.setState({ products: [...seedProducts, runtime] });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Live-Edge Shelf' })).toBeInTheDocument();
    expect(screen.queryByText('Not found')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Live-Edge Shelf \|/));
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('the 404 gate redirects to /products for a product id that is not in the store', async () => {
    openAt('/product/nope');
    act(() => void hydrateStores());
    render(<RuntimeProductGate><h1>Not found</h1></RuntimeProductGate>);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/products'));
  });

  it('the 404 gate keeps the not-found page for any other path', () => {
    openAt('/no-such-page');
    act(() => void hydrateStores());
    render(<RuntimeProductGate><h1>Not found</h1></RuntimeProductGate>);
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('the not-found page keeps its own content while the gate loads, then the gate shows the run-time product', async () => {
    openAt('/product/rt-42');
    act(() => void hydrateStores());
    render(<LazyRuntimeProductGate><h1>Not found</h1></LazyRuntimeProductGate>);
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Live-Edge Shelf' })).toBeInTheDocument();
    expect(screen.queryByText('Not found')).not.toBeInTheDocument();
  });

  it('does not redirect before persisted state has been read', () => {
    render(<StoredProduct id="nope" />);
    expect(router.replace).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading product');
  });

  it('a pre-rendered product shows the store version, and redirects once deleted', async () => {
    const seed = seedProducts[0];
    act(() => void hydrateStores());
    useCatalogue.setState({ products: seedProducts.map((p) => (p.id === seed.id ? { ...p, name: 'Renamed Board' } : p)) });
    render(<CatalogueProduct seed={seed} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Renamed Board' })).toBeInTheDocument();
    await act(async () => void (await useCatalogue.getState().deleteProduct(seed.id)));
    expect(router.replace).toHaveBeenCalledWith('/products');
  });
});
