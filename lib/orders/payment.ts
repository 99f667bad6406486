// Online payment's rules (a build with a shared server and Stripe Checkout: docs/payments.md), pure, for the server's
// Cloud Code and the pages alike: what an order's payment allows, the Checkout Session an order is paid through (its
// lines in cents adding up to the order's total), and whether what Stripe received is what the order asks.
// An order without a `payment` field was never paid online (the static shop, a server without Stripe): it counts as
// it always has, everywhere.
import { paymentProblems } from '@/content/payments';
import { formatPrice, toCents, toDollars, type Cents } from '@/lib/pricing/money';
import { canCancel, orderActions, type OrderAction } from './customer-orders';
import { customizationText } from './order-items';
import type { Order } from '@/types/shop';

/** The shop sells in Canadian dollars (rules §1), as Stripe writes the code. */
export const STRIPE_CURRENCY = 'cad';
/** How long Stripe's page stays open for an order. */
export const CHECKOUT_SESSION_MINUTES = 30;
/**
 * Stripe takes an expiry 30 minutes away or more, counted when the request reaches it: a minute's margin, so a slow
 * request (or its retry with the same key and the same expiry) is not refused.
 */
export const EXPIRY_MARGIN_SECONDS = 60;
/** The longest carrier name or tracking number the owner may type. */
export const SHIPPING_DETAIL_LIMIT = 100;

type Payment = Pick<Order, 'payment'>;

/** A paid order, or one no card was charged for online: a purchase (a review's verified mark). */
export const countsAsPaid = (order: Payment): boolean => order.payment === undefined || order.payment === 'paid';

/**
 * An order that counts on the owner's summary cards and revenue: paid, refunded (a paid order later cancelled, which
 * counts as a cancelled order always has: in the orders, not in revenue), or never paid online.
 */
export const countsAsOrder = (order: Payment): boolean => countsAsPaid(order) || order.payment === 'refunded';

/** What the owner's figures count: only the orders that count (countsAsOrder). */
export const ordersThatCount = <T extends Payment>(orders: readonly T[]): T[] => orders.filter(countsAsOrder);

/** An order whose payment failed or expired was never placed, as the customer sees it. */
export const shownToCustomer = (order: Payment): boolean => order.payment !== 'unpaid';

/** The owner moves along (processing, shipped, delivered) only an order that is paid or was never paid online. */
export const ownerMayMoveAlong = (order: Payment): boolean => countsAsPaid(order);

/** Money Stripe received for the order and has not given back: cancelling the order refunds it in full first. */
export const refundable = (order: Pick<Order, 'payment' | 'status'>): boolean =>
  (order.payment === 'paid' || order.payment === 'flagged') && order.status !== 'cancelled';

/**
 * The customer's Cancel Order (rules §4: pending or processing), for an order never paid online or one whose payment
 * can be refunded; never while Stripe's page is open for it.
 */
export const customerMayCancel = (order: Pick<Order, 'payment' | 'status'>): boolean =>
  canCancel(order.status) && (order.payment === undefined || refundable(order));

/** The customer's buttons on an order (rules §4), with Cancel Order only where customerMayCancel allows it. */
export const customerOrderActions = (order: Order): OrderAction[] =>
  orderActions(order.status).filter((action) => action !== 'cancel' || customerMayCancel(order));

/** Stripe's word is in (or the order was never paid online): paid, flagged for the owner, or paid and refunded since. */
export const paymentSettled = (order: Payment): boolean => order.payment !== 'awaiting' && order.payment !== 'unpaid';

/** Where Stripe's page sends the shopper back: the order's confirmation once paid, checkout when they cancel. */
export const paymentReturnPaths = {
  success: (orderId: string) => `/order-confirmation?id=${encodeURIComponent(orderId)}`,
  cancel: '/checkout?payment=cancelled',
};

/** One line on Stripe's page, as Checkout's `line_items[]` takes it. */
export interface CheckoutLine {
  price_data: { currency: typeof STRIPE_CURRENCY; unit_amount: Cents; product_data: { name: string; description?: string } };
  quantity: number;
}

/** The parameters of `checkout.sessions.create` for an order (Stripe's API reference, Checkout Sessions). */
export interface CheckoutSessionParams {
  mode: 'payment';
  line_items: CheckoutLine[];
  customer_email: string;
  client_reference_id: string;
  metadata: { order_id: string };
  payment_intent_data: { metadata: { order_id: string } };
  expires_at: number;
  success_url: string;
  cancel_url: string;
}

const line = (name: string, cents: Cents, quantity = 1, description?: string): CheckoutLine => ({
  price_data: { currency: STRIPE_CURRENCY, unit_amount: cents, product_data: { name, ...(description ? { description } : {}) } },
  quantity,
});

/** When the order's page on Stripe closes, in Unix seconds: the same for every attempt at the order's session. */
export function sessionExpiresAt(createdAt: string): number {
  return Math.floor(Date.parse(createdAt) / 1000) + CHECKOUT_SESSION_MINUTES * 60 + EXPIRY_MARGIN_SECONDS;
}

/**
 * The Checkout Session an order is paid through: one line per order line (its name, its customisations as the
 * description, its unit price in cents), then shipping and the tax as lines of their own (left out at $0, which
 * Stripe need not show), so Stripe's total is the order's to the cent (linesTotal).
 */
export function checkoutSessionParams(order: Order, shopUrl: string): CheckoutSessionParams {
  const shop = shopUrl.replace(/\/+$/, '');
  const lines = order.items.map((item) =>
    line(item.productName, toCents(item.unitPrice), item.quantity, item.customizations.map((c) => customizationText(c)).join('; ')),
  );
  if (toCents(order.shipping) > 0) lines.push(line(`Shipping: ${order.shippingMethod}`, toCents(order.shipping)));
  if (toCents(order.tax) > 0) lines.push(line('Tax (8%)', toCents(order.tax)));
  return {
    mode: 'payment',
    line_items: lines,
    customer_email: order.customerEmail,
    client_reference_id: order.id,
    metadata: { order_id: order.id },
    payment_intent_data: { metadata: { order_id: order.id } },
    expires_at: sessionExpiresAt(order.createdAt),
    success_url: `${shop}${paymentReturnPaths.success(order.id)}`,
    cancel_url: `${shop}${paymentReturnPaths.cancel}`,
  };
}

/** What Stripe will charge for these lines, in cents. */
export const linesTotal = (lines: readonly CheckoutLine[]): Cents =>
  lines.reduce((sum, { price_data, quantity }) => sum + price_data.unit_amount * quantity, 0);

/**
 * Why a payment Stripe reports cannot mark the order paid, or null when it is the order's total in CAD, to the cent.
 * `amount` in cents, as Stripe's `amount_total`.
 */
export function paymentProblem(orderTotal: number, received: { amount: Cents | null | undefined; currency: string | null | undefined }): string | null {
  const currency = (received.currency ?? '').toLowerCase();
  if (currency !== STRIPE_CURRENCY) return paymentProblems.currency(currency.toUpperCase() || 'no currency');
  const amount = received.amount ?? 0;
  if (amount !== toCents(orderTotal)) return paymentProblems.amount(formatPrice(toDollars(amount)), formatPrice(orderTotal));
  return null;
}

/** A carrier or tracking number as the owner typed it: trimmed, or null when too long to keep. */
export function shippingDetail(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text.length <= SHIPPING_DETAIL_LIMIT ? text : null;
}
