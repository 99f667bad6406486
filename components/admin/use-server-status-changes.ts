import { useRef, useState } from 'react';
import { orderStatusCopy } from '@/content/orders';
import type { OrderStatusChange, SettableOrderStatus } from '@/lib/orders/order-status';
import type { Order, OrderStatus } from '@/types/shop';
import type { TabMessage } from './tab-status';

type Shipment = Pick<OrderStatusChange, 'carrier' | 'trackingNumber'>;

/** The carrier and tracking number typed for an order about to be marked shipped (order-payment.tsx), taken by its change. */
const shipments: Record<string, Shipment | undefined> = {};

/** Keeps what the owner typed for the order's shipping, sent with the change to shipped chosen next. */
export function rememberShipment(orderId: string, shipment: Shipment): void {
  shipments[orderId] = shipment;
}

export function forgetShipment(orderId: string): void {
  delete shipments[orderId];
}

interface PendingChange {
  to: SettableOrderStatus;
  made: Promise<boolean>;
}

/**
 * useOrderStatusChanges (use-order-status-changes.ts) for a build with a shared server, whose owner may type a carrier
 * and a tracking number when marking an order shipped: the same queue of changes, each made from the status the owner
 * sees, with the shipment sent along with a change to shipped. The static shop keeps the other.
 */
export function useServerStatusChanges(announce: (message: TabMessage) => void) {
  const [chosen, setChosen] = useState<ReadonlyMap<string, SettableOrderStatus>>(new Map());
  const pending = useRef(new Map<string, PendingChange>());

  const shownStatus = (order: Order): OrderStatus => chosen.get(order.id) ?? order.status;

  async function choose(order: Order, to: SettableOrderStatus) {
    const earlier = pending.current.get(order.id);
    const from = earlier?.to ?? order.status;
    const shipment = to === 'shipped' ? shipments[order.id] : undefined;
    forgetShipment(order.id);
    const made = (async () => {
      if (earlier && !(await earlier.made)) return false;
      // Loaded when first used, and only by a build with a server: the static shop never reaches it.
      const operations = process.env.NEXT_PUBLIC_PARSE_SERVER_URL ? await import('@/lib/shop/orders') : null;
      if (!operations) return false;
      const outcome = await operations.setOrderStatus(order.id, { from, to, ...shipment });
      announce(outcome.ok ? { text: orderStatusCopy.changed(order.id, to) } : { text: outcome.failure.message, refused: true });
      return outcome.ok;
    })();
    const change = { to, made };
    pending.current.set(order.id, change);
    setChosen((current) => new Map(current).set(order.id, to));
    await made;
    if (pending.current.get(order.id) !== change) return;
    pending.current.delete(order.id);
    setChosen((current) => {
      const next = new Map(current);
      next.delete(order.id);
      return next;
    });
  }

  return { shownStatus, choose };
}
