// The words of the emails the shop's server sends (lib/notifications/server-emails.ts puts them together with the
// record as stored): to the customer, a receipt, "shipped", "cancelled" and a password-reset link; to the owner,
// each new order, custom request and conversation. The shop's name and contact details come from site.ts.
import { site } from './site';

const contactLine = `Questions? Reply to this email, write to ${site.email} or call ${site.phone}.`;

export const emailCopy = {
  /** Under every email to a customer. */
  footer: {
    contact: contactLine,
    address: `${site.name} · ${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
  },
  headings: {
    items: 'Items',
    totals: 'Totals',
    shipTo: 'Shipping to',
    tracking: 'Tracking',
    customer: 'Customer',
    request: 'Request',
    message: 'Message',
  },
  totals: {
    subtotal: 'Subtotal',
    shipping: (method: string) => `Shipping (${method})`,
    tax: 'Tax',
    total: 'Total',
  },
  tracking: {
    carrier: 'Carrier',
    number: 'Tracking number',
  },
  /** The link to the customer's orders (SHOP_URL + the orders page); a guest's order is kept on the device it was placed from. */
  seeOrder: 'See your order',
  guestNote: 'You checked out as a guest: this order is listed with your orders in the browser you placed it from. Keep this email as your record of it.',

  receipt: {
    subject: (orderId: string) => `Your order #${orderId} at ${site.name}`,
    greeting: (name: string) => `Thank you for your order, ${name}.`,
    placed: (orderId: string, when: string) => `Order #${orderId}, placed ${when}.`,
    paid: (amount: string) => `Payment received: ${amount}. This email is your receipt.`,
    notPaidOnline: 'No payment has been taken online for this order.',
    next: 'We will start on it soon and email you again when it ships.',
  },
  shipped: {
    subject: (orderId: string) => `Your order #${orderId} has shipped`,
    greeting: (name: string, orderId: string) => `Good news, ${name}: your order #${orderId} is on its way.`,
    noTracking: 'It was sent without a tracking number. If it has not arrived in the time your shipping method gives, let us know.',
  },
  cancelled: {
    subject: (orderId: string) => `Your order #${orderId} has been cancelled`,
    greeting: (name: string, orderId: string) => `${name}, your order #${orderId} has been cancelled.`,
    refunded: (amount: string) =>
      `We refunded ${amount} to the card you paid with. A refund usually shows on your statement within 5 to 10 business days.`,
    paidNotRefunded: (amount: string) => `Your payment of ${amount} has not been refunded yet: we will be in touch with you about it.`,
    nothingCharged: 'No payment was taken online for this order, so there is nothing to refund.',
  },
  passwordReset: {
    subject: `Choose a new password for ${site.name}`,
    intro: `Someone asked to reset the password of the account with this email address at ${site.name}.`,
    action: (hours: number) => `To choose a new password, open this link within ${hours === 1 ? 'the hour' : `${hours} hours`}. It works once.`,
    linkLabel: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },

  owner: {
    newOrder: {
      subject: (orderId: string, total: string, name: string) => `New order #${orderId}: ${total} from ${name}`,
      intro: (orderId: string, when: string) => `Order #${orderId} was placed ${when}.`,
      paid: (amount: string) => `Paid online: ${amount}.`,
      notPaidOnline: 'No payment was taken online.',
    },
    /** Whoever cancelled it (the customer, or the owner from the dashboard), the owner hears of it and of the refund. */
    cancelled: {
      subject: (orderId: string, name: string) => `Order #${orderId} from ${name} was cancelled`,
      intro: (orderId: string, name: string) => `Order #${orderId} from ${name} was cancelled.`,
      refunded: (amount: string) => `${amount} was refunded to the customer’s card through Stripe.`,
      paidNotRefunded: (amount: string) => `Its payment of ${amount} has not been refunded: refund it from the Stripe dashboard, or write to the customer.`,
      nothingCharged: 'No payment was taken online for it.',
    },
    customRequest: {
      subject: (name: string, project: string) => `New custom request from ${name}: ${project}`,
      intro: (requestId: string, when: string) => `Custom request ${requestId} arrived ${when}.`,
    },
    conversation: {
      subject: (name: string, subject: string) => `New conversation from ${name}: ${subject}`,
      intro: (when: string) => `A customer started a conversation ${when}. Reply to it from the dashboard; replying to this email writes to them directly.`,
    },
    labels: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      projectType: 'Project',
      woodType: 'Wood',
      dimensions: 'Dimensions',
      quantity: 'Quantity',
      budget: 'Budget',
      timeline: 'Timeline',
      engraving: 'Engraving',
      inspiration: 'Inspiration',
      description: 'Description',
      subject: 'Subject',
    },
    notGiven: '(not given)',
    openDashboard: 'Open the dashboard',
  },
} as const;
