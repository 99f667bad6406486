'use client';

import { useRef, useState } from 'react';
import { orderStatusCopy } from '@/content/orders';
import type { OrderStatusChange, SettableOrderStatus } from '@/lib/orders/order-status';
import { setOrderStatus } from '@/lib/shop/orders';
import type { Order, OrderStatus } from '@/types/shop';
import type { TabMessage } from './tab-status';

type Shipment = Pick<OrderStatusChange, 'carrier' | 'trackingNumber'>;

/**
 * The carrier and tracking number the owner typed for an order about to be marked shipped (order-payment.tsx, a build
 * with a shared server), sent with the change to shipped chosen next.
 */
const shipments: Record<string, Shipment | undefined> = {};

export function rememberShipment(orderId: string, shipment: Shipment): void {
  shipments[orderId] = shipment;
}

export function forgetShipment(orderId: string): void {
  delete shipments[orderId];
}

interface PendingChange {
  to: SettableOrderStatus;
  /** True once saved; false when refused or not saved. */
  made: Promise<boolean>;
}

/**
 * The owner's status changes on the Orders tab. Each is made from the status the owner sees: the stored one, or the
 * one they chose a moment ago that is still being saved. Choosing twice in quick succession (a slip, then the
 * right status) saves the two in turn, where the second would otherwise be refused as a change made elsewhere;
 * when a change is refused, the ones chosen on top of it are not sent.
 */
export function useOrderStatusChanges(announce: (message: TabMessage) => void) {
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
      const outcome = await setOrderStatus(order.id, { from, to, ...shipment });
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
