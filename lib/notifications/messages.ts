// What the owner's email says about each new record: the EmailJS template parameters of an order, a custom-order
// request and a new conversation. Pure: the outbox (./outbox.ts) stores and sends what these return.
// docs/notifications.md lists the parameters for whoever writes the templates (examples: docs/emailjs-templates/).
import { budgets, projectTypes, quantities, timelines, woodTypes } from '@/content/pages/custom';
import type { FormOption } from '@/content/pages/types';
import { site } from '@/content/site';
import { formatPrice } from '@/lib/pricing/money';
import { lineTotal } from '@/lib/pricing/prices';
import { addressLines } from '@/lib/util/postal-address';
import type { NotificationKind } from './send-email';
import type { Conversation, CustomOrderRequest, Order, OrderCustomization, OrderItem } from '@/types/shop';

export type { NotificationKind } from './send-email';

export interface Notification {
  /** `${kind}:${record id}`: one per record, so a record is never announced twice. */
  id: string;
  kind: NotificationKind;
  params: Record<string, string>;
}

/** The workshop's clock (Lloydminster keeps Alberta's time), whatever the shopper's own time zone is. */
export const WORKSHOP_TIME_ZONE = 'America/Edmonton';

let dateTime: Intl.DateTimeFormat | undefined;

/**
 * "24 November 2026, 14:05 MST": the time in the workshop, in the shop's locale (en-CA) with the month written out
 * and a 24-hour clock, and MST or MDT so it cannot be misread. Text that is not a date is shown as stored.
 */
export function workshopDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateTime ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: WORKSHOP_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
  // Assembled from the parts: en-CA's own pattern ("November 24, 2026 at 14:05 MST") varies with the ICU version.
  const part = Object.fromEntries(dateTime.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${part.timeZoneName}`;
}

const labelOf = (options: readonly FormOption[], value: string) => options.find((o) => o.value === value)?.label ?? value;

/** The value as the shopper read it when buying: the choice's name, the text, Yes. */
function customizationValue(c: OrderCustomization): string {
  if (c.valueLabel) return c.valueLabel;
  if (typeof c.value === 'boolean') return c.value ? 'Yes' : 'No';
  return c.value;
}

/** "2 x Walnut Serving Tray (Wood: Cherry; Engraving: SMITH) @ $93.00 = $186.00" */
export function orderLine(item: OrderItem): string {
  const options = item.customizations.map((c) => `${c.optionName}: ${customizationValue(c)}`).join('; ');
  const name = options ? `${item.productName} (${options})` : item.productName;
  return `${item.quantity} x ${name} @ ${formatPrice(item.unitPrice)} = ${formatPrice(lineTotal(item.unitPrice, item.quantity))}`;
}

export function orderNotification(order: Order): Notification {
  return {
    id: `order:${order.id}`,
    kind: 'order',
    params: {
      to_name: site.name,
      order_number: order.id,
      order_date: workshopDateTime(order.createdAt),
      customer_name: order.customerName,
      customer_email: order.customerEmail,
      customer_phone: order.customerPhone ?? '',
      shipping_address: addressLines(order.shippingAddress).join('\n'),
      items: order.items.map(orderLine).join('\n'),
      subtotal: formatPrice(order.subtotal),
      shipping_method: order.shippingMethod,
      shipping_cost: formatPrice(order.shipping),
      tax: formatPrice(order.tax),
      total: formatPrice(order.total),
    },
  };
}

/** Every field of the request; the form's choices by the labels the shopper picked them by. */
export function customRequestNotification(request: CustomOrderRequest): Notification {
  return {
    id: `customRequest:${request.id}`,
    kind: 'customRequest',
    params: {
      to_name: site.name,
      request_id: request.id,
      request_date: workshopDateTime(request.createdAt),
      name: request.name,
      email: request.email,
      phone: request.phone,
      project_type: labelOf(projectTypes, request.projectType),
      wood_type: labelOf(woodTypes, request.woodType),
      dimensions: request.dimensions,
      description: request.description,
      budget: labelOf(budgets, request.budget),
      timeline: labelOf(timelines, request.timeline),
      engraving: request.engraving,
      inspiration: request.inspiration,
      quantity: labelOf(quantities, request.quantity),
    },
  };
}

/** A conversation a shopper started: its subject, their first message, who they are and when they wrote. */
export function conversationNotification(conversation: Conversation): Notification {
  const first = conversation.messages.find((m) => m.senderType === 'customer');
  return {
    id: `conversation:${conversation.id}`,
    kind: 'conversation',
    params: {
      to_name: site.name,
      conversation_id: conversation.id,
      subject: conversation.subject,
      message: first?.content ?? '',
      customer_name: conversation.customerName,
      customer_email: conversation.customerEmail,
      started_at: workshopDateTime(conversation.messages[0]?.timestamp ?? conversation.lastMessage),
    },
  };
}
