import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/content/products';
import { summarizeCart } from '@/lib/pricing/priced-cart';
import type { CheckoutForm } from './checkout';
import { buildOrder } from './build-order';
import type { CartItem } from '@/types/shop';

const items: CartItem[] = [
  {
    productId: '1',
    quantity: 2,
    customizations: [
      { optionId: 'wood-type', optionName: 'Wood Type', value: 'cherry', priceAdjustment: 25 },
      { optionId: 'engraving', optionName: 'Custom Engraving', value: 'The Hendersons', priceAdjustment: 25 },
      { optionId: 'juice-groove', optionName: 'Juice Groove', value: true, priceAdjustment: 15 },
    ],
  },
  { productId: '2', quantity: 1, customizations: [] },
  { productId: '8', quantity: 1, customizations: [] }, // out of stock: not ordered
];

const form: CheckoutForm = {
  email: ' ada@example.com',
  phone: '',
  firstName: 'Ada ',
  lastName: 'Lovelace',
  street: '4812 50 Avenue',
  city: 'Lloydminster',
  state: 'AB',
  zipCode: 't9v0w8',
  country: 'Canada',
  cardName: 'Ada Lovelace',
  cardNumber: '4242 4242 4242 4242',
  expiry: '04/29',
  cvv: '987',
};

const summary = summarizeCart(items, seedProducts, {
  country: form.country,
  city: form.city,
  freeShipping: 'withAdjustments',
  rateId: 'ca-standard',
});
const createdAt = new Date('2026-06-15T18:30:00.000Z');
const order = buildOrder({ id: '1781548200000', userId: 'guest_1_abc', summary, form, createdAt });

describe('buildOrder (rules §3)', () => {
  it('has the record’s fields: id, userId, items, total, status pending, createdAt, shippingAddress', () => {
    expect(order).toMatchObject({
      id: '1781548200000',
      userId: 'guest_1_abc',
      status: 'pending',
      createdAt: '2026-06-15T18:30:00.000Z',
      shippingAddress: { street: '4812 50 Avenue', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' },
    });
  });

  it('keeps each available line with product, quantity, frozen name and price, and readable customisations', () => {
    expect(order.items).toEqual([
      {
        productId: '1',
        productName: seedProducts[0].name,
        image: seedProducts[0].images[0],
        unitPrice: 130,
        quantity: 2,
        customizations: [
          { optionId: 'wood-type', optionName: 'Wood Type', value: 'cherry', priceAdjustment: 25, valueLabel: 'Black cherry' },
          {
            optionId: 'engraving',
            optionName: 'Custom Engraving',
            value: 'The Hendersons',
            priceAdjustment: 25,
            valueLabel: 'The Hendersons',
          },
          { optionId: 'juice-groove', optionName: 'Juice Groove', value: true, priceAdjustment: 15, valueLabel: 'Yes' },
        ],
      },
      { productId: '2', productName: seedProducts[1].name, image: seedProducts[1].images[0], unitPrice: 34, quantity: 1, customizations: [] },
    ]);
  });

  it('charges the summary’s totals and the shipping option picked', () => {
    // 2 × 130 + 34 = 294; weight 9.6; Standard 15 + 3 × 8.6 = 40.80; tax 23.52.
    expect(order).toMatchObject({ subtotal: 294, shipping: 40.8, shippingMethod: 'Standard Shipping', tax: 23.52, total: 358.32 });
    expect(order.total).toBe(summary.totals.total);
  });

  it('names the customer from the form', () => {
    expect(order).toMatchObject({ customerEmail: 'ada@example.com', customerName: 'Ada Lovelace' });
  });

  it('keeps only the last four card digits: the card number and the CVV appear nowhere in it', () => {
    expect(order.cardLast4).toBe('4242');
    const stored = JSON.stringify(order);
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('4242 4242 4242 4242');
    expect(stored).not.toContain('987');
    expect(stored).not.toMatch(/cvv|cardNumber|expiry/i);
  });

  it('refuses an order with nothing to buy or no way to ship it', () => {
    const nothing = summarizeCart([items[2]], seedProducts, { country: 'Canada', freeShipping: 'withAdjustments' });
    expect(() => buildOrder({ id: '1', userId: 'u', summary: nothing, form, createdAt })).toThrow();
    expect(() => buildOrder({ id: '1', userId: 'u', summary: { ...summary, shipping: null }, form, createdAt })).toThrow();
  });
});
