import { canCancel } from '@/lib/orders/customer-orders';
import { timestampId } from '@/lib/util/ids';
import { statusChangeRefusal, type OrderStatusChange } from '@/lib/orders/order-status';
import type { Order } from '@/types/shop';
import { migrateOrders } from './migrations';
import { persistedStore, type SaveOutcome } from './persisted';

interface PersistedOrders {
  orders: Order[];
}

export type PlaceOrderOutcome = { saved: true; order: Order } | { saved: false };

interface OrdersActions {
  /**
   * Saves a new order under a fresh timestamp id (unique among the stored orders, including another tab's) and
   * reads it back. Nothing changes when it cannot be saved.
   */
  placeOrder: (build: (id: string) => Order, now: number) => Promise<PlaceOrderOutcome>;
  /**
   * The owner's status change may set any status, in any order, but only while the stored order still has the
   * status the owner saw (lib/orders/order-status.ts). The stored order is left as it is otherwise; the caller reads it
   * to tell.
   */
  updateStatus: (orderId: string, change: OrderStatusChange) => Promise<SaveOutcome>;
  /** The customer's Cancel Order: 'cancelled', only while the order is pending or processing. True when it was. */
  cancelOrder: (orderId: string) => Promise<boolean>;
  /** Forgets every order held in this browser (a shared server's, when its session ends here). */
  clear: () => Promise<SaveOutcome>;
}

export const useOrders = persistedStore<PersistedOrders, OrdersActions>(
  { store: 'orders', initial: { orders: [] }, migrate: migrateOrders },
  ({ save }) => ({
    placeOrder: async (build, now) => {
      let order: Order | null = null;
      const outcome = await save(
        (s) => {
          const placed = build(timestampId(now, s.orders.map((o) => o.id)));
          order = placed;
          return { orders: [...s.orders, placed] };
        },
        { required: true },
      );
      return outcome.saved && order ? { saved: true, order } : { saved: false };
    },
    updateStatus: (orderId, change) =>
      save(
        (s) => ({ orders: s.orders.map((o) => (o.id === orderId && statusChangeRefusal(o.id, change, o.status) === null ? { ...o, status: change.to } : o)) }),
        { required: true },
      ),
    cancelOrder: async (orderId) => {
      let cancelled = false;
      const outcome = await save(
        (s) => {
          const order = s.orders.find((o) => o.id === orderId);
          cancelled = order !== undefined && canCancel(order.status);
          if (!cancelled) return s;
          return { orders: s.orders.map((o) => (o.id === orderId ? { ...o, status: 'cancelled' as const } : o)) };
        },
        { required: true },
      );
      return outcome.saved && cancelled;
    },
    clear: () => save(() => ({ orders: [] })),
  }),
);
