import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/content/products';
import { checkOrder, checkOrderPrices, PRICES_CHANGED } from './order-check';
import type { OrderDraft } from './build-order';
import { twoOakPhoneStands } from '@/test-support/orders';

/** Two Oak Phone Stands ($34, 0.6 lb each) to Lloydminster by Standard Shipping: $15 + $3 x 0.2 lb over the first. */
const honest: OrderDraft = {
  userId: 'u1',
  customerEmail: 'ada@example.com',
  customerName: 'Ada Lovelace',
  ...twoOakPhoneStands,
};

function refusal(draft: OrderDraft) {
  const check = checkOrderPrices(draft, seedProducts);
  if (check.ok) throw new Error('expected the order to be refused');
  return check.message;
}

describe('the server re-prices every order', () => {
  it('accepts an order priced as the shop prices it and keeps its own figures', () => {
    const check = checkOrderPrices(honest, seedProducts);
    expect(check).toMatchObject({ ok: true, order: { subtotal: 68, shipping: 15.6, tax: 5.44, total: 89.04 } });
  });

  it('charges Local Delivery nothing in Lloydminster', () => {
    const local = { ...honest, shippingMethod: 'Local Delivery (Lloydminster)', shipping: 0, total: 73.44 };
    expect(checkOrderPrices(local, seedProducts)).toMatchObject({ ok: true, order: { shipping: 0, total: 73.44 } });
  });

  it('refuses a hand-edited unit price, subtotal or total', () => {
    expect(refusal({ ...honest, items: [{ ...honest.items[0], unitPrice: 1 }] })).toBe(PRICES_CHANGED);
    expect(refusal({ ...honest, subtotal: 2, total: 23.16 })).toBe(PRICES_CHANGED);
    expect(refusal({ ...honest, total: 1 })).toBe(PRICES_CHANGED);
    expect(refusal({ ...honest, shipping: 0, total: 73.44 })).toBe(PRICES_CHANGED);
  });

  it('refuses quantities outside 1-99', () => {
    for (const quantity of [0, 100, 1.5, -1]) {
      expect(refusal({ ...honest, items: [{ ...honest.items[0], quantity }] })).toBe("Each item's quantity must be between 1 and 99.");
    }
  });

  it('refuses an unknown or out-of-stock product and a shipping method the address does not have', () => {
    expect(refusal({ ...honest, items: [{ ...honest.items[0], productId: 'nope' }] })).toMatch(/no longer sold/);
    expect(refusal({ ...honest, items: [{ ...honest.items[0], productId: '8', productName: 'Oak Spice Rack', unitPrice: 74 }] })).toBe(
      'Oak Spice Rack is out of stock. Please review your cart.',
    );
    const regina = { ...honest, shippingAddress: { ...honest.shippingAddress, city: 'Regina' } };
    expect(refusal({ ...regina, shippingMethod: 'Local Delivery (Lloydminster)', shipping: 0, total: 73.44 })).toMatch(/not available/);
    expect(refusal({ ...honest, items: [] })).toBe('An order needs at least one item.');
  });

  it('prices customisations from the product, not from the order', () => {
    const cherry = seedProducts.find((p) => p.id === '1');
    expect(cherry?.customizationOptions?.length).toBeGreaterThan(0);
    const tampered = {
      ...honest,
      items: [{ ...honest.items[0], customizations: [{ optionId: 'x', optionName: 'Gold leaf', value: true, priceAdjustment: -30 }] }],
    };
    // An option the product does not have adds nothing, so the honest totals still hold.
    expect(checkOrderPrices(tampered, seedProducts)).toMatchObject({ ok: true, order: { total: 89.04, items: [{ customizations: [] }] } });
  });
});

describe('the server holds an order to the checkout form’s rules', () => {
  const refused = (draft: Partial<OrderDraft>) => {
    const check = checkOrder({ ...honest, ...draft }, seedProducts);
    return check.ok ? null : check.message;
  };

  it('takes the honest order, and a first name with a space in it beside a last name of 100', () => {
    expect(refused({})).toBeNull();
    expect(refused({ customerName: `Mary Ann ${'B'.repeat(100)}` })).toBeNull();
    expect(refused({ customerName: `${'A'.repeat(100)} ${'B'.repeat(100)}` })).toBeNull();
  });

  it('refuses a missing email, a name without a last name or over 100 characters, and an address outside the checkout’s', () => {
    expect(refused({ customerEmail: '' })).toBe('Enter your email address');
    expect(refused({ customerName: 'Ada' })).toBe('Enter your last name');
    expect(refused({ customerName: `Ada ${'x'.repeat(101)}` })).toBe('Please keep this to 100 characters or fewer (it has 101).');
    expect(refused({ shippingAddress: { ...honest.shippingAddress, zipCode: '' } })).toBe('Enter your postal code');
  });

  it('refuses a line without a required option, or with text longer than its option allows', () => {
    const engraving = (value: string) => [{ optionId: 'logo-engraving', optionName: 'Logo or Text Engraving', value, priceAdjustment: 15 }];
    const line = (value: string) => ({ items: [{ ...honest.items[0], unitPrice: 49, customizations: engraving(value) }], subtotal: 98, tax: 7.84, total: 121.44 });
    expect(refused(line('y'.repeat(20)))).toBeNull();
    expect(refused(line('y'.repeat(21)))).toBe('Oak Phone Stand, Logo or Text Engraving: Please keep this to 20 characters or fewer (it has 21).');
    const required = seedProducts.map((p) =>
      p.id === '2' ? { ...p, customizationOptions: p.customizationOptions?.map((o) => (o.id === 'finish' ? { ...o, required: true } : o)) } : p,
    );
    const check = checkOrder(honest, required);
    expect(check.ok ? null : check.message).toBe('Oak Phone Stand: Please complete the required option: Finish.');
  });
});
