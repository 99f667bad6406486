// A throwaway backend of its own with Stripe on, for server/payments.test.ts: the stand-in for Stripe's API
// (stripe-stand-in.mjs) first, then Parse Server pointed at it (STRIPE_API_URL) with its own keys, and the stand-in
// told where the server's webhook is. The shared test server stays without Stripe, so the other tests run as before.
import { randomBytes, randomUUID } from 'node:crypto';
import { twoOakPhoneStands } from '@/test-support/orders';
import { startThrowawayBackend, type ThrowawayBackendSettings } from '@/server/throwaway.mjs';
import { startStripeStandIn, type StandInSession, type StripeStandIn } from './stripe-stand-in.mjs';

/** Where the shop is, as Stripe's page sends the shopper back to it. */
export const SHOP_URL = 'http://shop.example.test';

export interface StripeBackend {
  settings: ThrowawayBackendSettings;
  standIn: StripeStandIn;
  secretKey: string;
  webhookSecret: string;
  /** Stripe's settings for another instance on the same database. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startStripeBackend(): Promise<StripeBackend> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const standIn = await startStripeStandIn({ secretKey, webhookSecret });
  const env = { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: standIn.url, SHOP_URL };
  const backend = await startThrowawayBackend({ env }).catch(async (error: unknown) => {
    await standIn.stop();
    throw error;
  });
  standIn.setWebhook({ url: backend.settings.stripeWebhookURL });
  return {
    settings: backend.settings,
    standIn,
    secretKey,
    webhookSecret,
    env,
    async stop() {
      await backend.stop();
      await standIn.stop();
    },
  };
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T & { code?: number; error?: string };
}

/** A REST client of one server (the master key only where a test arranges what a shopper cannot). */
export function restOf(settings: Pick<ThrowawayBackendSettings, 'serverURL' | 'appId' | 'masterKey'>) {
  async function call<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    { session, body, master }: { session?: string; body?: unknown; master?: boolean } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'X-Parse-Application-Id': settings.appId, 'Content-Type': 'application/json' };
    if (session) headers['X-Parse-Session-Token'] = session;
    if (master) headers['X-Parse-Master-Key'] = settings.masterKey;
    const response = await fetch(`${settings.serverURL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
  }
  const run = <T = Record<string, unknown>>(name: string, params: Record<string, unknown>, session?: string) =>
    call<{ result: T }>('POST', `/functions/${name}`, { session, body: params });

  async function signUp(name: string) {
    const email = `${name}.${randomBytes(6).toString('hex')}@example.com`;
    const made = await call<{ objectId: string; sessionToken: string }>('POST', '/users', {
      body: { username: email, email, password: 'correct horse battery', firstName: name, lastName: 'Tester' },
    });
    if (made.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(made.body)}`);
    return { id: made.body.objectId, session: made.body.sessionToken, email };
  }

  async function signUpOwner() {
    const owner = await signUp('owner');
    const role = await call('PUT', '/roles/admin', {
      master: true,
      body: { users: { __op: 'AddRelation', objects: [{ __type: 'Pointer', className: '_User', objectId: owner.id }] } },
    });
    if (role.status !== 200) throw new Error(`could not make the owner: ${JSON.stringify(role.body)}`);
    return owner;
  }

  return { call, run, signUp, signUpOwner };
}

export type RestOf = ReturnType<typeof restOf>;
export type Account = Awaited<ReturnType<RestOf['signUp']>>;

/** An order as the tests read it back with the master key. */
export interface StoredOrder {
  objectId: string;
  status: string;
  payment?: string;
  paymentProblem?: string;
  paidAmount?: number;
  paidCurrency?: string;
  paidAt?: string;
  paymentIntentId?: string;
  refundedAmount?: number;
  statusRevision?: number;
  carrier?: string;
  trackingNumber?: string;
  updatedAt: string;
}

/** What payOrder answers. */
export interface Started {
  order: { id: string; status: string; payment: string; total: number };
  outcome: 'open' | 'settled' | 'ended';
  checkoutUrl?: string;
}

/** What the payment tests do again and again, on one Stripe backend. */
export function paymentHelpers(stripe: StripeBackend, rest: RestOf) {
  const orderOf = (account: Account, extra: Record<string, unknown> = {}) => ({
    clientKey: `order-${randomUUID()}`,
    customerEmail: account.email,
    customerName: 'Ada Tester',
    ...twoOakPhoneStands,
    ...extra,
  });
  const pay = (account: Account, body: Record<string, unknown>) => rest.run<Started>('payOrder', body, account.session);

  /** An order placed through payOrder, awaiting its payment, with the session Stripe made for it. */
  async function awaiting(account: Account): Promise<{ id: string; session: StandInSession }> {
    const answer = await pay(account, orderOf(account));
    if (answer.status !== 200) throw new Error(`payOrder: ${JSON.stringify(answer.body)}`);
    const id = answer.body.result.order.id;
    return { id, session: stripe.standIn.sessionOf(id)! };
  }

  const stored = async (id: string) => (await rest.call<StoredOrder>('GET', `/classes/Order/${id}`, { master: true })).body;
  const state = (order: StoredOrder) => `${order.payment ?? '-'} / ${order.status}`;

  /** Each webhook case as the report lists it: the answer's status, the order's payment / status before and after. */
  const table: string[] = [];
  async function deliverCase(name: string, id: string | null, send: () => Promise<{ status: number; text: string }>) {
    const before = id ? state(await stored(id)) : 'no such order';
    const answer = await send();
    const after = id ? state(await stored(id)) : 'no such order';
    table.push(`| ${name} | ${answer.status} | ${before} | ${after} |`);
    return answer;
  }
  const caseTable = () => ['| case | HTTP | before (payment / status) | after |', '|---|---|---|---|', ...table].join('\n');

  /** A POST to the webhook as anyone could send it. */
  async function post(body: string, signature?: string, url = stripe.settings.stripeWebhookURL!) {
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) }, body });
    return { status: response.status, text: await response.text() };
  }

  return { orderOf, pay, awaiting, stored, state, deliverCase, caseTable, post };
}

export type PaymentHelpers = ReturnType<typeof paymentHelpers>;
