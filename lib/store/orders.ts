import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { canCancel } from '../customer-orders';
import type { Order, OrderStatus } from '../types';
import { registerPersistedStore } from './hydration';
import { persistOptions } from './persisted';

interface OrdersState {
  orders: Order[];
  addOrder: (order: Order) => void;
  /** The admin may set any status at any time, in any order (SPEC §4). */
  updateStatus: (orderId: string, status: OrderStatus) => void;
  /** The customer's Cancel Order: 'cancelled', only while the order is pending or processing. True when it was. */
  cancelOrder: (orderId: string) => boolean;
}

type PersistedOrders = Pick<OrdersState, 'orders'>;

export const useOrders = create<OrdersState>()(
  persist(
    (set, get) => ({
      orders: [],
      addOrder: (order) => set((s) => ({ orders: [...s.orders, order] })),
      updateStatus: (orderId, status) =>
        set((s) => ({ orders: s.orders.map((o) => (o.id === orderId ? { ...o, status } : o)) })),
      cancelOrder: (orderId) => {
        const order = get().orders.find((o) => o.id === orderId);
        if (!order || !canCancel(order.status)) return false;
        get().updateStatus(orderId, 'cancelled');
        return true;
      },
    }),
    persistOptions<OrdersState, PersistedOrders>({
      name: 'orders',
      version: 1,
      partialize: ({ orders }) => ({ orders }),
    }),
  ),
);
registerPersistedStore(useOrders);
