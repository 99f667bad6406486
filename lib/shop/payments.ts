// Paying through Stripe Checkout (a build with NEXT_PUBLIC_PAYMENTS=stripe and a shared server: docs/payments.md):
// the operations its checkout and confirmation call in place of placing an order. The order is placed awaiting its
// payment and the shopper goes to Stripe's page; the cart is emptied only once the server has the paid order
// (finishPaidOrder), so Cancel on Stripe's page comes back to the same cart and the same details.
import { refundCopy, stripeCheckoutCopy } from '@/content/payments';
import type { OrderDraftInput } from '@/lib/orders/build-order';
import { validateWithoutCard } from '@/lib/orders/checkout';
import { forgetPlacedOrder, placedOrder, rememberPlacedOrder } from '@/lib/store/placed-order';
import type { Order, OrderStatus } from '@/types/shop';
import type { PaymentPage } from './backend';
import { placeInTurn } from './orders';
import { finishPlacement, interruptedPlacement } from './placement';
import { fail, invalid, type ShopResult } from './result';
import { backend, checkFields, hasErrors } from './run';

/**
 * Places the order priced at checkout awaiting its payment, and answers Stripe's page for it (or, when it is already
 * paid, that it is settled). Pressed again with the same cart and details, it answers the same order and page. This
 * tab remembers the order with the cart it was priced from, for its confirmation to empty that cart once paid.
 * Like placeOrder (lib/shop/orders.ts), it takes turns with the other tabs, and a signed-in customer's profile takes
 * the details typed (lib/orders/checkout.ts profileChangesAfterOrder).
 */
export async function payOrder(
  input: Omit<OrderDraftInput, 'userId'>,
  { now = new Date() }: { now?: Date } = {},
): Promise<ShopResult<PaymentPage>> {
  const errors = validateWithoutCard(input.form, now);
  if (hasErrors(errors)) return invalid(checkFields, errors);
  return placeInTurn(input, async (shop, draft, guest) => {
    if (!shop.payOrder) return fail<PaymentPage>({ kind: 'unavailable', message: stripeCheckoutCopy.notSetUp });
    const started = await shop.payOrder(draft, guest);
    // The guest's account is signed in by now (the server backend does it with the order).
    if (started.ok) rememberPlacedOrder(started.value.order.id, null);
    return started;
  });
}

/**
 * The order's confirmation, once the server has its payment: the cart it was paid from is emptied and the details
 * typed forgotten, once (a cart filled again since is the shopper's next one, and stays); the next order is a new one.
 */
export async function finishPaidOrder(orderId: string): Promise<void> {
  if (placedOrder()?.orderId === orderId) {
    const placed = await interruptedPlacement();
    if (placed?.order.id === orderId) await finishPlacement(placed.guest);
    forgetPlacedOrder();
  }
  (await backend()).paymentFinished?.();
}

/** The order's payment failed or its page expired: nothing to finish, and the cart stays as it is. */
export function endPayment(orderId: string): void {
  if (placedOrder()?.orderId === orderId) forgetPlacedOrder();
}

/** Reads the order again from the server (the confirmation, while Stripe's word is awaited). */
export async function readOrder(orderId: string): Promise<void> {
  await (await backend()).readOrder?.(orderId);
}

/** The owner's cancelling of a paid order, refunded in full through Stripe first. */
export async function refundOrder(orderId: string, from: OrderStatus): Promise<ShopResult<Order>> {
  const shop = await backend();
  return shop.refundOrder ? shop.refundOrder(orderId, from) : fail({ kind: 'unavailable', message: refundCopy.notSetUp });
}
