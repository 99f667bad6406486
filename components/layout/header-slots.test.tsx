import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedProducts } from '@/content/products';
import { setBackingStorage } from '@/lib/store/backing-storage';
import { useCart } from '@/lib/store/cart';
import { hydrateStores, syncAcrossTabs } from '@/lib/store/hydration';
import { openAt } from '@/test-support/navigation';
import { ada } from '@/test-support/user';
import { AccountNav, CartLink } from './header-slots';

const board = seedProducts[0];
const storedCart = (quantity: number) =>
  JSON.stringify({ state: { items: [{ productId: board.id, quantity, customizations: [] }] }, version: 2 });

describe("the header's cart link and account menu, fetched once their store holds something", () => {
  beforeEach(() => {
    openAt('/products');
    void hydrateStores();
  });
  afterEach(() => setBackingStorage(null));

  it('a first visit shows the plain cart link and Login', () => {
    render(
      <>
        <CartLink />
        <AccountNav />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: /^Login/ })).toHaveAttribute('href', '/login');
  });

  it('counts what this tab adds to the cart', async () => {
    render(<CartLink />);
    await act(() => useCart.getState().add(board));
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('counts it also when the browser refuses storage and the cart lives in this tab only', async () => {
    setBackingStorage({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => {},
    });
    render(<CartLink />);
    await act(() => useCart.getState().add(board));
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('counts a cart another tab stores', async () => {
    const stopSync = syncAcrossTabs();
    render(<CartLink />);
    const stored = storedCart(3);
    localStorage.setItem('cart', stored);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: stored })));
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    stopSync();
  });

  it("shows a returning shopper's cart and first-name menu", async () => {
    localStorage.setItem('cart', storedCart(2));
    localStorage.setItem('session', JSON.stringify({ state: { user: ada, accounts: [ada] }, version: 2 }));
    await act(() => hydrateStores());
    render(
      <>
        <CartLink />
        <AccountNav />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Ada.*, account menu$/ })).toBeInTheDocument();
  });
});
