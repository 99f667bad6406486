import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/content/products';
import { lineKey } from '@/lib/orders/cart';
import { priceCart, pricedCustomizations, summarizeCart, type Destination } from './priced-cart';
import { unitPrice } from './prices';
import { cherry, engraving, juiceGroove, seed } from '@/test-support/products';
import type { CartCustomization, CartItem, Product } from '@/types/shop';

// Product 1: $65, 4.5 lbs; wood cherry +25, engraving +25, juice groove +15 (rules §9).
const board = seed('1');
const spiceRack = seed('8'); // out of stock

const line = (productId: string, quantity: number, customizations: CartCustomization[] = []): CartItem => ({
  productId,
  quantity,
  customizations,
});

const cart: Destination = { country: 'Canada', freeShipping: 'base' };
const checkout: Destination = { country: 'United States', freeShipping: 'withAdjustments' };

describe('priceCart: prices come from the current catalogue', () => {
  it('prices a customised line at base + adjustments, times quantity', () => {
    const { lines, subtotal, itemCount } = priceCart([line('1', 2, [cherry, engraving('Smith'), juiceGroove])], seedProducts);
    expect(lines[0]).toMatchObject({ basePrice: 65, unitPrice: 130, quantity: 2, lineTotal: 260 });
    expect(subtotal).toBe(260);
    expect(itemCount).toBe(2);
  });

  it('adds up several lines, including two differently engraved lines of one product', () => {
    const items = [
      line('1', 1, [engraving('Smith')]),
      line('1', 2, [engraving('Jones'), cherry]),
      line('2', 3),
    ];
    const { lines, subtotal } = priceCart(items, seedProducts);
    expect(lines.map((l) => l.lineTotal)).toEqual([90, 230, 102]);
    expect(subtotal).toBe(422);
    expect(new Set(lines.map((l) => l.key)).size).toBe(3);
  });

  it('ignores a tampered priceAdjustment stored in the cart', () => {
    const tampered = [{ ...cherry, priceAdjustment: -60 }, { ...juiceGroove, priceAdjustment: 0 }];
    expect(priceCart([line('1', 1, tampered)], seedProducts).lines[0].unitPrice).toBe(105);
  });

  it('follows an edited price', () => {
    const edited = seedProducts.map((p) => (p.id === '1' ? { ...p, price: 70 } : p));
    expect(priceCart([line('1', 1, [cherry])], edited).subtotal).toBe(95);
  });

  it('sets apart a deleted product and an out-of-stock product, and leaves them out of the totals', () => {
    const items = [line('2', 1), line('999', 4), line(spiceRack.id, 2)];
    const priced = priceCart(items, seedProducts);
    expect(priced.lines.map((l) => l.product.id)).toEqual(['2']);
    expect(priced.unavailable).toEqual([
      { key: lineKey(items[1]), quantity: 4, reason: 'deleted' },
      { key: lineKey(items[2]), quantity: 2, reason: 'out-of-stock', product: spiceRack },
    ]);
    expect(priced.subtotal).toBe(34);
    expect(priced.itemCount).toBe(1);
  });
});

describe('pricedCustomizations', () => {
  it('names each value the way the shopper chose it, with its current price effect', () => {
    expect(pricedCustomizations(board, [cherry, engraving('The Smiths'), juiceGroove])).toEqual([
      { ...cherry, optionName: 'Wood Type', valueLabel: 'Black cherry' },
      { ...engraving('The Smiths'), valueLabel: 'The Smiths' },
      { ...juiceGroove, valueLabel: 'Yes' },
    ]);
  });

  it.each<[string, CartCustomization[]]>([
    ['an option the product no longer has', [{ optionId: 'gift-wrap', optionName: 'Gift', value: true, priceAdjustment: 9 }]],
    ['a choice that no longer exists', [{ ...cherry, value: 'teak' }]],
    ['blank engraving', [engraving('  ')]],
    ['juice groove false', [{ ...juiceGroove, value: false }]],
  ])('drops %s', (_label, customizations) => {
    expect(pricedCustomizations(board, customizations)).toEqual([]);
  });

  it('agrees with unitPrice on every combination, tampered or not', () => {
    const cases: CartCustomization[][] = [
      [],
      [cherry],
      [cherry, cherry],
      [{ ...cherry, value: 'teak' }, cherry],
      [engraving('A'), juiceGroove, { ...cherry, priceAdjustment: 999 }],
    ];
    for (const customizations of cases) {
      const adjustments = pricedCustomizations(board, customizations).reduce((sum, c) => sum + c.priceAdjustment, 0);
      expect(board.price + adjustments).toBe(unitPrice(board, customizations));
    }
  });
});

describe('summarizeCart: shipping, tax 8% and total (rules §9)', () => {
  const twoBoards = [line('1', 2, [cherry, engraving('Smith'), juiceGroove])];

  it('uses the cheapest Canadian option in the cart: 2 boards weigh 9, Standard 15 + 3 × 8 = 39', () => {
    const summary = summarizeCart(twoBoards, seedProducts, cart);
    expect(summary.weight).toBe(9);
    expect(summary.shipping).toMatchObject({ rateId: 'ca-standard', cost: 39 });
    expect(summary.shippingOptions.map((o) => o.rateId)).toEqual(['ca-standard', 'ca-express']);
    expect(summary.totals).toEqual({ subtotal: 260, shipping: 39, tax: 20.8, total: 319.8 });
  });

  it('changes shipping with the country: United States Standard International 25 + 4 × 8 = 57', () => {
    const summary = summarizeCart(twoBoards, seedProducts, { ...cart, country: 'United States' });
    expect(summary.shipping).toMatchObject({ rateId: 'us-standard', cost: 57 });
    expect(summary.totals.total).toBe(260 + 57 + 20.8);
  });

  it('quotes any other country at the international rate, which has no free threshold', () => {
    const summary = summarizeCart(twoBoards, seedProducts, { ...cart, country: 'Other' });
    expect(summary.shipping).toMatchObject({ rateId: 'intl-standard', cost: 35 + 6 * 8 });
    expect(summary.freeShippingProgress).toBeNull();
  });

  it('uses the option the shopper picked while it is offered, else the cheapest', () => {
    expect(summarizeCart(twoBoards, seedProducts, { ...checkout, rateId: 'us-express' }).shipping?.rateId).toBe(
      'us-express',
    );
    expect(summarizeCart(twoBoards, seedProducts, { ...checkout, rateId: 'ca-express' }).shipping?.rateId).toBe(
      'us-standard',
    );
  });

  it('offers Local Delivery only for Lloydminster, and preselects it (free, first)', () => {
    const lloydminster = summarizeCart(twoBoards, seedProducts, { ...checkout, country: 'Canada', city: 'Lloydminster' });
    expect(lloydminster.shipping).toMatchObject({ rateId: 'ca-local', cost: 0 });
    const edmonton = summarizeCart(twoBoards, seedProducts, { ...checkout, country: 'Canada', city: 'Edmonton' });
    expect(edmonton.shippingOptions.map((o) => o.rateId)).not.toContain('ca-local');
  });

  it('has no shipping option when the order is over every rate’s max weight (12 boards = 54 > 50)', () => {
    const summary = summarizeCart([line('1', 12)], seedProducts, cart);
    expect(summary.shipping).toBeNull();
    expect(summary.totals.shipping).toBe(0);
  });

  it('has nothing to ship for a cart of unavailable lines', () => {
    const summary = summarizeCart([line('999', 1), line('8', 1)], seedProducts, cart);
    expect(summary.shippingOptions).toEqual([]);
    expect(summary.totals).toEqual({ subtotal: 0, shipping: 0, tax: 0, total: 0 });
  });

  it('leaves unavailable lines out of weight and totals', () => {
    const withUnavailable = summarizeCart([...twoBoards, line('8', 3), line('999', 1)], seedProducts, cart);
    expect(withUnavailable.weight).toBe(9);
    expect(withUnavailable.totals).toEqual(summarizeCart(twoBoards, seedProducts, cart).totals);
  });
});

describe('free threshold: the cart counts base prices, checkout adds customisations (rules §9)', () => {
  // A $490 product with a +25 option: base 490 is under Canada's 500, with the option it is 515.
  const option = { id: 'inlay', name: 'Inlay', type: 'boolean' as const, required: false, description: '', priceAdjustment: 25 };
  const table: Product = { ...board, id: 'table', price: 490, weight: '2 lbs', customizationOptions: [option] };
  const items = [line('table', 1, [{ optionId: 'inlay', optionName: 'Inlay', value: true, priceAdjustment: 25 }])];

  it('is not free in the cart: 490 at base prices, Standard 15 + 3 × 1 = 18', () => {
    const summary = summarizeCart(items, [table], { country: 'Canada', freeShipping: 'base' });
    expect(summary.thresholdSubtotal).toBe(490);
    expect(summary.shipping).toMatchObject({ cost: 18, free: false });
    expect(summary.freeShippingProgress).toEqual({ threshold: 500, remaining: 10 });
    expect(summary.totals).toEqual({ subtotal: 515, shipping: 18, tax: 41.2, total: 574.2 });
  });

  it('is free at checkout: 515 with the customisation', () => {
    const summary = summarizeCart(items, [table], { country: 'Canada', freeShipping: 'withAdjustments' });
    expect(summary.thresholdSubtotal).toBe(515);
    expect(summary.shipping).toMatchObject({ cost: 0, free: true });
    expect(summary.freeShippingProgress).toEqual({ threshold: 500, remaining: 0 });
    expect(summary.totals).toEqual({ subtotal: 515, shipping: 0, tax: 41.2, total: 556.2 });
  });

  it('four engraved cherry boards: US shipping is 93 in the cart (base 260) and free at checkout (520 ≥ 400)', () => {
    const four = [line('1', 4, [cherry, engraving('Smith'), juiceGroove])];
    const inCart = summarizeCart(four, seedProducts, { country: 'United States', freeShipping: 'base' });
    const atCheckout = summarizeCart(four, seedProducts, { country: 'United States', freeShipping: 'withAdjustments' });
    expect(inCart.totals).toEqual({ subtotal: 520, shipping: 93, tax: 41.6, total: 654.6 });
    expect(atCheckout.totals).toEqual({ subtotal: 520, shipping: 0, tax: 41.6, total: 561.6 });
  });
});
