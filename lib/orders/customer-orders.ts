// The customer's orders tab (rules §2, §4, §9): their most recent orders, which actions each order offers, and
// what Reorder Items can put back in the cart.
import type { CartCustomization, Order, OrderStatus, Product } from '@/types/shop';

/** rules §9: the dashboard shows the 3 most recent orders. */
export const RECENT_ORDERS = 3;

/** When an order was placed, for sorting: its date, else its id (a timestamp), else 0. */
function placedAt(order: Order): number {
  const date = Date.parse(order.createdAt);
  if (!Number.isNaN(date)) return date;
  const id = Number(order.id);
  return Number.isFinite(id) ? id : 0;
}

/** Every order of these account ids, newest first. */
export function ordersOf(orders: readonly Order[], accountIds: readonly string[]): Order[] {
  const ids = new Set(accountIds);
  return orders.filter((order) => ids.has(order.userId)).sort((a, b) => placedAt(b) - placedAt(a));
}

/** The customer's orders tab: the newest RECENT_ORDERS of their orders, and how many they have in all. */
export function recentOrders(orders: readonly Order[], accountIds: readonly string[], limit = RECENT_ORDERS) {
  const all = ordersOf(orders, accountIds);
  return { shown: all.slice(0, limit), total: all.length };
}

/** A customer may cancel an order that has not left the workshop: pending or processing. */
export function canCancel(status: OrderStatus): boolean {
  return status === 'pending' || status === 'processing';
}

export type OrderAction = 'reorder' | 'cancel' | 'contact';

/** rules §4: Reorder Items on delivered orders, Cancel Order on pending or processing ones, Contact Support always. */
export function orderActions(status: OrderStatus): OrderAction[] {
  return [
    ...(status === 'delivered' ? (['reorder'] as const) : []),
    ...(canCancel(status) ? (['cancel'] as const) : []),
    'contact',
  ];
}

export interface ReorderLine {
  product: Product;
  quantity: number;
  customizations: CartCustomization[];
}

export interface ReorderPlan {
  /** Lines that go back in the cart: same customisations, same quantity, priced from today's catalogue. */
  lines: ReorderLine[];
  /** Names of the items that cannot: their product was deleted or is out of stock. */
  unavailable: string[];
}

/** What Reorder Items adds: each item of the order whose product is still sold and in stock. */
export function planReorder(order: Order, products: readonly Product[]): ReorderPlan {
  const lines: ReorderLine[] = [];
  const unavailable: string[] = [];
  for (const item of order.items) {
    const product = products.find((p) => p.id === item.productId);
    if (!product || !product.inStock) {
      unavailable.push(product?.name ?? item.productName);
      continue;
    }
    lines.push({
      product,
      quantity: item.quantity,
      customizations: item.customizations.map(({ optionId, optionName, value, priceAdjustment }) => ({
        optionId,
        optionName,
        value,
        priceAdjustment,
      })),
    });
  }
  return { lines, unavailable };
}
