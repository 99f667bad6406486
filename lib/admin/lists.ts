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

/**
 * A status filter on an admin list, with the items the owner has changed since choosing it. Changing an item's status
 * does not take it out of the list on screen: the owner stepping through a status dropdown with the arrow keys, or
 * working on an open request, keeps it in its place (and its focus) instead of losing it to a change of context
 * (WCAG 3.2.2). The filter applies to those items again when the owner chooses a filter, or the list is drawn anew.
 */
export interface StatusFilter<S extends string> {
  status: S | 'all';
  /** Ids of the items the owner has changed since choosing this filter. */
  changed: ReadonlySet<string>;
}

/** The owner chooses a filter: it applies to every item. */
export function statusFilter<S extends string>(status: S | 'all'): StatusFilter<S> {
  return { status, changed: new Set() };
}

/** The owner has changed this item's status: it stays listed under this filter. */
export function withChanged<S extends string>(filter: StatusFilter<S>, id: string): StatusFilter<S> {
  return filter.changed.has(id) ? filter : { status: filter.status, changed: new Set(filter.changed).add(id) };
}

/** The items the filter shows, in their order. */
export function filterByStatus<T extends { id: string; status: string }>(
  items: readonly T[],
  filter: StatusFilter<T['status']>,
): T[] {
  const { status, changed } = filter;
  return status === 'all' ? [...items] : items.filter((item) => item.status === status || changed.has(item.id));
}

export type OrderFilter = OrderStatus | 'all';

/** The orders with this status, whoever changed them when (the CSV export). */
export function filterOrders(orders: readonly Order[], filter: OrderFilter): Order[] {
  return filterByStatus(orders, statusFilter(filter));
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

/** How many rows or cards an admin list shows per page: products, orders, conversations and custom requests alike. */
export const ADMIN_PAGE_SIZE = 25;

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
