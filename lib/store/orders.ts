import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Order, OrderStatus } from '../types';
import { registerPersistedStore } from './hydration';
import { persistOptions } from './persisted';

interface OrdersState {
  orders: Order[];
  addOrder: (order: Order) => void;
  /** The admin may set any status at any time, in any order (SPEC §4). */
  updateStatus: (orderId: string, status: OrderStatus) => void;
}

type PersistedOrders = Pick<OrdersState, 'orders'>;

export const useOrders = create<OrdersState>()(
  persist(
    (set) => ({
      orders: [],
      addOrder: (order) => set((s) => ({ orders: [...s.orders, order] })),
      updateStatus: (orderId, status) =>
        set((s) => ({ orders: s.orders.map((o) => (o.id === orderId ? { ...o, status } : o)) })),
    }),
    persistOptions<OrdersState, PersistedOrders>({
      name: 'orders',
      version: 1,
      partialize: ({ orders }) => ({ orders }),
    }),
  ),
);
registerPersistedStore(useOrders);
