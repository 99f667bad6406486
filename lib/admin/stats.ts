// The admin dashboard's numbers (rules §2 five summary cards, §9 admin statistics) and its revenue chart,
// each computed in one pass over the stored facts.
import { awaitingReply } from '@/lib/chat/conversations';
import { countsAsOrder } from '@/lib/orders/payment';
import { toCents, toDollars } from '@/lib/pricing/money';
import type { Conversation, Order, Product } from '@/types/shop';

export interface AdminStats {
  products: number;
  /** Every order, cancelled ones included (with a shared server, those that count: countsAsOrder). */
  orders: number;
  /** Dollars: the sum of order totals to 2 decimals, cancelled orders excluded. */
  revenue: number;
  /** Distinct people across orders and conversations. */
  customers: number;
  /**
   * Customer messages the workshop has not answered yet (in active conversations). A message's `read` flag is the
   * customer's side (rules §4), so "unread" for the admin means "awaiting a reply".
   */
  unreadMessages: number;
}

/** Orders that count towards revenue: everything but cancelled. */
export function countsAsRevenue(order: Pick<Order, 'status'>): boolean {
  return order.status !== 'cancelled';
}

export function adminStats(input: {
  products: readonly Product[];
  orders: readonly Order[];
  conversations: readonly Conversation[];
}): AdminStats {
  const { products, orders, conversations } = input;
  let revenueCents = 0;
  const people = new People();
  for (const order of orders) {
    // With a shared server, an order paid online counts on the cards and in revenue only once Stripe's payment is in
    // (lib/orders/payment.ts countsAsOrder): one awaiting its payment, unpaid or flagged is left out; a refunded one
    // counts as a cancelled order. Orders without a payment field count as always; the static shop, which has none,
    // carries none of this (the build drops the branch: only a ternary on the setting itself is dropped whole).
    if (process.env.NEXT_PUBLIC_PARSE_SERVER_URL ? !countsAsOrder(order) : false) continue;
    if (countsAsRevenue(order)) revenueCents += toCents(order.total);
    people.add(order.userId, order.customerEmail);
  }
  let unreadMessages = 0;
  for (const conversation of conversations) {
    people.add(conversation.customerId, conversation.customerEmail);
    unreadMessages += awaitingReply(conversation);
  }
  return {
    products: products.length,
    orders: process.env.NEXT_PUBLIC_PARSE_SERVER_URL ? orders.filter(countsAsOrder).length : orders.length,
    revenue: toDollars(revenueCents),
    customers: people.count(),
    unreadMessages,
  };
}

/** An id shared by everyone who has none (e.g. an order placed as 'guest') does not identify a person. */
function isPersonalId(id: string): boolean {
  const trimmed = id.trim();
  return trimmed !== '' && trimmed.toLowerCase() !== 'guest';
}

/**
 * Counts people where one person may appear under their user id, their email, or both: two records are the same
 * person when they share either (a registered customer who checks out with another email, a guest who chats
 * and orders with the same email). Union-find keeps this a single pass.
 */
class People {
  private parent = new Map<string, string>();
  private anonymous = 0;

  add(id: string, email: string): void {
    const keys: string[] = [];
    if (isPersonalId(id)) keys.push(`id:${id.trim()}`);
    const normalized = email.trim().toLowerCase();
    if (normalized !== '') keys.push(`email:${normalized}`);
    if (keys.length === 0) {
      this.anonymous += 1;
      return;
    }
    for (const key of keys) if (!this.parent.has(key)) this.parent.set(key, key);
    if (keys.length === 2) this.union(keys[0], keys[1]);
  }

  count(): number {
    let roots = 0;
    for (const [key, parent] of this.parent) if (key === parent) roots += 1;
    return roots + this.anonymous;
  }

  private find(key: string): string {
    let root = key;
    while (this.parent.get(root) !== root) root = this.parent.get(root)!;
    let node = key;
    while (node !== root) {
      const next = this.parent.get(node)!;
      this.parent.set(node, root);
      node = next;
    }
    return root;
  }

  private union(a: string, b: string): void {
    const rootA = this.find(a);
    const rootB = this.find(b);
    if (rootA !== rootB) this.parent.set(rootA, rootB);
  }
}

/** A day in the admin's own time zone, as YYYY-MM-DD. */
export function localDayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface DailyRevenue {
  /** YYYY-MM-DD, local time. */
  day: string;
  /** Dollars, cancelled orders excluded. */
  revenue: number;
  orders: number;
}

export const CHART_DAYS = 30;

/** Revenue per day for the last `days` days ending today (oldest first), every day present, zero or not. */
export function revenueByDay(orders: readonly Order[], now: Date, days = CHART_DAYS): DailyRevenue[] {
  const series: { day: string; cents: number; orders: number }[] = [];
  const index = new Map<string, number>();
  for (let offset = days - 1; offset >= 0; offset -= 1) {
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - offset);
    const day = localDayKey(date);
    index.set(day, series.length);
    series.push({ day, cents: 0, orders: 0 });
  }
  for (const order of orders) {
    if (!countsAsRevenue(order)) continue;
    if (process.env.NEXT_PUBLIC_PARSE_SERVER_URL ? !countsAsOrder(order) : false) continue;
    const created = new Date(order.createdAt);
    if (Number.isNaN(created.getTime())) continue;
    const at = index.get(localDayKey(created));
    if (at === undefined) continue;
    series[at].cents += toCents(order.total);
    series[at].orders += 1;
  }
  return series.map(({ day, cents, orders: count }) => ({ day, revenue: toDollars(cents), orders: count }));
}
