import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/ui/button';
import { afterOrderLinks } from '@/content/orders';
import { paymentConfirmationCopy as copy } from '@/content/payments';
import { paymentSettled } from '@/lib/orders/payment';
import { formatPrice } from '@/lib/pricing/money';
import type { Order } from '@/types/shop';
import { OrderSummary } from './order-summary';

/** The operations, loaded when first used (the shop's pages load what writes only when it is needed). */
const payments = () => import('@/lib/shop/payments');

/** How often the order is read again while Stripe's word is awaited (LiveQuery usually brings it first). */
const READ_AGAIN_MS = 3_000;
/** After this long still awaiting, the shopper is told it is taking longer than usual. */
const SLOW_MS = 60_000;

/**
 * /order-confirmation for an order paid on Stripe's page (NEXT_PUBLIC_PAYMENTS=stripe): "confirming your payment"
 * until the server has Stripe's word (the order follows it live, and is read again meanwhile), then the payment
 * received and the order, when the cart it was paid from is emptied; or that the payment did not go through, the
 * cart kept. Whatever the page says comes from the order as the server holds it, never from the address Stripe
 * sent the shopper back to.
 */
export function PaymentConfirmation({ order, guestNote }: { order: Order; guestNote: string | null }) {
  const awaiting = order.payment === 'awaiting';
  const [slow, setSlow] = useState(false);
  const finished = useRef(false);

  useEffect(() => {
    if (finished.current) return;
    if (paymentSettled(order)) {
      finished.current = true;
      void payments().then((m) => m.finishPaidOrder(order.id));
    } else if (order.payment === 'unpaid') {
      finished.current = true;
      void payments().then((m) => m.endPayment(order.id));
    }
  }, [order]);

  useEffect(() => {
    if (!awaiting) return;
    const reading = setInterval(() => void payments().then((m) => m.readOrder(order.id)), READ_AGAIN_MS);
    const slowly = setTimeout(() => setSlow(true), SLOW_MS);
    return () => {
      clearInterval(reading);
      clearTimeout(slowly);
    };
  }, [awaiting, order.id]);

  if (order.payment === 'unpaid') {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center py-12 text-center" aria-live="polite">
        <Icon node={CircleAlert} className="size-12 text-ember" />
        <h1 className="mt-4 text-3xl font-bold">{copy.unpaidHeading}</h1>
        <p className="mt-3 text-muted">{copy.unpaidText}</p>
        <ButtonLink href="/checkout" size="lg" className="mt-8">
          {copy.backToCheckout}
        </ButtonLink>
      </div>
    );
  }

  const flagged = order.payment === 'flagged';
  return (
    <div className="mx-auto max-w-3xl">
      <div className="mb-8 text-center" aria-live="polite" data-testid="payment-confirmation">
        <Icon
          node={awaiting ? LoaderCircle : flagged ? CircleAlert : CircleCheck}
          className={awaiting ? 'mx-auto size-12 animate-spin text-oak motion-reduce:animate-none' : flagged ? 'mx-auto size-12 text-ember' : 'mx-auto size-12 text-moss'}
        />
        <h1 className="mt-4 text-4xl font-bold">{awaiting ? copy.confirmingHeading : flagged ? copy.flaggedHeading : copy.receivedHeading}</h1>
        <p className="mx-auto mt-3 max-w-xl text-muted">
          {awaiting ? copy.confirmingText : flagged ? copy.flaggedText : copy.received(formatPrice(order.paidAmount ?? order.total))}
        </p>
        {awaiting && slow && <p className="mx-auto mt-2 max-w-xl text-sm text-muted">{copy.slowText}</p>}
        {!awaiting && guestNote && <p className="mx-auto mt-2 max-w-xl text-sm text-muted">{guestNote}</p>}
      </div>
      <OrderSummary order={order} />
      {!awaiting && (
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={afterOrderLinks.continueShopping.href} size="lg">
            {afterOrderLinks.continueShopping.label}
          </ButtonLink>
          <ButtonLink href={afterOrderLinks.yourOrders.href} size="lg" variant="secondary">
            {afterOrderLinks.yourOrders.label}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
