// For the tests of the server's email (server/mail*.test.ts, password-reset.test.ts): throwaway backends of their
// own, with mail settings pointing at an SMTP catcher (smtp-catcher.mjs), a REST client for each, and a look into
// the outbox table. The shared test server stays without mail settings, so no other test sends email.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { randomId } from '@/lib/util/ids';
import { twoOakPhoneStands } from '@/test-support/orders';
import { freePort } from '@/server/free-port.mjs';
import { startPostgres } from '@/server/postgres.mjs';
import { startThrowawayBackend, type ThrowawayBackendSettings } from '@/server/throwaway.mjs';
import { fetchAs } from './rest';

export const MAIL_FROM = 'Prairie Grain Woodworks <shop@prairiegrain.example>';
export const OWNER_EMAIL = 'owner@prairiegrain.example';
export const SHOP_URL = 'https://shop.example';

export interface MailBackend {
  settings: ThrowawayBackendSettings;
  stop(): Promise<void>;
  call<T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: CallOptions): Promise<{ status: number; body: T & { code?: number; error?: string } }>;
}

interface CallOptions {
  session?: string;
  body?: unknown;
  master?: boolean;
  /** Sent from this loopback address (127.0.0.2 and up), which Parse's rate limits count as a client of its own. */
  from?: string;
}

/** A backend that emails through the SMTP server at `smtpUrl`; `env` adds to or overrides its settings. */
export async function startMailBackend(smtpUrl: string, env: Record<string, string> = {}): Promise<MailBackend> {
  const { settings, stop } = await startThrowawayBackend({ env: { SMTP_URL: smtpUrl, MAIL_FROM, OWNER_EMAIL, SHOP_URL, MAIL_FIRST_RETRY_MS: '500', ...env } });
  return {
    settings,
    stop,
    async call(method, path, { session, body, master, from } = {}) {
      const headers: Record<string, string> = { 'X-Parse-Application-Id': settings.appId, 'Content-Type': 'application/json' };
      if (session) headers['X-Parse-Session-Token'] = session;
      if (master) headers['X-Parse-Master-Key'] = settings.masterKey;
      const send = from ? fetchAs(from) : fetch;
      const response = await send(`${settings.serverURL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, body: await response.json() };
    },
  };
}

/** A PostgreSQL cluster of the test's own, kept across the backends started on it (DATABASE_URI). */
export async function startOwnPostgres(): Promise<{ uri: string; stop(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-mail-postgres-'));
  const postgres = startPostgres({ dir, port: await freePort() });
  return {
    uri: postgres.uri,
    stop() {
      postgres.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Account {
  id: string;
  session: string;
  email: string;
}

export const PASSWORD = 'correct horse battery';

export async function signUpOn(backend: MailBackend, name: string): Promise<Account> {
  const email = `${randomId(name)}@example.com`.toLowerCase();
  const answer = await backend.call<{ objectId: string; sessionToken: string }>('POST', '/users', {
    body: { username: email, email, password: PASSWORD, firstName: name, lastName: 'Tester' },
  });
  if (answer.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
  return { id: answer.body.objectId, session: answer.body.sessionToken, email };
}

export async function ownerOn(backend: MailBackend): Promise<Account> {
  const account = await signUpOn(backend, 'owner');
  const role = await backend.call('PUT', '/roles/admin', {
    master: true,
    body: { users: { __op: 'AddRelation', objects: [{ __type: 'Pointer', className: '_User', objectId: account.id }] } },
  });
  if (role.status !== 200) throw new Error(`could not make the owner: ${JSON.stringify(role.body)}`);
  return account;
}

/** Two Oak Phone Stands ($89.04 in all, test-support/orders.ts), placed as the shop's checkout places them. */
export async function placeOrderOn(backend: MailBackend, account: Account, customerName = 'Ada Tester'): Promise<string> {
  const answer = await backend.call<{ objectId: string }>('POST', '/classes/Order', {
    session: account.session,
    body: { clientKey: `order-${randomId('k')}`, userId: account.id, customerEmail: account.email, customerName, ...twoOakPhoneStands },
  });
  if (answer.status !== 201) throw new Error(`could not place an order: ${JSON.stringify(answer.body)}`);
  return answer.body.objectId;
}

export interface OutboxEntry {
  key: string;
  kind: string;
  attempts: number;
  sent: boolean;
  givenUp: boolean;
  lastError: string | null;
  hasMessage: boolean;
}

/** The outbox's rows, oldest first (their keys: `receipt:<order id>`, `newOrder:<order id>`...). */
export async function outbox(databaseURI: string): Promise<OutboxEntry[]> {
  const client = new pg.Client({ connectionString: databaseURI });
  await client.connect();
  try {
    const { rows } = await client.query<OutboxEntry>(
      `SELECT key, kind, attempts, sent_at IS NOT NULL AS sent, given_up_at IS NOT NULL AS "givenUp", last_error AS "lastError", message IS NOT NULL AS "hasMessage"
         FROM shop_outbox ORDER BY id`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** Runs SQL on the backend's database (to age a reset link, as the passing of an hour would). */
export async function sql(databaseURI: string, text: string, values: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: databaseURI });
  await client.connect();
  try {
    return (await client.query(text, values)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (up to `timeoutMs`) until `test` holds for the outbox's rows; answers them. */
export async function outboxWhen(databaseURI: string, test: (rows: OutboxEntry[]) => boolean, timeoutMs = 30_000): Promise<OutboxEntry[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await outbox(databaseURI);
    if (test(rows)) return rows;
    if (Date.now() > deadline) throw new Error(`the outbox did not get there in ${timeoutMs} ms: ${JSON.stringify(rows)}`);
    await sleep(200);
  }
}
