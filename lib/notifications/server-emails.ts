// What the shop's server emails a customer (server/mail): a receipt when the order is paid (placed, without online
// payment), "shipped" with the carrier and tracking number when the order has them, "cancelled" saying whether and
// how much was refunded, and the link to choose a new password. Each is composed from the record as stored when the
// email is sent, in the words of content/emails.ts. Pure.
import { emailCopy as copy } from '@/content/emails';
import { formatPrice } from '@/lib/pricing/money';
import { addressLines } from '@/lib/util/postal-address';
import type { Order } from '@/types/shop';
import { orderLine, workshopDateTime } from './messages';
import { renderEmail, type Block, type RenderedEmail } from './server-email-render';

/** The order as the server stores it: with its payment, refund and tracking when it has them. */
export type StoredOrder = Order;

export interface CustomerEmailContext {
  /** The shop's public address (SHOP_URL), for the link to the customer's orders. */
  shopUrl: string;
  /** The order was placed by a guest, whose account cannot sign in elsewhere. */
  guest: boolean;
}

export interface OutgoingEmail extends RenderedEmail {
  to: string;
}

/** The customer's orders: the shop's orders page, with nothing of the customer's in the address. */
export function ordersUrl(shopUrl: string): string {
  return `${shopUrl.replace(/\/+$/, '')}/orders?tab=orders`;
}

const FOOTER = [copy.footer.contact, copy.footer.address];

function itemsSection(order: Order): Block {
  return { type: 'section', heading: copy.headings.items, body: { type: 'lines', lines: order.items.map(orderLine) } };
}

function totalsSection(order: Order): Block {
  return {
    type: 'section',
    heading: copy.headings.totals,
    body: {
      type: 'pairs',
      rows: [
        [copy.totals.subtotal, formatPrice(order.subtotal)],
        [copy.totals.shipping(order.shippingMethod), formatPrice(order.shipping)],
        [copy.totals.tax, formatPrice(order.tax)],
        [copy.totals.total, formatPrice(order.total)],
      ],
    },
  };
}

function shipToSection(order: Order): Block {
  return { type: 'section', heading: copy.headings.shipTo, body: { type: 'lines', lines: [order.customerName, ...addressLines(order.shippingAddress)] } };
}

/** The link to the order, or for a guest, where the order is kept. */
function orderLink({ shopUrl, guest }: CustomerEmailContext): Block {
  return guest ? { type: 'paragraph', text: copy.guestNote } : { type: 'link', label: copy.seeOrder, url: ordersUrl(shopUrl) };
}

const paidAmount = (order: StoredOrder) => formatPrice(order.paidAmount ?? order.total);

export function receiptEmail(order: StoredOrder, context: CustomerEmailContext): OutgoingEmail {
  const words = copy.receipt;
  const paid = order.payment === 'paid' || order.payment === 'refunded';
  return {
    to: order.customerEmail,
    ...renderEmail({
      subject: words.subject(order.id),
      blocks: [
        { type: 'paragraph', text: words.greeting(order.customerName) },
        { type: 'paragraph', text: `${words.placed(order.id, workshopDateTime(order.createdAt))} ${paid ? words.paid(paidAmount(order)) : words.notPaidOnline}` },
        itemsSection(order),
        totalsSection(order),
        shipToSection(order),
        { type: 'paragraph', text: words.next },
        orderLink(context),
      ],
      footer: FOOTER,
    }),
  };
}

export function shippedEmail(order: StoredOrder, context: CustomerEmailContext): OutgoingEmail {
  const words = copy.shipped;
  const carrier = order.carrier?.trim() ?? '';
  const trackingNumber = order.trackingNumber?.trim() ?? '';
  const tracking: Block =
    carrier || trackingNumber
      ? {
          type: 'section',
          heading: copy.headings.tracking,
          body: {
            type: 'pairs',
            rows: [...(carrier ? [[copy.tracking.carrier, carrier] as const] : []), ...(trackingNumber ? [[copy.tracking.number, trackingNumber] as const] : [])],
          },
        }
      : { type: 'paragraph', text: words.noTracking };
  return {
    to: order.customerEmail,
    ...renderEmail({
      subject: words.subject(order.id),
      blocks: [{ type: 'paragraph', text: words.greeting(order.customerName, order.id) }, tracking, itemsSection(order), shipToSection(order), orderLink(context)],
      footer: FOOTER,
    }),
  };
}

/** Whether and how much was refunded, as the order says: refunded, paid and not (yet) refunded, or nothing paid online. */
export function refundSentence(order: StoredOrder): string {
  const words = copy.cancelled;
  if (order.payment === 'refunded') return words.refunded(formatPrice(order.refundedAmount ?? order.paidAmount ?? order.total));
  if (order.payment === 'paid') return words.paidNotRefunded(paidAmount(order));
  return words.nothingCharged;
}

export function cancelledEmail(order: StoredOrder, context: CustomerEmailContext): OutgoingEmail {
  const words = copy.cancelled;
  return {
    to: order.customerEmail,
    ...renderEmail({
      subject: words.subject(order.id),
      blocks: [
        { type: 'paragraph', text: words.greeting(order.customerName, order.id) },
        { type: 'paragraph', text: refundSentence(order) },
        itemsSection(order),
        totalsSection(order),
        orderLink(context),
      ],
      footer: FOOTER,
    }),
  };
}

/** The reset link Parse Server made (it names no account: only its one-time token), valid for `validSeconds`. */
export function passwordResetEmail({ to, link, validSeconds }: { to: string; link: string; validSeconds: number }): OutgoingEmail {
  const words = copy.passwordReset;
  return {
    to,
    ...renderEmail({
      subject: words.subject,
      blocks: [
        { type: 'paragraph', text: words.intro },
        { type: 'paragraph', text: words.action(Math.max(1, Math.round(validSeconds / 3600))) },
        { type: 'link', label: words.linkLabel, url: link },
        { type: 'paragraph', text: words.ignore },
      ],
      footer: FOOTER,
    }),
  };
}
