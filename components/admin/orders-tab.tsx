'use client';

import { Download } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import {
  ADMIN_PAGE_SIZE,
  filterByStatus,
  filterOrders,
  ordersNewestFirst,
  paginate,
  statusFilter,
  withChanged,
  type OrderFilter,
} from '@/lib/admin/lists';
import { localDayKey } from '@/lib/admin/stats';
import { formatDateTime } from '@/lib/admin/dates';
import { customizationText } from '@/lib/orders/order-items';
import { csvFileName, ordersToCsv } from '@/lib/admin/orders-csv';
import { lineTotal } from '@/lib/pricing/prices';
import { useCatalogue } from '@/lib/store/catalogue';
import { useOrders } from '@/lib/store/orders';
import { ORDER_STATUSES, type CustomizationOption, type Order, type OrderStatus } from '@/types/shop';
import { orderStatusLabels } from '@/content/orders';
import { isSettableStatus } from '@/lib/orders/order-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { controlClasses, SelectField } from '@/components/ui/form-field';
import { OrderStatusOptions } from './order-status-options';
import { Pagination } from './pagination';
import { TabStatus, type TabMessage } from './tab-status';
import { useOrderStatusChanges } from './use-order-status-changes';

/**
 * What a build with a shared server adds to each order (order-payment.tsx): its payment, the refund, and the carrier
 * and tracking number asked for when marking it shipped. Loaded only by such a build; the static shop never carries it.
 */
const ServerParts = process.env.NEXT_PUBLIC_PARSE_SERVER_URL
  ? {
      Header: lazy(() => import('./order-payment').then((m) => ({ default: m.ServerOrderHeader }))),
      Details: lazy(() => import('./order-payment').then((m) => ({ default: m.OrderPaymentDetails }))),
    }
  : null;
import { PostalAddress } from '@/components/ui/postal-address';

const FILTERS: readonly OrderFilter[] = ['all', ...ORDER_STATUSES, 'cancelled'];

function isOrderFilter(value: string): value is OrderFilter {
  return (FILTERS as readonly string[]).includes(value);
}

type OptionsLookup = (productId: string) => readonly CustomizationOption[] | undefined;

/** Orders tab: every order newest first, a status filter, CSV export, and a status dropdown per order. */
export function OrdersTab() {
  const orders = useOrders((s) => s.orders);
  const products = useCatalogue((s) => s.products);
  const [filter, setFilter] = useState(() => statusFilter<OrderStatus>('all'));
  const [pageNumber, setPageNumber] = useState(1);
  const [status, setStatus] = useState<TabMessage | null>(null);
  // With a shared server, a change to shipped carries the carrier and tracking number typed for it.
  const statusChanges = useOrderStatusChanges(setStatus);

  const optionsFor = useMemo<OptionsLookup>(() => {
    const byId = new Map(products.map((p) => [p.id, p.customizationOptions]));
    return (productId) => byId.get(productId);
  }, [products]);
  const sorted = useMemo(() => ordersNewestFirst(orders), [orders]);
  const counts = useMemo(() => {
    const result: Record<OrderFilter, number> = {
      all: orders.length,
      pending: 0,
      processing: 0,
      shipped: 0,
      delivered: 0,
      cancelled: 0,
    };
    for (const order of orders) result[order.status] += 1;
    return result;
  }, [orders]);
  const shown = useMemo(() => filterByStatus(sorted, filter), [sorted, filter]);
  // The export is of the orders with the chosen status, not of those the owner has just moved out of it.
  const matching = useMemo(() => filterOrders(sorted, filter.status), [sorted, filter.status]);
  const page = paginate(shown, pageNumber, ADMIN_PAGE_SIZE);

  function exportCsv() {
    const csv = ordersToCsv(matching, optionsFor);
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName(localDayKey(new Date()));
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setStatus({ text: `Exported ${matching.length} ${matching.length === 1 ? 'order' : 'orders'} as CSV.` });
  }

  return (
    <div className="wrap-anywhere">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SelectField
          label="Show orders"
          className="sm:w-64"
          value={filter.status}
          onChange={(e) => {
            if (!isOrderFilter(e.target.value)) return;
            setFilter(statusFilter(e.target.value));
            setPageNumber(1);
          }}
        >
          {FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === 'all' ? 'All statuses' : orderStatusLabels[value]} ({counts[value]})
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" onClick={exportCsv} disabled={matching.length === 0}>
          <Icon node={Download} className="size-4" />
          Export CSV
        </Button>
      </div>
      <TabStatus message={status} />
      {page.total === 0 ? (
        <p className="rounded-card bg-white p-8 text-center text-muted shadow-card ring-1 ring-sand/60">
          {orders.length === 0 ? 'No orders yet.' : 'No orders with this status.'}
        </p>
      ) : (
        <ul className="grid gap-4">
          {page.items.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                status={statusChanges.shownStatus(order)}
                optionsFor={optionsFor}
                onStatus={(next) => {
                  if (!isSettableStatus(next)) return;
                  setFilter((current) => withChanged(current, order.id));
                  void statusChanges.choose(order, next);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} label="Order pages" noun="orders" onPage={setPageNumber} />
    </div>
  );
}

function OrderCard({
  order,
  status,
  optionsFor,
  onStatus,
}: {
  order: Order;
  /** The order's status, or the one the owner has just chosen while it is saved. */
  status: OrderStatus;
  optionsFor: OptionsLookup;
  onStatus: (status: string) => void;
}) {
  const statusId = useId();
  const headingId = useId();
  const cancelled = status === 'cancelled';
  const address = order.shippingAddress;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="admin-order"
      className="rounded-card bg-white p-4 shadow-card ring-1 ring-sand/60 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-bold">
            Order #{order.id}
          </h3>
          <p className="text-sm text-muted">{formatDateTime(order.createdAt)}</p>
        </div>
        {process.env.NEXT_PUBLIC_PARSE_SERVER_URL ? (
          <Suspense fallback={null}>{ServerParts && <ServerParts.Header order={order} status={status} onStatus={onStatus} />}</Suspense>
        ) : (
          <div className="flex items-end gap-3">
            {cancelled && <Badge tone="danger">Cancelled</Badge>}
            <div className="grid gap-1">
              <label htmlFor={statusId} className="text-xs font-semibold text-ink">
                Status <span className="sr-only">of order #{order.id}</span>
              </label>
              <select
                id={statusId}
                value={status}
                onChange={(e) => onStatus(e.target.value)}
                className={controlClasses('compact')}
              >
                <OrderStatusOptions cancelled={cancelled} />
              </select>
            </div>
          </div>
        )}
      </div>
      <div className="mt-4 grid gap-4 text-sm md:grid-cols-[1fr_1fr_2fr]">
        <div>
          <h4 className="font-sans text-xs font-semibold uppercase tracking-wide text-muted">Customer</h4>
          <p className="mt-1 font-medium text-ink">{order.customerName || 'Guest'}</p>
          <p className="text-muted">{order.customerEmail}</p>
        </div>
        <div>
          <h4 className="font-sans text-xs font-semibold uppercase tracking-wide text-muted">Ship to</h4>
          <PostalAddress address={address} className="mt-1 not-italic text-ink" />
        </div>
        <div>
          <h4 className="font-sans text-xs font-semibold uppercase tracking-wide text-muted">Items</h4>
          <ul className="mt-1 grid gap-2">
            {order.items.map((item, index) => (
              <li key={`${item.productId}-${index}`} className="flex justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium text-ink">
                    {item.quantity} x {item.productName}
                  </p>
                  {item.customizations.length > 0 && (
                    <ul className="text-xs text-muted">
                      {item.customizations.map((c) => (
                        <li key={c.optionId}>{customizationText(c, optionsFor(item.productId))}</li>
                      ))}
                    </ul>
                  )}
                </div>
                <Price amount={lineTotal(item.unitPrice, item.quantity)} className="shrink-0 text-ink" />
              </li>
            ))}
          </ul>
          {process.env.NEXT_PUBLIC_PARSE_SERVER_URL ? (
            <>
              <p className="mt-3 flex justify-between border-t border-linen pt-2 font-semibold text-bark">
                <span>Total</span>
                <Price amount={order.total} />
              </p>
              <Suspense fallback={null}>{ServerParts && <ServerParts.Details order={order} />}</Suspense>
            </>
          ) : (
            <p className="mt-3 flex justify-between border-t border-linen pt-2 font-semibold text-bark">
              <span>Total</span>
              <Price amount={order.total} />
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
