import { describe, expect, it } from 'vitest';
import { addToCart, cartCount, lineKey, removeLine, roomInLine, updateQuantity } from './cart';
import { cherry, engraving, juiceGroove } from '@/test-support/products';
import type { CartItem } from '@/types/shop';

const board = { id: '1', inStock: true };
const rack = { id: '8', inStock: false };

describe('addToCart (rules §4)', () => {
  it('adds a new line with quantity 1', () => {
    expect(addToCart([], board)).toEqual([{ productId: '1', quantity: 1, customizations: [] }]);
  });

  it('raises the quantity of a line with equal customisations by 1', () => {
    let items: CartItem[] = [];
    items = addToCart(items, board, [engraving('Smith'), cherry]);
    items = addToCart(items, board, [cherry, engraving('Smith')]);
    expect(items).toHaveLength(1);
    expect(items[0].quantity).toBe(2);
  });

  it('adds a separate line when the customisations differ', () => {
    let items = addToCart([], board, [engraving('Smith')]);
    items = addToCart(items, board, [engraving('Jones')]);
    items = addToCart(items, board);
    expect(items.map((i) => i.quantity)).toEqual([1, 1, 1]);
  });

  it('keeps an engraving that reads like another option apart from that option', () => {
    let items = addToCart([], board, [engraving('Smith'), juiceGroove]);
    items = addToCart(items, board, [engraving('Smith&juice-groove=true')]);
    expect(items.map((i) => i.quantity)).toEqual([1, 1]);
  });

  it('N adds of the same product and customisations give quantity N', () => {
    let items: CartItem[] = [];
    for (let i = 0; i < 3; i++) items = addToCart(items, board, [cherry]);
    expect(items).toEqual([{ productId: '1', quantity: 3, customizations: [cherry] }]);
  });

  it('stops a line at 99, the most one line holds, and still adds other lines', () => {
    const full: CartItem[] = [{ productId: '1', quantity: 99, customizations: [] }];
    expect(addToCart(full, board)).toEqual(full);
    expect(addToCart(full, board, [cherry])).toEqual([...full, { productId: '1', quantity: 1, customizations: [cherry] }]);
  });

  it('refuses an out-of-stock product', () => {
    const items = addToCart([], board);
    expect(addToCart(items, rack)).toBe(items);
  });
});

describe('updateQuantity, removeLine, cartCount', () => {
  const smith = addToCart([], board, [engraving('Smith')]);
  const twoLines = addToCart(smith, board, [engraving('Jones')]);
  const jonesKey = lineKey({ productId: '1', customizations: [engraving('Jones')] });

  it('sets the quantity of one line only', () => {
    const items = updateQuantity(twoLines, jonesKey, 4);
    expect(items.map((i) => i.quantity)).toEqual([1, 4]);
  });

  it.each([0, -1])('removes the line when the quantity is %i', (quantity) => {
    const items = updateQuantity(twoLines, jonesKey, quantity);
    expect(items).toHaveLength(1);
    expect(items[0].customizations).toEqual([engraving('Smith')]);
  });

  it('sets at most 99', () => {
    expect(updateQuantity(twoLines, jonesKey, 250).map((i) => i.quantity)).toEqual([1, 99]);
  });

  it('removes one of two lines of the same product', () => {
    expect(removeLine(twoLines, jonesKey)).toEqual(smith);
  });

  it('counts the sum of quantities for the badge', () => {
    expect(cartCount(updateQuantity(twoLines, jonesKey, 4))).toBe(5);
    expect(cartCount([])).toBe(0);
  });
});

describe('roomInLine: how many more of a piece the cart takes', () => {
  it('is 99 for a line not in the cart, and what is left of 99 for one that is', () => {
    const items: CartItem[] = [{ productId: '1', quantity: 97, customizations: [cherry] }];
    expect(roomInLine(items, { productId: '1', customizations: [cherry] })).toBe(2);
    expect(roomInLine(items, { productId: '1', customizations: [] })).toBe(99);
    expect(roomInLine([{ productId: '1', quantity: 99, customizations: [] }], { productId: '1', customizations: [] })).toBe(0);
  });
});
