// Placing an order takes turns across the browser's tabs, which share one cart (lib/shop/orders.ts placeOrder).
import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/content/products';
import { useCart } from '@/lib/store/cart';
import { useOrders } from '@/lib/store/orders';
import { installFakeLocks } from '@/test-support/locks';
import { failure, form, summary, value } from './operation-cases';
import { orderedInAnotherTab, placeOrder } from './orders';

const storedCart = (items: unknown[]) => JSON.stringify({ state: { items }, version: 2 });

/** Another tab's turn that lasts until the test closes it. */
function heldOpen() {
  let close = () => {};
  const closed = new Promise<void>((resolve) => (close = resolve));
  return { closed, close };
}

/** This tab places the order while another tab holds the turn and stores these cart items before letting go. */
async function placeWhileAnotherTabStoresCart(items: unknown[]) {
  const locks = installFakeLocks();
  await useCart.getState().add(seedProducts[1], []);
  const gate = heldOpen();
  const otherTab = locks.request('shop-placement', async () => {
    await gate.closed;
    localStorage.setItem('cart', storedCart(items));
  });
  const here = placeOrder({ form, summary });
  gate.close();
  await otherTab;
  return here;
}

describe('placing an order while another tab places one', () => {
  it('places nothing when the other tab ordered this cart first, and says so', async () => {
    // The other tab's turn: its order is stored and the shared cart emptied before it lets go.
    const placed = await placeWhileAnotherTabStoresCart([]);

    expect(failure(placed)).toEqual({ kind: 'conflict', message: 'This cart was just ordered in another tab, so nothing more was ordered here.' });
    expect(orderedInAnotherTab(placed)).toBe(true);
    expect(useOrders.getState().orders).toEqual([]);
    expect(useCart.getState().items).toEqual([]);
  });

  it('places nothing when the other tab changed the cart meanwhile, and shows the cart as it is now', async () => {
    const placed = await placeWhileAnotherTabStoresCart([{ productId: '2', quantity: 3, customizations: [] }]);

    expect(failure(placed)).toEqual({
      kind: 'conflict',
      message: 'Your cart changed in another tab while this order was being placed, so it was not placed. Check the order summary and place it again.',
    });
    expect(orderedInAnotherTab(placed)).toBe(false);
    expect(useOrders.getState().orders).toEqual([]);
    expect(useCart.getState().items).toEqual([{ productId: '2', quantity: 3, customizations: [] }]);
  });

  it("holds the other tab's turn until the page has finished with the order (emptied the cart)", async () => {
    const locks = installFakeLocks();
    await useCart.getState().add(seedProducts[1], []);
    const finishing = heldOpen();
    const here = placeOrder({ form, summary }, { finish: () => finishing.closed.then(() => useCart.getState().clear().then(() => undefined)) });
    let otherTabSaw: unknown[] | null = null;
    const otherTab = locks.request('shop-placement', async () => {
      otherTabSaw = JSON.parse(localStorage.getItem('cart')!).state.items;
    });
    await expect.poll(() => useOrders.getState().orders.length).toBe(1);
    expect(otherTabSaw).toBeNull();
    finishing.close();
    value(await here);
    await otherTab;
    expect(otherTabSaw).toEqual([]);
  });
});
