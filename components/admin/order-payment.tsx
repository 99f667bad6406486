import { useEffect, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { controlClasses, TextField } from '@/components/ui/form-field';
import { orderStatusLabels } from '@/content/orders';
import { paymentLabels, paymentLines, refundCopy, shippingDetailsCopy } from '@/content/payments';
import { ownerMayMoveAlong, refundable, SHIPPING_DETAIL_LIMIT } from '@/lib/orders/payment';
import { formatPrice } from '@/lib/pricing/money';
import type { Order, OrderStatus, PaymentState } from '@/types/shop';
import { OrderStatusOptions } from './order-status-options';
import { forgetShipment, rememberShipment } from './use-order-status-changes';

// What a shared server adds to each order on the owner's Orders tab (orders-tab.tsx shows these only in a build with
// one): the order's payment, why it was flagged, the refund, and the carrier and tracking number typed when marking
// it shipped.

const tones: Record<PaymentState, 'neutral' | 'danger' | 'success' | 'dark'> = {
  awaiting: 'neutral',
  paid: 'success',
  unpaid: 'neutral',
  refunded: 'dark',
  flagged: 'danger',
};

/**
 * The order card's corner: its payment and Cancelled beside the status select, as the static shop has it, but for an
 * order awaiting its payment, unpaid, flagged or refunded the select is disabled (there is nothing to work on), and
 * choosing Shipped first asks for the carrier and tracking number, both optional, in a form below them.
 */
export function ServerOrderHeader({ order, status, onStatus }: { order: Order; status: OrderStatus; onStatus: (status: string) => void }) {
  const statusId = useId();
  const [shipping, setShipping] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const cancelled = status === 'cancelled';
  const backToSelect = () => requestAnimationFrame(() => select.current?.focus());
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex items-end gap-3">
        {order.payment && (
          <span data-testid="admin-order-payment">
            <Badge tone={tones[order.payment]}>
              <span className="sr-only">Payment: </span>
              {paymentLabels[order.payment]}
            </Badge>
          </span>
        )}
        {cancelled && <Badge tone="danger">Cancelled</Badge>}
        <div className="grid gap-1">
          <label htmlFor={statusId} className="text-xs font-semibold text-ink">
            Status <span className="sr-only">of order #{order.id}</span>
          </label>
          <select
            ref={select}
            id={statusId}
            value={shipping ? 'shipped' : status}
            disabled={!ownerMayMoveAlong(order)}
            onChange={(e) => {
              if (e.target.value === 'shipped' && status !== 'shipped') setShipping(true);
              else onStatus(e.target.value);
            }}
            className={controlClasses('compact', 'disabled:cursor-not-allowed disabled:opacity-70')}
          >
            <OrderStatusOptions cancelled={cancelled} />
          </select>
        </div>
      </div>
      {shipping && (
        <ShipmentForm
          orderId={order.id}
          keepLabel={shippingDetailsCopy.keep(orderStatusLabels[status].toLowerCase())}
          onShip={(shipment) => {
            rememberShipment(order.id, shipment);
            setShipping(false);
            onStatus('shipped');
            backToSelect();
          }}
          onKeep={() => {
            setShipping(false);
            forgetShipment(order.id);
            backToSelect();
          }}
        />
      )}
    </div>
  );
}

function ShipmentForm({
  orderId,
  keepLabel,
  onShip,
  onKeep,
}: {
  orderId: string;
  keepLabel: string;
  onShip: (shipment: { carrier: string; trackingNumber: string }) => void;
  onKeep: () => void;
}) {
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <fieldset
      className="grid w-full gap-3 rounded-lg border border-sand bg-cream p-3 sm:w-72"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onKeep();
      }}
    >
      <legend className="float-left mb-1 w-full text-sm font-semibold text-bark">{shippingDetailsCopy.legend(orderId)}</legend>
      <div className="clear-both grid gap-3">
        <TextField ref={first} label={shippingDetailsCopy.carrier} value={carrier} maxLength={SHIPPING_DETAIL_LIMIT} onChange={(e) => setCarrier(e.target.value)} />
        <TextField
          label={shippingDetailsCopy.trackingNumber}
          value={trackingNumber}
          maxLength={SHIPPING_DETAIL_LIMIT}
          onChange={(e) => setTrackingNumber(e.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => onShip({ carrier: carrier.trim(), trackingNumber: trackingNumber.trim() })}>{shippingDetailsCopy.confirm}</Button>
          <Button variant="secondary" onClick={onKeep}>
            {keepLabel}
          </Button>
        </div>
      </div>
    </fieldset>
  );
}

/** Under the order's total: its payment, why it was flagged, its refund, its shipment, and Cancel and refund. */
export function OrderPaymentDetails({ order }: { order: Order }) {
  const [said, setSaid] = useState<{ text: string; refused: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const paid = formatPrice(order.paidAmount ?? order.total);
  const line =
    order.payment === 'paid'
      ? paymentLines.paid(paid)
      : order.payment === 'refunded'
        ? paymentLines.refundedForOwner(formatPrice(order.refundedAmount ?? order.paidAmount ?? order.total))
        : order.payment === 'awaiting'
          ? paymentLines.awaiting
          : order.payment === 'unpaid'
            ? paymentLines.unpaid
            : null;

  async function refund() {
    if (busy || !window.confirm(refundCopy.ownerConfirm(order.id, paid))) return;
    setBusy(true);
    const { refundOrder } = await import('@/lib/shop/payments');
    const done = await refundOrder(order.id, order.status);
    setBusy(false);
    setSaid(done.ok ? { text: refundCopy.ownerDone(order.id, paid), refused: false } : { text: done.failure.message, refused: true });
  }

  return (
    <div className="mt-3 grid gap-2 text-sm">
      {line && <p className="text-ink">{line}</p>}
      {order.payment === 'flagged' && order.paymentProblem && (
        <p className="rounded-lg border border-ember bg-ember-light px-3 py-2 text-ember" data-testid="admin-order-problem">
          {order.paymentProblem}
        </p>
      )}
      {(order.carrier || order.trackingNumber) && (
        <p className="text-ink" data-testid="admin-order-tracking">
          {shippingDetailsCopy.line(order.carrier ?? '', order.trackingNumber ?? '')}
        </p>
      )}
      {refundable(order) && (
        <div>
          <Button variant="secondary" busy={busy} onClick={() => void refund()}>
            {refundCopy.ownerButton}
          </Button>
        </div>
      )}
      {said && (
        <p role={said.refused ? 'alert' : 'status'} className={said.refused ? 'font-medium text-ember' : 'font-medium text-moss'}>
          {said.text}
        </p>
      )}
    </div>
  );
}
