// Email from the shop's server (server/mail, docs/email.md), against a backend of its own with mail settings and an
// SMTP catcher: each email arrives once, to the right person, with the right content; with the SMTP server down
// nothing is lost and, once it is back, each is sent once; an address refused for good is not tried again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type CaughtEmail, type SmtpCatcher } from '@/server/test/smtp-catcher.mjs';
import {
  OWNER_EMAIL,
  outbox,
  outboxWhen,
  ownerOn,
  placeOrderOn,
  signUpOn,
  startMailBackend,
  type Account,
  type MailBackend,
  type OutboxEntry,
} from '@/server/test/mail-backend';

let catcher: SmtpCatcher;
let backend: MailBackend;
let owner: Account;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  backend = await startMailBackend(catcher.url);
  owner = await ownerOn(backend);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
  await catcher?.stop();
});

const keyed = (rows: OutboxEntry[], keys: string[]) => keys.map((key) => rows.find((row) => row.key === key));
/** Once every row of `keys` is marked sent (it is never sent again after that), the emails of that subject. */
async function sentOnce(keys: string[], subject: string): Promise<CaughtEmail[]> {
  await outboxWhen(backend.settings.databaseURI, (rows) => keyed(rows, keys).every((row) => row?.sent));
  return catcher.messages().filter((m) => m.subject === subject);
}

describe('an order placed (no online payment on this server)', () => {
  let ada: Account;
  let orderId: string;
  beforeAll(async () => {
    ada = await signUpOn(backend, 'ada');
    orderId = await placeOrderOn(backend, ada, 'Ada <b>Tester</b>');
  });

  it('emails the customer one receipt: number, lines, totals, address and the link to the orders page', async () => {
    const [receipt, ...more] = await sentOnce([`receipt:${orderId}`], `Your order #${orderId} at Prairie Grain Woodworks`);
    expect(more).toEqual([]);
    expect(receipt.envelopeTo).toEqual([ada.email]);
    expect(receipt.from).toBe('"Prairie Grain Woodworks" <shop@prairiegrain.example>');
    expect(receipt.replyTo).toEqual([OWNER_EMAIL]);
    expect(receipt.text).toContain(`Thank you for your order, Ada <b>Tester</b>.\n\nOrder #${orderId}, placed `);
    expect(receipt.text).toContain('No payment has been taken online for this order.');
    expect(receipt.text).toContain('Items\n2 x Oak Phone Stand @ $34.00 = $68.00');
    expect(receipt.text).toContain('Totals\nSubtotal: $68.00\nShipping (Standard Shipping): $15.60\nTax: $5.44\nTotal: $89.04');
    expect(receipt.text).toContain('Shipping to\nAda <b>Tester</b>\n4812 50 Avenue\nLloydminster, AB T9V 0W8\nCanada');
    expect(receipt.text).toContain('See your order: https://shop.example/orders?tab=orders');
    expect(receipt.text).toContain('Questions? Reply to this email, write to hello@prairiegrain.example or call +1 (780) 555-0142.');
    // The name the shopper typed is text in the HTML, not markup.
    expect(receipt.html).toContain('Ada &lt;b&gt;Tester&lt;/b&gt;');
    expect(receipt.html).not.toContain('<b>Tester');
  });

  it('emails the owner one notice of it, answering to the customer', async () => {
    const [notice, ...more] = await sentOnce([`newOrder:${orderId}`], `New order #${orderId}: $89.04 from Ada <b>Tester</b>`);
    expect(more).toEqual([]);
    expect(notice.envelopeTo).toEqual([OWNER_EMAIL]);
    expect(notice.replyTo).toEqual([ada.email]);
    expect(notice.text).toContain(`Customer\nName: Ada <b>Tester</b>\nEmail: ${ada.email}`);
    expect(notice.text).toContain('Open the dashboard: https://shop.example/admin');
  });

  it('emails "shipped" once when the owner marks it so, with the carrier and tracking number', async () => {
    const shipped = await backend.call('POST', '/functions/setOrderStatus', {
      session: owner.session,
      body: { orderId, from: 'pending', to: 'shipped', carrier: 'Canada Post', trackingNumber: 'CP 1234 <5678>' },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const [email, ...more] = await sentOnce([`shipped:${orderId}:1`], `Your order #${orderId} has shipped`);
    expect(more).toEqual([]);
    expect(email.envelopeTo).toEqual([ada.email]);
    expect(email.text).toContain(`Good news, Ada <b>Tester</b>: your order #${orderId} is on its way.\n\nTracking\nCarrier: Canada Post\nTracking number: CP 1234 <5678>`);
    expect(email.html).toContain('CP 1234 &lt;5678&gt;');
  });
});

describe('an order its customer cancels', () => {
  it('emails one cancellation, saying nothing was charged online, and the owner the news', async () => {
    const bea = await signUpOn(backend, 'bea');
    const orderId = await placeOrderOn(backend, bea, 'Bea Tester');
    const cancelled = await backend.call('POST', '/functions/cancelOrder', { session: bea.session, body: { orderId } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const [email, ...more] = await sentOnce([`receipt:${orderId}`, `cancelled:${orderId}:1`, `ownerCancelled:${orderId}:1`], `Your order #${orderId} has been cancelled`);
    expect(more).toEqual([]);
    expect(email.envelopeTo).toEqual([bea.email]);
    expect(email.text).toContain(`Bea Tester, your order #${orderId} has been cancelled.\n\nNo payment was taken online for this order, so there is nothing to refund.`);
    const news = catcher.messages().filter((m) => m.subject === `Order #${orderId} from Bea Tester was cancelled`);
    expect(news.map((m) => [m.envelopeTo, m.replyTo])).toEqual([[[OWNER_EMAIL], [bea.email]]]);
    expect(news[0].text).toContain(`Order #${orderId} from Bea Tester was cancelled. No payment was taken online for it.`);
  });
});

describe("the owner's news", () => {
  it('a custom request, once, to the owner, answering to whoever sent it', async () => {
    const sent = await backend.call<{ objectId: string }>('POST', '/classes/CustomRequest', {
      body: {
        clientKey: 'request-mail-test-1',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '',
        projectType: 'cutting-board',
        woodType: 'walnut',
        dimensions: '40 x 30 cm',
        description: 'A board for the whole family & <friends>',
        budget: '200-500',
        timeline: 'flexible',
        engraving: '',
        inspiration: '',
        quantity: '1',
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    await outboxWhen(backend.settings.databaseURI, (rows) => rows.some((row) => row.key === `customRequest:${sent.body.objectId}` && row.sent));
    const emails = catcher.messages().filter((m) => m.subject === 'New custom request from Grace Hopper: Cutting Board');
    expect(emails).toHaveLength(1);
    expect(emails[0].envelopeTo).toEqual([OWNER_EMAIL]);
    expect(emails[0].replyTo).toEqual(['grace@example.com']);
    expect(emails[0].text).toContain('Request\nProject: Cutting Board\nWood: Walnut\nDimensions: 40 x 30 cm\nQuantity: 1\nBudget: $200 - $500\nTimeline: Flexible\nEngraving: (not given)\nInspiration: (not given)');
    expect(emails[0].text).toContain('Description\nA board for the whole family & <friends>');
    expect(emails[0].html).toContain('A board for the whole family &amp; &lt;friends&gt;');
  });

  it('a conversation a customer starts, once, with their first message', async () => {
    const cyd = await signUpOn(backend, 'cyd');
    const started = await backend.call<{ result: { id: string } }>('POST', '/functions/startConversation', {
      session: cyd.session,
      body: { subject: 'Custom Order', message: 'Can you engrave a date on the tray?' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await outboxWhen(backend.settings.databaseURI, (rows) => rows.some((row) => row.key === `conversation:${started.body.result.id}` && row.sent));
    const emails = catcher.messages().filter((m) => m.subject === 'New conversation from cyd Tester: Custom Order');
    expect(emails).toHaveLength(1);
    expect(emails[0].envelopeTo).toEqual([OWNER_EMAIL]);
    expect(emails[0].replyTo).toEqual([cyd.email]);
    expect(emails[0].text).toContain('Message\nCan you engrave a date on the tray?');
  });
});

describe('a guest’s order', () => {
  it('tells the guest where the order is kept instead of linking to a sign-in they do not have', async () => {
    const guest = await backend.call<{ objectId: string; sessionToken: string }>('POST', '/users', {
      body: { username: `guest-mail-${Date.now()}`, password: 'guest password 123', guest: true, contactEmail: 'gus@example.com', firstName: 'Gus', lastName: 'Guest' },
    });
    expect(guest.status, JSON.stringify(guest.body)).toBe(201);
    const orderId = await placeOrderOn(backend, { id: guest.body.objectId, session: guest.body.sessionToken, email: 'gus@example.com' }, 'Gus Guest');
    const [receipt] = await sentOnce([`receipt:${orderId}`], `Your order #${orderId} at Prairie Grain Woodworks`);
    expect(receipt.envelopeTo).toEqual(['gus@example.com']);
    expect(receipt.text).toContain('You checked out as a guest: this order is listed with your orders in the browser you placed it from.');
    expect(receipt.text).not.toContain('See your order');
  });
});

describe('when the SMTP server is down', () => {
  it('keeps the emails and sends each once when it is back', async () => {
    const { port } = catcher;
    await catcher.stop();
    const dee = await signUpOn(backend, 'dee');
    const orderId = await placeOrderOn(backend, dee, 'Dee Tester');
    const keys = [`receipt:${orderId}`, `newOrder:${orderId}`];
    // Tried and failed: nothing sent, nothing given up.
    const failed = await outboxWhen(backend.settings.databaseURI, (rows) => keyed(rows, keys).every((row) => row && row.attempts >= 1));
    expect(keyed(failed, keys).map((row) => [row?.sent, row?.givenUp, row?.lastError !== null])).toEqual([
      [false, false, true],
      [false, false, true],
    ]);
    catcher = await startSmtpCatcher({ port });
    const receipts = await sentOnce(keys, `Your order #${orderId} at Prairie Grain Woodworks`);
    expect(receipts.map((m) => m.envelopeTo)).toEqual([[dee.email]]);
    expect(catcher.messages().filter((m) => m.subject.startsWith(`New order #${orderId}:`)).map((m) => m.envelopeTo)).toEqual([[OWNER_EMAIL]]);
  }, 60_000);
});

describe('an address the SMTP server refuses for good', () => {
  it('is not tried again, and the other emails go on', async () => {
    const { port } = catcher;
    const eve = await signUpOn(backend, 'eve');
    await catcher.stop();
    catcher = await startSmtpCatcher({ port, refuse: [eve.email] });
    const orderId = await placeOrderOn(backend, eve, 'Eve Tester');
    const rows = await outboxWhen(backend.settings.databaseURI, (all) => keyed(all, [`receipt:${orderId}`, `newOrder:${orderId}`]).every((row) => row?.sent || row?.givenUp));
    const [receipt, notice] = keyed(rows, [`receipt:${orderId}`, `newOrder:${orderId}`]);
    expect(receipt).toMatchObject({ sent: false, givenUp: true, attempts: 0 });
    expect(receipt?.lastError).toContain('550');
    expect(notice).toMatchObject({ sent: true, givenUp: false });
    expect(catcher.to(eve.email)).toEqual([]);
  });
});

describe('what the server says it does', () => {
  it('tells the owner, asked, that customers and the owner are emailed; nobody else learns it', async () => {
    const who = await backend.call<{ result: unknown }>('POST', '/functions/whoAmI', { session: owner.session, body: { email: true } });
    expect(who.body.result).toEqual({ userId: owner.id, owner: true, email: 'server' });
    const customer = await signUpOn(backend, 'fay');
    const theirs = await backend.call<{ result: unknown }>('POST', '/functions/whoAmI', { session: customer.session, body: { email: true } });
    expect(theirs.body.result).toEqual({ userId: customer.id, owner: false });
    expect(backend.settings).toMatchObject({ email: true });
  });

  it('writes no email from a change that is not news: a status change to processing', async () => {
    const gil = await signUpOn(backend, 'gil');
    const orderId = await placeOrderOn(backend, gil);
    const moved = await backend.call('POST', '/functions/setOrderStatus', { session: owner.session, body: { orderId, from: 'pending', to: 'processing' } });
    expect(moved.status).toBe(200);
    const rows = (await outbox(backend.settings.databaseURI)).filter((row) => row.key.includes(orderId));
    expect(rows.map((row) => row.key).sort()).toEqual([`newOrder:${orderId}`, `receipt:${orderId}`]);
  });
});
