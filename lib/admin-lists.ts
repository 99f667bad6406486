// Orderings, filters and paging for the admin dashboard's lists.
import type { Conversation, Order, OrderStatus } from '@/types/shop';

function time(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? -Infinity : ms;
}

/** Newest first by creation time; ties (and unreadable dates, which go last) by id, newest id first. */
export function ordersNewestFirst(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => time(b.createdAt) - time(a.createdAt) || b.id.localeCompare(a.id));
}

export type OrderFilter = OrderStatus | 'all';

export function filterOrders(orders: readonly Order[], filter: OrderFilter): Order[] {
  return filter === 'all' ? [...orders] : orders.filter((order) => order.status === filter);
}

/** Newest activity first (rules §3: the conversation's lastMessage date). */
export function conversationsByActivity(conversations: readonly Conversation[]): Conversation[] {
  return [...conversations].sort((a, b) => time(b.lastMessage) - time(a.lastMessage) || a.id.localeCompare(b.id));
}

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last item shown; 0 and 0 for an empty list. */
  from: number;
  to: number;
  total: number;
}

/** One page of a list; an out-of-range page number shows the nearest page that exists. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  const shown = items.slice(start, start + pageSize);
  return {
    items: shown,
    page: current,
    pageCount,
    from: shown.length === 0 ? 0 : start + 1,
    to: start + shown.length,
    total: items.length,
  };
}
