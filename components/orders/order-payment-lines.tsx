import { paymentLines, shippingDetailsCopy } from '@/content/payments';
import { formatPrice } from '@/lib/pricing/money';
import type { Order } from '@/types/shop';

/**
 * What a shared server adds to an order's card (the customer's order, the confirmation): its payment through Stripe,
 * and the carrier and tracking number once it is on its way; with the card's last four digits, where an order placed
 * with a card form has them. Only a build with a server shows this (order-summary.tsx).
 */
export function OrderPaymentLines({ order }: { order: Order }) {
  const payment = order.payment;
  const paymentLine =
    payment === 'paid'
      ? paymentLines.paid(formatPrice(order.paidAmount ?? order.total))
      : payment === 'refunded'
        ? paymentLines.refunded(formatPrice(order.refundedAmount ?? order.paidAmount ?? order.total))
        : payment
          ? paymentLines[payment]
          : null;
  const onItsWay = (order.status === 'shipped' || order.status === 'delivered') && Boolean(order.carrier || order.trackingNumber);
  return (
    <>
      {order.cardLast4 && <p className="mt-3 text-sm text-ink">Card ending in {order.cardLast4}</p>}
      {paymentLine && (
        <p className="mt-3 text-sm text-ink" data-testid="order-payment">
          {paymentLine}
        </p>
      )}
      {onItsWay && (
        <p className="mt-2 text-sm text-ink" data-testid="order-tracking">
          {shippingDetailsCopy.line(order.carrier ?? '', order.trackingNumber ?? '')}
        </p>
      )}
    </>
  );
}
