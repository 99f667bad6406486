import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/test-support/admin-data';
import type { Order, PaymentState } from '@/types/shop';
import {
  checkoutSessionParams,
  countsAsOrder,
  countsAsPaid,
  customerMayCancel,
  linesTotal,
  ordersThatCount,
  ownerMayMoveAlong,
  paymentProblem,
  paymentSettled,
  refundable,
  sessionExpiresAt,
  shippingDetail,
  shownToCustomer,
} from './payment';

/**
 * A cherry cutting board with an engraving ($65 + $25 + $25 = $115) and two Oak Phone Stands ($68) to Lloydminster:
 * $183 + $29.10 Standard Shipping + $14.64 tax (8 %) = $226.74.
 */
const order: Order = makeOrder({
  id: 'AbC123xYz0',
  customerEmail: 'ada@example.com',
  createdAt: '2026-12-07T10:00:00.000Z',
  items: [
    {
      productId: '1',
      productName: 'Edge-Grain Hardwood Cutting Board',
      unitPrice: 115,
      quantity: 1,
      customizations: [
        { optionId: 'wood-type', optionName: 'Wood Type', value: 'cherry', priceAdjustment: 25, valueLabel: 'Black cherry' },
        { optionId: 'engraving', optionName: 'Custom Engraving', value: 'The Smiths', priceAdjustment: 25, valueLabel: 'The Smiths' },
      ],
    },
    { productId: '2', productName: 'Oak Phone Stand', unitPrice: 34, quantity: 2, customizations: [] },
  ],
  subtotal: 183,
  shipping: 29.1,
  shippingMethod: 'Standard Shipping',
  tax: 14.64,
  total: 226.74,
});

describe('checkoutSessionParams: the Checkout Session an order is paid through', () => {
  it('has one line per order line in cents, customisations in the description, then shipping and tax', () => {
    expect(checkoutSessionParams(order, 'https://shop.example.com/')).toEqual({
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: 'cad',
            unit_amount: 11500,
            product_data: { name: 'Edge-Grain Hardwood Cutting Board', description: 'Wood Type: Black cherry; Custom Engraving: The Smiths' },
          },
          quantity: 1,
        },
        { price_data: { currency: 'cad', unit_amount: 3400, product_data: { name: 'Oak Phone Stand' } }, quantity: 2 },
        { price_data: { currency: 'cad', unit_amount: 2910, product_data: { name: 'Shipping: Standard Shipping' } }, quantity: 1 },
        { price_data: { currency: 'cad', unit_amount: 1464, product_data: { name: 'Tax (8%)' } }, quantity: 1 },
      ],
      customer_email: 'ada@example.com',
      client_reference_id: 'AbC123xYz0',
      metadata: { order_id: 'AbC123xYz0' },
      payment_intent_data: { metadata: { order_id: 'AbC123xYz0' } },
      // 10:00:00 UTC on 7 December 2026 is 1796637600; 31 minutes later.
      expires_at: 1796637600 + 1860,
      success_url: 'https://shop.example.com/order-confirmation?id=AbC123xYz0',
      cancel_url: 'https://shop.example.com/checkout?payment=cancelled',
    });
  });

  it('adds up to the order’s total to the cent: 11500 + 2 × 3400 + 2910 + 1464 = 22674', () => {
    expect(linesTotal(checkoutSessionParams(order, 'https://shop.example.com').line_items)).toBe(22674);
  });

  it('leaves free shipping out (Stripe need not show a $0 line) and still adds up: $34 + $2.72 tax = 3672', () => {
    const local = makeOrder({
      items: [{ productId: '2', productName: 'Oak Phone Stand', unitPrice: 34, quantity: 1, customizations: [] }],
      subtotal: 34,
      shipping: 0,
      shippingMethod: 'Local Delivery (Lloydminster)',
      tax: 2.72,
      total: 36.72,
    });
    const { line_items } = checkoutSessionParams(local, 'https://shop.example.com');
    expect(line_items.map((line) => line.price_data.product_data.name)).toEqual(['Oak Phone Stand', 'Tax (8%)']);
    expect(linesTotal(line_items)).toBe(3672);
  });

  it('closes the same 31 minutes after the order was placed, whenever it is asked for again', () => {
    expect(sessionExpiresAt('2026-12-07T10:00:00.000Z')).toBe(1796639460);
    expect(sessionExpiresAt('2026-12-07T10:00:00.999Z')).toBe(1796639460);
  });
});

describe('paymentProblem: whether what Stripe received is the order’s total in CAD', () => {
  it('is null for the total to the cent, in cad (any case)', () => {
    expect(paymentProblem(226.74, { amount: 22674, currency: 'cad' })).toBeNull();
    expect(paymentProblem(226.74, { amount: 22674, currency: 'CAD' })).toBeNull();
  });

  it('names both amounts when they differ, even by a cent', () => {
    expect(paymentProblem(226.74, { amount: 22673, currency: 'cad' })).toBe(
      'Stripe received $226.73, but the order’s total is $226.74, so it was not marked paid. Check the payment in Stripe’s dashboard, then refund it or contact the customer.',
    );
    expect(paymentProblem(51.72, { amount: null, currency: 'cad' })).toBe(
      'Stripe received $0.00, but the order’s total is $51.72, so it was not marked paid. Check the payment in Stripe’s dashboard, then refund it or contact the customer.',
    );
  });

  it('names the currency when it is not CAD', () => {
    expect(paymentProblem(51.72, { amount: 5172, currency: 'usd' })).toBe(
      'Stripe received the payment in USD, not CAD, so it was not marked paid. Check the payment in Stripe’s dashboard, then refund it or contact the customer.',
    );
    expect(paymentProblem(51.72, { amount: 5172, currency: null })).toBe(
      'Stripe received the payment in no currency, not CAD, so it was not marked paid. Check the payment in Stripe’s dashboard, then refund it or contact the customer.',
    );
  });
});

describe('what an order’s payment allows', () => {
  const states: (PaymentState | undefined)[] = [undefined, 'awaiting', 'paid', 'unpaid', 'refunded', 'flagged'];
  const table = (rule: (order: Order) => boolean, status: Order['status'] = 'pending') =>
    Object.fromEntries(states.map((payment) => [payment ?? 'none', rule(makeOrder({ status, ...(payment ? { payment } : {}) }))]));

  it('counts as a purchase (a verified review) only paid or never paid online', () => {
    expect(table(countsAsPaid)).toEqual({ none: true, awaiting: false, paid: true, unpaid: false, refunded: false, flagged: false });
  });

  it('counts on the owner’s cards as an order: paid, refunded, or never paid online', () => {
    expect(table(countsAsOrder)).toEqual({ none: true, awaiting: false, paid: true, unpaid: false, refunded: true, flagged: false });
    const orders = states.map((payment, n) => makeOrder({ id: String(n), ...(payment ? { payment } : {}) }));
    expect(ordersThatCount(orders).map((o) => o.id)).toEqual(['0', '2', '4']);
  });

  it('shows every order to its customer but one whose payment failed or expired', () => {
    expect(table(shownToCustomer)).toEqual({ none: true, awaiting: true, paid: true, unpaid: false, refunded: true, flagged: true });
  });

  it('settles the payment (the confirmation empties the cart) once paid, flagged or refunded, or when never paid online', () => {
    expect(table(paymentSettled)).toEqual({ none: true, awaiting: false, paid: true, unpaid: false, refunded: true, flagged: true });
  });

  it('lets the owner move along only a paid order or one never paid online', () => {
    expect(table(ownerMayMoveAlong)).toEqual({ none: true, awaiting: false, paid: true, unpaid: false, refunded: false, flagged: false });
  });

  it('refunds a paid or flagged order not yet cancelled', () => {
    expect(table(refundable)).toEqual({ none: false, awaiting: false, paid: true, unpaid: false, refunded: false, flagged: true });
    expect(table(refundable, 'shipped')).toEqual({ none: false, awaiting: false, paid: true, unpaid: false, refunded: false, flagged: true });
    expect(table(refundable, 'cancelled')).toEqual({ none: false, awaiting: false, paid: false, unpaid: false, refunded: false, flagged: false });
  });

  it('lets the customer cancel a pending or processing order never paid online or refundable; never while awaiting its payment', () => {
    expect(table(customerMayCancel)).toEqual({ none: true, awaiting: false, paid: true, unpaid: false, refunded: false, flagged: true });
    expect(table(customerMayCancel, 'processing')).toEqual({ none: true, awaiting: false, paid: true, unpaid: false, refunded: false, flagged: true });
    expect(table(customerMayCancel, 'shipped')).toEqual({ none: false, awaiting: false, paid: false, unpaid: false, refunded: false, flagged: false });
  });
});

describe('shippingDetail: a carrier or tracking number as the owner typed it', () => {
  it('is trimmed, blank when not given, and refused (null) over 100 characters', () => {
    expect(shippingDetail('  Canada Post ')).toBe('Canada Post');
    expect(shippingDetail(undefined)).toBe('');
    expect(shippingDetail(42)).toBe('');
    expect(shippingDetail('x'.repeat(100))).toBe('x'.repeat(100));
    expect(shippingDetail('x'.repeat(101))).toBeNull();
  });
});
