// What the shop's server emails the owner (OWNER_EMAIL): each new order (with online payment, once it is paid),
// custom request and conversation, as the browser's EmailJS notifications report them (./messages.ts gives the
// same values), with the customer's address to reply to. Pure.
import { emailCopy as copy } from '@/content/emails';
import { formatPrice } from '@/lib/pricing/money';
import type { Conversation, CustomOrderRequest } from '@/types/shop';
import { conversationNotification, customRequestNotification, orderNotification } from './messages';
import { renderEmail, type Block, type RenderedEmail } from './server-email-render';
import type { StoredOrder } from './server-emails';

export interface OwnerEmail extends RenderedEmail {
  to: string;
  /** The customer: the owner's reply goes to them. */
  replyTo: string;
}

const labels = copy.owner.labels;
const given = (value: string) => (value.trim() === '' ? copy.owner.notGiven : value);
const pairs = (heading: string, rows: [string, string][]): Block => ({ type: 'section', heading, body: { type: 'pairs', rows: rows.map(([label, value]) => [label, given(value)]) } });

function dashboardLink(shopUrl: string): Block {
  return { type: 'link', label: copy.owner.openDashboard, url: `${shopUrl.replace(/\/+$/, '')}/admin` };
}

const FOOTER = [copy.footer.address];

export function ownerOrderEmail(order: StoredOrder, { to, shopUrl }: { to: string; shopUrl: string }): OwnerEmail {
  const words = copy.owner.newOrder;
  const p = orderNotification(order).params;
  const paid = order.payment === 'paid' || order.payment === 'refunded';
  return {
    to,
    replyTo: order.customerEmail,
    ...renderEmail({
      subject: words.subject(order.id, p.total, order.customerName),
      blocks: [
        { type: 'paragraph', text: `${words.intro(order.id, p.order_date)} ${paid ? words.paid(formatPrice(order.paidAmount ?? order.total)) : words.notPaidOnline}` },
        pairs(copy.headings.customer, [
          [labels.name, p.customer_name],
          [labels.email, p.customer_email],
          [labels.phone, p.customer_phone],
        ]),
        { type: 'section', heading: copy.headings.items, body: { type: 'lines', lines: p.items.split('\n') } },
        {
          type: 'section',
          heading: copy.headings.totals,
          body: {
            type: 'pairs',
            rows: [
              [copy.totals.subtotal, p.subtotal],
              [copy.totals.shipping(p.shipping_method), p.shipping_cost],
              [copy.totals.tax, p.tax],
              [copy.totals.total, p.total],
            ],
          },
        },
        { type: 'section', heading: copy.headings.shipTo, body: { type: 'lines', lines: [order.customerName, ...p.shipping_address.split('\n')] } },
        dashboardLink(shopUrl),
      ],
      footer: FOOTER,
    }),
  };
}

/** The owner's news of a cancelled order: whether and how much went back to the customer. */
export function ownerCancelledEmail(order: StoredOrder, { to, shopUrl }: { to: string; shopUrl: string }): OwnerEmail {
  const words = copy.owner.cancelled;
  const p = orderNotification(order).params;
  const refund =
    order.payment === 'refunded'
      ? words.refunded(formatPrice(order.refundedAmount ?? order.paidAmount ?? order.total))
      : order.payment === 'paid'
        ? words.paidNotRefunded(formatPrice(order.paidAmount ?? order.total))
        : words.nothingCharged;
  return {
    to,
    replyTo: order.customerEmail,
    ...renderEmail({
      subject: words.subject(order.id, order.customerName),
      blocks: [
        { type: 'paragraph', text: `${words.intro(order.id, order.customerName)} ${refund}` },
        pairs(copy.headings.customer, [
          [labels.name, p.customer_name],
          [labels.email, p.customer_email],
          [labels.phone, p.customer_phone],
        ]),
        { type: 'section', heading: copy.headings.items, body: { type: 'lines', lines: p.items.split('\n') } },
        dashboardLink(shopUrl),
      ],
      footer: FOOTER,
    }),
  };
}

export function ownerCustomRequestEmail(request: CustomOrderRequest, { to, shopUrl }: { to: string; shopUrl: string }): OwnerEmail {
  const words = copy.owner.customRequest;
  const p = customRequestNotification(request).params;
  return {
    to,
    replyTo: request.email,
    ...renderEmail({
      subject: words.subject(request.name, p.project_type),
      blocks: [
        { type: 'paragraph', text: words.intro(request.id, p.request_date) },
        pairs(copy.headings.customer, [
          [labels.name, p.name],
          [labels.email, p.email],
          [labels.phone, p.phone],
        ]),
        pairs(copy.headings.request, [
          [labels.projectType, p.project_type],
          [labels.woodType, p.wood_type],
          [labels.dimensions, p.dimensions],
          [labels.quantity, p.quantity],
          [labels.budget, p.budget],
          [labels.timeline, p.timeline],
          [labels.engraving, p.engraving],
          [labels.inspiration, p.inspiration],
        ]),
        { type: 'section', heading: labels.description, body: { type: 'quote', text: given(p.description) } },
        dashboardLink(shopUrl),
      ],
      footer: FOOTER,
    }),
  };
}

export function ownerConversationEmail(conversation: Conversation, { to, shopUrl }: { to: string; shopUrl: string }): OwnerEmail {
  const words = copy.owner.conversation;
  const p = conversationNotification(conversation).params;
  return {
    to,
    replyTo: conversation.customerEmail,
    ...renderEmail({
      subject: words.subject(conversation.customerName, conversation.subject),
      blocks: [
        { type: 'paragraph', text: words.intro(p.started_at) },
        pairs(copy.headings.customer, [
          [labels.name, p.customer_name],
          [labels.email, p.customer_email],
          [labels.subject, p.subject],
        ]),
        { type: 'section', heading: copy.headings.message, body: { type: 'quote', text: given(p.message) } },
        dashboardLink(shopUrl),
      ],
      footer: FOOTER,
    }),
  };
}
