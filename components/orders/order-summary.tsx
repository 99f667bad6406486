import { lineTotal } from '@/lib/pricing/prices';
import type { ReactNode } from 'react';
import type { Order } from '@/types/shop';
import { ItemLine } from './item-line';
import { OrderPaymentLines } from './order-payment-lines';
import { OrderStatusBadge } from './order-status-badge';
import { SummaryRows, taxLabel } from './summary-rows';
import { PostalAddress } from '@/components/ui/postal-address';

const dateFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeStyle: 'short' });

export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

interface OrderSummaryProps {
  order: Order;
  /** The level of this summary's section headings, so it fits under the page's own headings. */
  headingLevel?: 2 | 3;
  /** Shown at the foot of the card, e.g. the customer's actions on the order. */
  footer?: ReactNode;
}

/**
 * An order as it was placed: number, date, status, items with their customisations, address, payment and totals.
 * Presentational: it takes an Order and reads no store, so the confirmation, the dashboard and the admin share it.
 */
export function OrderSummary({ order, headingLevel = 2, footer }: OrderSummaryProps) {
  const Heading = `h${headingLevel}` as const;
  const address = order.shippingAddress;
  return (
    <article className="rounded-card bg-white shadow-card ring-1 ring-sand/60" aria-label={`Order ${order.id}`}>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-sand px-5 py-4">
        <div>
          <p className="font-serif text-lg font-bold text-bark">
            Order <span data-testid="order-id">#{order.id}</span>
          </p>
          <p className="text-sm text-muted">Placed {formatOrderDate(order.createdAt)}</p>
        </div>
        <p className="flex items-center gap-2 text-sm text-muted">
          Status <OrderStatusBadge status={order.status} />
        </p>
      </header>

      <section className="px-5 py-4">
        <Heading className="sr-only">Items</Heading>
        <ul className="divide-y divide-sand">
          {order.items.map((item, index) => (
            <ItemLine
              key={`${item.productId}-${index}`}
              name={item.productName}
              image={item.image}
              customizations={item.customizations}
              quantity={item.quantity}
              unitPrice={item.unitPrice}
              total={lineTotal(item.unitPrice, item.quantity)}
            />
          ))}
        </ul>
      </section>

      <div className="grid gap-6 border-t border-sand px-5 py-4 wrap-anywhere sm:grid-cols-2">
        <section>
          <Heading className="font-sans text-sm font-semibold uppercase tracking-wide text-muted">Shipping to</Heading>
          <PostalAddress
            address={address}
            name={order.customerName}
            className="mt-2 text-sm not-italic text-ink"
            testId="order-address"
          />
          <p className="mt-2 text-sm text-muted">{order.customerEmail}</p>
          {process.env.NEXT_PUBLIC_PARSE_SERVER_URL ? (
            <OrderPaymentLines order={order} />
          ) : (
            order.cardLast4 && <p className="mt-3 text-sm text-ink">Card ending in {order.cardLast4}</p>
          )}
        </section>
        <section>
          <Heading className="font-sans text-sm font-semibold uppercase tracking-wide text-muted">Totals</Heading>
          <SummaryRows
            className="mt-2"
            rows={[
              { label: 'Subtotal', value: order.subtotal },
              {
                label: 'Shipping',
                detail: order.shippingMethod,
                value: order.shipping === 0 ? 'Free' : order.shipping,
              },
              { label: taxLabel, value: order.tax },
            ]}
            total={order.total}
          />
        </section>
      </div>
      {footer && <footer className="border-t border-sand px-5 py-4">{footer}</footer>}
    </article>
  );
}
