'use client';

import { ShoppingBag } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useShallow } from 'zustand/react/shallow';
import { dashboardCopy as copy } from '@/content/account';
import { accountIdsFor } from '@/lib/accounts/auth';
import { RECENT_ORDERS, recentOrders } from '@/lib/orders/customer-orders';
import { shownToCustomer } from '@/lib/orders/payment';
import { useOrders } from '@/lib/store/orders';
import { useSession } from '@/lib/store/session';
import type { User } from '@/types/shop';
import { OrderSummary } from '@/components/orders/order-summary';
import { ButtonLink } from '@/components/ui/button';
import { OrderActions } from './order-actions';

/** The orders tab (rules §2, §9): the customer's 3 most recent orders, newest first, each with its actions. */
export function OrdersPanel({ user }: { user: User }) {
  const accountIds = useSession(useShallow((s) => accountIdsFor(user, s.accounts)));
  const orders = useOrders((s) => s.orders);
  // With a shared server, an order whose payment failed or expired was never placed, as the customer sees it.
  const { shown, total } = recentOrders(process.env.NEXT_PUBLIC_PARSE_SERVER_URL ? orders.filter(shownToCustomer) : orders, accountIds);

  return (
    <section aria-labelledby="orders-heading" className="grid gap-4">
      <div>
        <h2 id="orders-heading" className="text-2xl font-bold">
          {copy.ordersHeading}
        </h2>
        {total > RECENT_ORDERS && (
          <p className="mt-1 text-muted" data-testid="orders-count">
            {copy.showingRecent(shown.length, total)}
          </p>
        )}
      </div>
      {shown.length === 0 ? (
        <div className="flex flex-col items-center rounded-card bg-white px-6 py-12 text-center shadow-card ring-1 ring-sand/60">
          <Icon node={ShoppingBag} className="size-10 text-oak" />
          <p className="mt-3 text-lg text-ink">{copy.noOrders}</p>
          <ButtonLink href="/products" className="mt-5">
            {copy.startShopping}
          </ButtonLink>
        </div>
      ) : (
        <ol className="grid gap-6" aria-label={copy.ordersHeading}>
          {shown.map((order) => (
            <li key={order.id} data-testid="customer-order">
              <OrderSummary order={order} headingLevel={3} footer={<OrderActions order={order} />} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
