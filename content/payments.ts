// What the shop says about online payment (a build with a shared server and Stripe: docs/payments.md): checkout's
// Pay button and note, the confirmation while Stripe's word is awaited, each order's payment, the owner's refunds and
// the shipping details the owner may add. Amounts arrive formatted ("$51.72"), as formatPrice writes them.
import type { PaymentState } from '@/types/shop';
import { site } from './site';

export const stripeCheckoutCopy = {
  /** Where the card fields are in the static shop. */
  paymentNote:
    'You pay on Stripe’s secure payment page, where you type your card: this site never sees it. Your order is placed once Stripe confirms the payment.',
  pay: (total: string) => `Pay ${total}`,
  opening: 'Opening Stripe’s payment page…',
  /** Back from Stripe's page by its Cancel link (the order's session stays open until it expires). */
  cancelled: 'You left Stripe’s page, so nothing was charged. Your cart and everything you typed are still here: pay when you are ready.',
  /** The shop's server has no Stripe settings, yet this build expects them. */
  notSetUp: `Online payment is not set up on the shop’s server yet, so nothing was ordered or charged. Please call us at ${site.phone} to order.`,
  stripeUnreachable: `We couldn't reach our payment provider just now, so nothing was charged. Your cart and everything you typed are still here. Please try again, or call us at ${site.phone}.`,
  stripeRefused: (reason: string) =>
    `Stripe could not open a payment page for this order (${reason}), so nothing was charged. Your cart and everything you typed are still here. Please call us at ${site.phone}.`,
  stripeSettings: `Online payment is not working on the shop’s server just now, so nothing was charged. Your cart and everything you typed are still here. Please call us at ${site.phone}.`,
  /** This cart was already paid for (another tab, or Pay pressed after paying). */
  alreadyPaid: 'This order has already been paid for. Opening its confirmation…',
};

/** How an order's payment reads: a short label (the owner's badge, the customer's order). */
export const paymentLabels: Record<PaymentState, string> = {
  awaiting: 'Awaiting payment',
  paid: 'Paid',
  unpaid: 'Unpaid',
  refunded: 'Refunded',
  flagged: 'Flagged',
};

/** One line about the payment on an order: the customer's order and the owner's card. */
export const paymentLines = {
  paid: (amount: string) => `Paid ${amount} by card through Stripe`,
  awaiting: 'Awaiting payment on Stripe’s page',
  flagged: 'Payment being checked by the shop',
  unpaid: 'Not paid: the payment did not go through, and nothing was charged',
  refunded: (amount: string) => `Refunded ${amount} to your card`,
  refundedForOwner: (amount: string) => `Refunded ${amount} through Stripe`,
};

/** Why the webhook flagged a payment instead of marking the order paid (stored on the order, read by the owner). */
export const paymentProblems = {
  amount: (received: string, expected: string) =>
    `Stripe received ${received}, but the order’s total is ${expected}, so it was not marked paid. Check the payment in Stripe’s dashboard, then refund it or contact the customer.`,
  currency: (currency: string) =>
    `Stripe received the payment in ${currency}, not CAD, so it was not marked paid. Check the payment in Stripe’s dashboard, then refund it or contact the customer.`,
};

/** /order-confirmation in a build with Stripe: what the page says while the server's word is awaited, and after. */
export const paymentConfirmationCopy = {
  confirmingHeading: 'Confirming your payment…',
  confirmingText:
    'Stripe is telling the shop about your payment. This page updates by itself in a moment: there is no need to pay again.',
  slowText: `This is taking longer than usual. Your payment is safe with Stripe, and this page will still update by itself. If it does not within a few minutes, call us at ${site.phone}.`,
  receivedHeading: 'Thank you for your order!',
  received: (amount: string) => `Payment received: ${amount}. We have your order and will start on it soon. Keep your order number to find it again.`,
  unpaidHeading: 'Your payment did not go through',
  unpaidText: 'Nothing was charged and no order was placed. Your cart is still here, so you can try again.',
  backToCheckout: 'Back to checkout',
  flaggedHeading: 'We are checking your payment',
  flaggedText: `Stripe received a payment that does not match this order, so the shop will check it and contact you. There is no need to pay again; call us at ${site.phone} with any question.`,
};

/** Cancelling a paid order refunds it through Stripe first (the owner's Orders tab and the customer's orders). */
export const refundCopy = {
  ownerButton: 'Cancel and refund',
  ownerConfirm: (orderId: string, amount: string) =>
    `Cancel order #${orderId} and refund ${amount} to the customer through Stripe? This cannot be undone.`,
  ownerDone: (orderId: string, amount: string) => `Order #${orderId} is cancelled and ${amount} was refunded through Stripe.`,
  customerConfirm: (orderId: string, amount: string) => `Cancel order #${orderId}? ${amount} will be refunded to your card.`,
  customerDone: (orderId: string, amount: string) => `Order #${orderId} is cancelled. ${amount} is on its way back to your card.`,
  refused: (reason: string) => `Stripe refused the refund (${reason}), so the order was not cancelled and nothing was refunded.`,
  noAnswer:
    'Stripe did not answer in time, so the order was not cancelled. Cancelling again is safe: the shop refunds an order only once.',
  notSetUp: 'This order was paid through Stripe, but the shop’s server has no Stripe settings now, so it cannot be refunded or cancelled here.',
  settings: 'Stripe did not accept the shop’s server settings, so the order was not cancelled and nothing was refunded.',
  notRefundable: (orderId: string) => `Order #${orderId} has no payment to refund.`,
};

/** Refusals of the payment rules on the server, read beside the action that was refused. */
export const paymentRefusals = {
  payThroughCheckout: 'Orders on this shop are paid on Stripe’s page: use the Pay button at checkout.',
  cardNeeded: 'An order needs the card it is paid with.',
  serverSetsPayment: 'The shop’s server sets an order’s payment and shipping details itself.',
  awaitingPayment: (orderId: string) => `Order #${orderId} is awaiting payment: it cannot be changed until Stripe confirms it.`,
  notPaid: (orderId: string) => `Order #${orderId} has not been paid, so it cannot be moved along.`,
};

/** The carrier and tracking number the owner may add when marking an order shipped. */
export const shippingDetailsCopy = {
  legend: (orderId: string) => `Mark order #${orderId} as shipped`,
  carrier: 'Carrier (optional)',
  trackingNumber: 'Tracking number (optional)',
  confirm: 'Mark as shipped',
  /** Closes the form, leaving the order's status as it was ("Keep it pending"). */
  keep: (status: string) => `Keep it ${status}`,
  tooLong: (max: number) => `Keep it to ${max} characters.`,
  /** On the customer's order and the owner's card. */
  line: (carrier: string, trackingNumber: string) =>
    carrier && trackingNumber
      ? `Shipped with ${carrier}, tracking number ${trackingNumber}`
      : carrier
        ? `Shipped with ${carrier}`
        : `Tracking number ${trackingNumber}`,
};
