// Checkout's Pay button in a build that takes payment through Stripe Checkout (NEXT_PUBLIC_PAYMENTS=stripe,
// docs/payments.md): the order is placed awaiting its payment, and the browser goes to Stripe's page for it, or, when
// it is already paid, to its confirmation. Only that build loads this file.
import { paymentReturnPaths } from '@/lib/orders/payment';
import type { OrderDraftInput } from '@/lib/orders/build-order';
import { payOrder } from '@/lib/shop/payments';
import { succeed, type ShopResult } from '@/lib/shop/result';
import type { Order } from '@/types/shop';

/** Answers the order once the browser is on its way to Stripe's page; the checkout stays as it is until it leaves. */
export async function payAndGo(input: Omit<OrderDraftInput, 'userId'>, go: (url: string) => void = (url) => window.location.assign(url)): Promise<ShopResult<Order>> {
  const started = await payOrder(input);
  if (!started.ok) return started;
  const { order, outcome, checkoutUrl } = started.value;
  go(outcome === 'open' && checkoutUrl ? checkoutUrl : paymentReturnPaths.success(order.id));
  return succeed(order);
}
