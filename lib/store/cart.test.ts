import { beforeEach, describe, expect, it } from 'vitest';
import { cartCount, lineKey } from '@/lib/orders/cart';
import { engraving } from '@/test-support/products';
import { useCart } from './cart';

const board = { id: '1', inStock: true };
const smithKey = lineKey({ productId: '1', customizations: [engraving('Smith')] });
const jonesKey = lineKey({ productId: '1', customizations: [engraving('Jones')] });

describe('cart store actions act on one line (rules §4, by product and customisations)', () => {
  beforeEach(() => {
    useCart.setState({ items: [] });
    const { add } = useCart.getState();
    add(board, [engraving('Smith')]);
    add(board, [engraving('Jones')]);
    add(board, [engraving('Jones')]);
  });

  const quantities = () => useCart.getState().items.map((item) => [item.customizations[0].value, item.quantity]);

  it('merges equal customisations and keeps differently engraved boards apart', () => {
    expect(quantities()).toEqual([
      ['Smith', 1],
      ['Jones', 2],
    ]);
    expect(cartCount(useCart.getState().items)).toBe(3);
  });

  it('updates the quantity of one line only', () => {
    useCart.getState().update(smithKey, 4);
    expect(quantities()).toEqual([
      ['Smith', 4],
      ['Jones', 2],
    ]);
  });

  it.each([0, -2])('removes the line when its quantity is set to %i', (quantity) => {
    useCart.getState().update(jonesKey, quantity);
    expect(quantities()).toEqual([['Smith', 1]]);
  });

  it('removes one of two lines of the same product', () => {
    useCart.getState().remove(smithKey);
    expect(quantities()).toEqual([['Jones', 2]]);
  });

  it('clears every line (after an order is placed)', () => {
    useCart.getState().clear();
    expect(useCart.getState().items).toEqual([]);
    expect(cartCount(useCart.getState().items)).toBe(0);
  });
});
