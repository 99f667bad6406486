// The outbox across a restart and with two instances (server/mail, docs/email.md): one PostgreSQL kept by the test
// while backends come and go on it. An email that could not be sent before the server stopped is sent once by the
// next one; with two instances on one database, each event makes one email, also when both find a backlog at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '@/server/test/smtp-catcher.mjs';
import { OWNER_EMAIL, outboxWhen, ownerOn, placeOrderOn, signUpOn, startMailBackend, startOwnPostgres, type MailBackend } from '@/server/test/mail-backend';

let postgres: { uri: string; stop(): void };
let catcher: SmtpCatcher | undefined;
const running: MailBackend[] = [];

beforeAll(async () => {
  postgres = await startOwnPostgres();
}, 60_000);

afterAll(async () => {
  for (const backend of running) await backend.stop();
  await catcher?.stop();
  postgres?.stop();
});

async function backendOnDatabase(smtpUrl: string): Promise<MailBackend> {
  const backend = await startMailBackend(smtpUrl, { DATABASE_URI: postgres.uri });
  running.push(backend);
  return backend;
}

async function stopBackend(backend: MailBackend) {
  await backend.stop();
  running.splice(running.indexOf(backend), 1);
}

const subjectOf = (orderId: string) => `Your order #${orderId} at Prairie Grain Woodworks`;

describe('a server restart', () => {
  it('sends, once, the email the stopped server could not', async () => {
    // An SMTP address with nobody listening: the catcher starts there later.
    const down = await startSmtpCatcher();
    const { port, url } = down;
    await down.stop();

    const first = await backendOnDatabase(url);
    const ada = await signUpOn(first, 'ada');
    const orderId = await placeOrderOn(first, ada);
    await outboxWhen(postgres.uri, (rows) => rows.some((row) => row.key === `receipt:${orderId}` && row.attempts >= 1 && !row.sent));
    await stopBackend(first);

    catcher = await startSmtpCatcher({ port });
    await backendOnDatabase(url);
    await outboxWhen(postgres.uri, (rows) => rows.filter((row) => row.key.endsWith(`:${orderId}`)).every((row) => row.sent), 60_000);
    expect(catcher.messages().filter((m) => m.subject === subjectOf(orderId)).map((m) => m.envelopeTo)).toEqual([[ada.email]]);
    expect(catcher.messages().filter((m) => m.subject.startsWith(`New order #${orderId}:`)).map((m) => m.envelopeTo)).toEqual([[OWNER_EMAIL]]);
  }, 120_000);
});

describe('two instances on one database', () => {
  it('send one email per event, also when both find the same backlog when the SMTP server comes back', async () => {
    const [first] = running;
    const second = await backendOnDatabase(catcher!.url);
    const owner = await ownerOn(first);
    const { port } = catcher!;

    // A backlog: the SMTP server goes down while orders are placed through either instance and shipped.
    await catcher!.stop();
    const shoppers = await Promise.all(['bea', 'cyd', 'dee', 'eve'].map((name, n) => signUpOn(n % 2 ? second : first, name)));
    const orders = await Promise.all(shoppers.map((shopper, n) => placeOrderOn(n % 2 ? second : first, shopper)));
    for (const [n, orderId] of orders.entries()) {
      const through = n % 2 ? first : second;
      const shipped = await through.call('POST', '/functions/setOrderStatus', { session: owner.session, body: { orderId, from: 'pending', to: 'shipped' } });
      expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    }
    const keys = orders.flatMap((id) => [`receipt:${id}`, `newOrder:${id}`, `shipped:${id}:1`]);
    await outboxWhen(postgres.uri, (rows) => keys.every((key) => rows.some((row) => row.key === key && row.attempts >= 1)));

    catcher = await startSmtpCatcher({ port });
    const rows = await outboxWhen(postgres.uri, (all) => keys.every((key) => all.some((row) => row.key === key && row.sent)), 90_000);
    expect(rows.filter((row) => keys.includes(row.key))).toHaveLength(12);

    const emails = catcher.messages();
    for (const [n, orderId] of orders.entries()) {
      const email = shoppers[n].email;
      expect(emails.filter((m) => m.subject === subjectOf(orderId)).map((m) => m.envelopeTo)).toEqual([[email]]);
      expect(emails.filter((m) => m.subject === `Your order #${orderId} has shipped`).map((m) => m.envelopeTo)).toEqual([[email]]);
      expect(emails.filter((m) => m.subject.startsWith(`New order #${orderId}:`)).map((m) => m.envelopeTo)).toEqual([[OWNER_EMAIL]]);
    }
    expect(emails).toHaveLength(12);
  }, 180_000);
});
