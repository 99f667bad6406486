import { describe, expect, it } from 'vitest';
import type { Conversation, CustomOrderRequest } from '@/types/shop';
import { escapeHtml, oneLine } from './server-email-render';
import { cancelledEmail, ordersUrl, passwordResetEmail, receiptEmail, refundSentence, shippedEmail, type StoredOrder } from './server-emails';
import { ownerCancelledEmail, ownerConversationEmail, ownerCustomRequestEmail, ownerOrderEmail } from './server-owner-emails';
import { isPermanentFailure, retryDelayMs } from './server-outbox-rules';

const FOOTER = 'Questions? Reply to this email, write to hello@prairiegrain.example or call +1 (780) 555-0142.\nPrairie Grain Woodworks · 4812 50 Avenue, Lloydminster, AB T9V 0W8\n';

/** A name and a customisation typed with markup, which the HTML must show as text. */
const order: StoredOrder = {
  id: 'Xy12',
  userId: 'u1',
  customerEmail: 'ada@example.com',
  customerName: 'Ada <b>Shopper</b>',
  items: [
    {
      productId: '4',
      productName: 'Walnut Serving Tray',
      unitPrice: 93,
      quantity: 2,
      customizations: [
        { optionId: 'wood', optionName: 'Wood', value: 'cherry', valueLabel: 'Cherry', priceAdjustment: 10 },
        { optionId: 'engraving', optionName: 'Engraving', value: 'SMITH & <script>alert(1)</script>', priceAdjustment: 15 },
      ],
    },
  ],
  subtotal: 186,
  shipping: 15,
  shippingMethod: 'Standard',
  tax: 14.88,
  total: 215.88,
  status: 'pending',
  // 21:05 UTC is 14:05 in Lloydminster (MST, UTC-7).
  createdAt: '2026-11-24T21:05:00.000Z',
  shippingAddress: { street: '12 Main Street', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' },
};

const shop = { shopUrl: 'https://shop.example/', guest: false };

const ITEMS = 'Items\n2 x Walnut Serving Tray (Wood: Cherry; Engraving: SMITH & <script>alert(1)</script>) @ $93.00 = $186.00';
const TOTALS = 'Totals\nSubtotal: $186.00\nShipping (Standard): $15.00\nTax: $14.88\nTotal: $215.88';
const SHIP_TO = 'Shipping to\nAda <b>Shopper</b>\n12 Main Street\nLloydminster, AB T9V 0W8\nCanada';

describe('the receipt', () => {
  it('without online payment: number, date, lines with their customisations, totals, address and the link to the orders page', () => {
    const email = receiptEmail(order, shop);
    expect(email.to).toBe('ada@example.com');
    expect(email.subject).toBe('Your order #Xy12 at Prairie Grain Woodworks');
    expect(email.text).toBe(
      [
        'Thank you for your order, Ada <b>Shopper</b>.',
        'Order #Xy12, placed 24 November 2026, 14:05 MST. No payment has been taken online for this order.',
        ITEMS,
        TOTALS,
        SHIP_TO,
        'We will start on it soon and email you again when it ships.',
        'See your order: https://shop.example/orders?tab=orders',
        FOOTER,
      ].join('\n\n'),
    );
  });

  it('paid: says how much was received', () => {
    const email = receiptEmail({ ...order, payment: 'paid', paidAmount: 215.88 }, shop);
    expect(email.text).toContain('Order #Xy12, placed 24 November 2026, 14:05 MST. Payment received: $215.88. This email is your receipt.');
  });

  it("a guest's: no link to sign in for, but where the order is kept", () => {
    const email = receiptEmail(order, { ...shop, guest: true });
    expect(email.text).not.toContain('https://shop.example');
    expect(email.text).toContain('You checked out as a guest: this order is listed with your orders in the browser you placed it from. Keep this email as your record of it.');
  });

  it('HTML: every value a person typed is escaped, and the link is the orders page', () => {
    const { html } = receiptEmail(order, shop);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Shopper');
    expect(html).toContain('Ada &lt;b&gt;Shopper&lt;/b&gt;');
    expect(html).toContain('SMITH &amp; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="https://shop.example/orders?tab=orders"');
    expect(html).toContain('<title>Your order #Xy12 at Prairie Grain Woodworks</title>');
  });
});

describe('shipped', () => {
  it('with the carrier and tracking number the owner typed', () => {
    const email = shippedEmail({ ...order, status: 'shipped', carrier: 'Canada Post', trackingNumber: 'CP <123>' }, shop);
    expect(email.subject).toBe('Your order #Xy12 has shipped');
    expect(email.text).toBe(
      [
        'Good news, Ada <b>Shopper</b>: your order #Xy12 is on its way.',
        'Tracking\nCarrier: Canada Post\nTracking number: CP <123>',
        ITEMS,
        SHIP_TO,
        'See your order: https://shop.example/orders?tab=orders',
        FOOTER,
      ].join('\n\n'),
    );
    expect(email.html).toContain('CP &lt;123&gt;');
  });

  it('without them: says so', () => {
    const email = shippedEmail({ ...order, status: 'shipped', carrier: ' ', trackingNumber: '' }, shop);
    expect(email.text).toContain('It was sent without a tracking number. If it has not arrived in the time your shipping method gives, let us know.');
    expect(email.text).not.toContain('Tracking\n');
  });

  it('with a tracking number only', () => {
    expect(shippedEmail({ ...order, trackingNumber: '7Z9' }, shop).text).toContain('Tracking\nTracking number: 7Z9\n\nItems');
  });
});

describe('cancelled', () => {
  it('refunded: how much went back to the card', () => {
    const email = cancelledEmail({ ...order, status: 'cancelled', payment: 'refunded', paidAmount: 215.88, refundedAmount: 215.88 }, shop);
    expect(email.subject).toBe('Your order #Xy12 has been cancelled');
    expect(email.text).toBe(
      [
        'Ada <b>Shopper</b>, your order #Xy12 has been cancelled.',
        'We refunded $215.88 to the card you paid with. A refund usually shows on your statement within 5 to 10 business days.',
        ITEMS,
        TOTALS,
        'See your order: https://shop.example/orders?tab=orders',
        FOOTER,
      ].join('\n\n'),
    );
  });

  it('says whether anything was refunded in each case', () => {
    expect(refundSentence({ ...order, payment: 'refunded', refundedAmount: 100.5 })).toBe(
      'We refunded $100.50 to the card you paid with. A refund usually shows on your statement within 5 to 10 business days.',
    );
    expect(refundSentence({ ...order, payment: 'paid', paidAmount: 215.88 })).toBe('Your payment of $215.88 has not been refunded yet: we will be in touch with you about it.');
    expect(refundSentence(order)).toBe('No payment was taken online for this order, so there is nothing to refund.');
  });
});

describe('the password reset link', () => {
  it('the link Parse made, how long it works, and what to do if it was not you', () => {
    const link = 'https://api.shop.example/parse/apps/workshop-shop/request_password_reset?token=abc123';
    const email = passwordResetEmail({ to: 'ada@example.com', link, validSeconds: 3600 });
    expect(email).toEqual(
      expect.objectContaining({
        to: 'ada@example.com',
        subject: 'Choose a new password for Prairie Grain Woodworks',
        text: [
          'Someone asked to reset the password of the account with this email address at Prairie Grain Woodworks.',
          'To choose a new password, open this link within the hour. It works once.',
          `Choose a new password: ${link}`,
          'If you did not ask for this, ignore this email: your password stays as it is.',
          FOOTER,
        ].join('\n\n'),
      }),
    );
    expect(email.html).toContain(`<a href="https://api.shop.example/parse/apps/workshop-shop/request_password_reset?token=abc123"`);
  });
});

describe("the owner's emails", () => {
  const owner = { to: 'owner@shop.example', shopUrl: 'https://shop.example' };

  it('a new order, to reply to the customer', () => {
    const email = ownerOrderEmail({ ...order, customerPhone: '780-555-0100' }, owner);
    expect(email).toEqual(expect.objectContaining({ to: 'owner@shop.example', replyTo: 'ada@example.com', subject: 'New order #Xy12: $215.88 from Ada <b>Shopper</b>' }));
    expect(email.text).toBe(
      [
        'Order #Xy12 was placed 24 November 2026, 14:05 MST. No payment was taken online.',
        'Customer\nName: Ada <b>Shopper</b>\nEmail: ada@example.com\nPhone: 780-555-0100',
        ITEMS,
        TOTALS,
        SHIP_TO,
        'Open the dashboard: https://shop.example/admin',
        'Prairie Grain Woodworks · 4812 50 Avenue, Lloydminster, AB T9V 0W8\n',
      ].join('\n\n'),
    );
    expect(email.html).not.toContain('<script>');
    expect(ownerOrderEmail({ ...order, payment: 'paid', paidAmount: 215.88 }, owner).text).toContain('Paid online: $215.88.');
  });

  it('a cancelled order, saying whether and how much went back to the customer', () => {
    const refunded = ownerCancelledEmail({ ...order, status: 'cancelled', payment: 'refunded', paidAmount: 215.88, refundedAmount: 215.88 }, owner);
    expect(refunded).toEqual(expect.objectContaining({ to: 'owner@shop.example', replyTo: 'ada@example.com', subject: 'Order #Xy12 from Ada <b>Shopper</b> was cancelled' }));
    expect(refunded.text).toBe(
      [
        'Order #Xy12 from Ada <b>Shopper</b> was cancelled. $215.88 was refunded to the customer’s card through Stripe.',
        'Customer\nName: Ada <b>Shopper</b>\nEmail: ada@example.com\nPhone: (not given)',
        ITEMS,
        'Open the dashboard: https://shop.example/admin',
        'Prairie Grain Woodworks · 4812 50 Avenue, Lloydminster, AB T9V 0W8\n',
      ].join('\n\n'),
    );
    expect(ownerCancelledEmail({ ...order, payment: 'paid', paidAmount: 215.88 }, owner).text).toContain(
      'was cancelled. Its payment of $215.88 has not been refunded: refund it from the Stripe dashboard, or write to the customer.',
    );
    expect(ownerCancelledEmail(order, owner).text).toContain('was cancelled. No payment was taken online for it.');
  });

  it('a custom request, with the choices by their labels and a blank field said to be blank', () => {
    const request: CustomOrderRequest = {
      id: 'r7',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '',
      projectType: 'cutting-board',
      woodType: 'walnut',
      dimensions: '40 x 30 cm',
      description: 'A board for the\nwhole family & <friends>',
      budget: '200-500',
      timeline: 'flexible',
      engraving: 'HOPPER',
      inspiration: '',
      quantity: '1',
      status: 'pending',
      createdAt: '2026-11-24T21:05:00.000Z',
      estimatedPrice: null,
      estimatedTimeline: null,
    };
    const email = ownerCustomRequestEmail(request, owner);
    expect(email.replyTo).toBe('grace@example.com');
    expect(email.subject).toBe('New custom request from Grace Hopper: Cutting Board');
    expect(email.text).toContain('Custom request r7 arrived 24 November 2026, 14:05 MST.');
    expect(email.text).toContain('Customer\nName: Grace Hopper\nEmail: grace@example.com\nPhone: (not given)');
    expect(email.text).toContain('Request\nProject: Cutting Board\nWood: Walnut\nDimensions: 40 x 30 cm\nQuantity: 1\nBudget: $200 - $500\nTimeline: Flexible\nEngraving: HOPPER\nInspiration: (not given)');
    expect(email.text).toContain('Description\nA board for the\nwhole family & <friends>');
    expect(email.html).toContain('A board for the<br>whole family &amp; &lt;friends&gt;');
  });

  it('a new conversation, with the first message', () => {
    const conversation: Conversation = {
      id: 'c9',
      customerId: 'u2',
      customerName: 'Alan',
      customerEmail: 'alan@example.com',
      subject: 'Gift\r\nBcc: someone@example.com',
      status: 'active',
      lastMessage: '2026-11-24T21:05:00.000Z',
      unreadCount: 1,
      messages: [{ id: 'm1', senderId: 'u2', senderName: 'Alan', senderType: 'customer', content: 'Can you engrave <i>this</i>?', timestamp: '2026-11-24T21:05:00.000Z', read: false }],
    } as Conversation;
    const email = ownerConversationEmail(conversation, owner);
    // A line break typed into the subject cannot start another header.
    expect(email.subject).toBe('New conversation from Alan: Gift Bcc: someone@example.com');
    expect(email.replyTo).toBe('alan@example.com');
    expect(email.text).toContain('A customer started a conversation 24 November 2026, 14:05 MST.');
    expect(email.text).toContain('Message\nCan you engrave <i>this</i>?');
    expect(email.html).toContain('Can you engrave &lt;i&gt;this&lt;/i&gt;?');
  });
});

describe('rendering and retrying', () => {
  it('escapes the five characters HTML gives meaning to, and keeps a subject on one line', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    expect(oneLine(' Hello\r\n  there\nyou ')).toBe('Hello there you');
  });

  it('the orders page, whatever the shop address ends with', () => {
    expect(ordersUrl('https://shop.example')).toBe('https://shop.example/orders?tab=orders');
    expect(ordersUrl('https://shop.example//')).toBe('https://shop.example/orders?tab=orders');
  });

  it('waits 5 s after the first failure, twice as long after each next one, and never more than an hour', () => {
    expect([1, 2, 3, 4, 5, 10, 11, 12, 100].map((tries) => retryDelayMs(tries))).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 2_560_000, 3_600_000, 3_600_000, 3_600_000]);
    expect(retryDelayMs(0)).toBe(5_000);
    expect([1, 2, 3, 30].map((tries) => retryDelayMs(tries, 500))).toEqual([500, 1_000, 2_000, 3_600_000]);
  });

  it('gives up only on a 5xx for the recipient or the message', () => {
    expect(isPermanentFailure({ command: 'RCPT TO', responseCode: 550 })).toBe(true);
    expect(isPermanentFailure({ command: 'DATA', responseCode: 554 })).toBe(true);
    expect(isPermanentFailure({ command: 'RCPT TO', responseCode: 450 })).toBe(false);
    expect(isPermanentFailure({ command: 'MAIL FROM', responseCode: 550 })).toBe(false);
    expect(isPermanentFailure({ command: 'AUTH PLAIN', responseCode: 535 })).toBe(false);
    expect(isPermanentFailure({ command: 'CONN' })).toBe(false);
  });
});
