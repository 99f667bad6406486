// @vitest-environment jsdom
// The shop on two Parse Server instances behind haproxy, with Redis and one PostgreSQL (server/cluster.mjs): what the
// balancer does with requests, what the instances must agree on, and what happens when a part fails while shoppers
// act: an instance killed or stopped, PostgreSQL restarted, Redis gone. What a shopper was told must be true, nothing
// is stored twice or half, and the shop works again once the part is back.
import { randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { createElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callCluster, cluster, database, mail, pinShopTo, storedOrders } from '@/server/test/shop-on-cluster';
import '@/vitest.setup';
import { serverUnanswered, serverUnreachable } from '@/content/server';
import { seedProducts } from '@/content/products';
import { failure, form, shop, summary, value } from '@/lib/shop/operation-cases';
import { useCart } from '@/lib/store/cart';
import { useCatalogue } from '@/lib/store/catalogue';
import { CheckoutForm } from '@/components/checkout/checkout-form';
import { twoOakPhoneStands } from '@/test-support/orders';
import { pinningUserAgent } from './balancer.mjs';
import { RATE_LIMIT_CLIENT_NAME } from './rate-limit-redis.mjs';
import { SHOP_RATE_LIMITS } from '@/server/cloud/rate-limits';
import { closeSubscribers, subscribe } from '@/server/test/live-query';
import { OWNER_EMAIL } from '@/server/test/mail-backend';
import { uniqueEmail } from '@/server/test/rest';

interface Shopper {
  id: string;
  session: string;
  email: string;
}

const instance = (name: string) => {
  const found = cluster.instances.get(name);
  if (!found) throw new Error(`no instance ${name}`);
  return found;
};

/** Every instance running again after a test stopped one, so each test starts with two. */
afterEach(async () => {
  closeSubscribers();
  for (const one of cluster.instances.values()) {
    if ((await fetch(`${one.url}/ready`).then((r) => r.status, () => 0)) !== 200) await one.start();
  }
});

async function signUp(name: string): Promise<Shopper> {
  const email = uniqueEmail(name);
  const answer = await callCluster<{ objectId: string; sessionToken: string }>('POST', '/users', {
    body: { username: email, email, password: 'correct horse battery', firstName: name, lastName: 'Tester' },
  });
  if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { id: answer.body.objectId, session: answer.body.sessionToken, email };
}

const orderBody = (shopper: Shopper, clientKey: string) => ({
  clientKey,
  userId: shopper.id,
  customerEmail: shopper.email,
  customerName: 'Ada Tester',
  ...twoOakPhoneStands,
});

/** Resolves once PostgreSQL shows an INSERT into "Order" waiting for a lock. */
async function insertWaitingForLock() {
  const watcher = await database();
  try {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(20)) {
      const { rows } = await watcher.query(`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'INSERT INTO "Order"%'`);
      if (rows[0].waiting > 0) return;
    }
    throw new Error('no order insert waited for the lock within 10 s');
  } finally {
    await watcher.end();
  }
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  let last = await read();
  for (const deadline = Date.now() + ms; !done(last) && Date.now() < deadline; await sleep(100)) last = await read();
  return last;
}

/** The instance the balancer hands a LiveQuery WebSocket to, for a browser whose User-Agent is `userAgent`. */
function webSocketTakenBy(userAgent: string): Promise<string | undefined> {
  const { serverURL } = cluster.settings;
  return new Promise((resolve, reject) => {
    const handshake = httpRequest(serverURL, {
      headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': randomBytes(16).toString('base64'), 'User-Agent': userAgent },
    });
    handshake.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.headers['x-shop-instance'] as string | undefined);
    });
    handshake.on('response', (response) => reject(new Error(`no upgrade: ${response.statusCode}`)));
    handshake.on('error', reject);
    handshake.end();
  });
}

describe('two instances behind the balancer', () => {
  it('share the REST requests, and keep a browser’s live connection on the instance its User-Agent names', async () => {
    const servedBy = new Set<string | null>();
    for (let n = 0; n < 6; n += 1) servedBy.add((await callCluster('GET', '/classes/Product?limit=1')).instance);
    expect(servedBy).toEqual(new Set(['a', 'b']));
    expect(await webSocketTakenBy(`Mozilla/5.0 ${pinningUserAgent('a')}`)).toBe('a');
    expect(await webSocketTakenBy(`Mozilla/5.0 ${pinningUserAgent('b')}`)).toBe('b');
  });

  it('a session signed out through one instance is refused at once by the other', async () => {
    const shopper = await signUp('leaver');
    expect((await callCluster('GET', '/classes/Order', { session: shopper.session, on: 'b' })).status).toBe(200);
    expect((await callCluster('POST', '/logout', { session: shopper.session, body: {}, on: 'a' })).status).toBe(200);
    const after = await callCluster('GET', '/classes/Order', { session: shopper.session, on: 'b' });
    expect([after.status, after.body.code]).toEqual([400, 209]);
  });

  it('count each limit on its own: a shopper who signed in and wrote to the shop may still start ten conversations, not eleven', async () => {
    const shopper = await signUp('counted');
    const from = '203.0.113.87';
    const signIn = new URLSearchParams({ username: shopper.email, password: 'correct horse battery' });
    for (let n = 0; n < 5; n += 1) expect((await callCluster('GET', `/login?${signIn}`, { from })).status).toBe(200);
    const asked = await callCluster('POST', '/classes/CustomRequest', {
      session: shopper.session,
      body: { name: 'Ada Tester', email: shopper.email, projectType: 'cutting-board', description: 'A walnut board with our family name, about 40 by 30 cm.' },
      from,
    });
    expect(asked.status).toBe(201);
    const answers = [];
    for (let n = 1; n <= 11; n += 1) {
      answers.push((await callCluster('POST', '/functions/startConversation', { session: shopper.session, body: { subject: 'Product Question', message: `Question ${n}` }, from })).status);
    }
    expect(answers).toEqual([...Array(10).fill(200), 429]);
  });
});

// First: its owner email would otherwise wait behind the hundreds of emails the other tests' orders send.
describe('PostgreSQL restarted', () => {
  it('while a shopper places an order: they read that the shop cannot be reached, keep what they typed, nothing is written, and the order goes through once it is back, without restarting Parse Server', async () => {
    const checkout = { ...form, email: uniqueEmail('restart') };
    useCatalogue.setState({ products: seedProducts });
    useCart.setState({ items: [{ productId: '2', quantity: 2, customizations: [] }] });
    const onPlaced = vi.fn();
    render(createElement(CheckoutForm, { initial: checkout, onPlaced, onOrderedElsewhere: vi.fn(), now: () => new Date(2026, 11, 7) }));
    const shopper = await signUp('chatter');

    cluster.postgres.stop();
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
      expect(await screen.findByText(serverUnreachable.order)).toBeInTheDocument();
      const message = await callCluster('POST', '/functions/startConversation', { session: shopper.session, body: { subject: 'Product Question', message: 'Is the oak oiled?' } });
      expect(message.status).toBeGreaterThanOrEqual(500);
    } finally {
      cluster.postgres.start();
    }
    expect(onPlaced).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Street address/)).toHaveValue(checkout.street);
    expect(screen.getByLabelText(/Email address/)).toHaveValue(checkout.email);
    expect(await storedOrders({ customerEmail: checkout.email })).toEqual([]);
    const conversations = await callCluster<{ results: unknown[] }>('GET', '/classes/Conversation', { session: shopper.session });
    expect(conversations.body.results).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect(await storedOrders({ customerEmail: checkout.email })).toHaveLength(1);
    const emails = await mail.waitFor((received) => received.some((m) => m.to.includes(OWNER_EMAIL) && m.text.includes(checkout.email)), 15_000);
    expect(emails.filter((m) => m.to.includes(OWNER_EMAIL) && m.text.includes(checkout.email))).toHaveLength(1);
  });
});

describe('an instance killed (SIGKILL)', () => {
  it('after it stored an order but before it answered: the shopper is told the order may be placed, and the retry through the other instance finds it', async () => {
    const checkout = { ...form, email: uniqueEmail('killed') };
    await useCart.getState().add(seedProducts[1], []);
    // The order's INSERT waits on this lock, so the instance is killed with the order sent and not yet answered.
    const lock = await database();
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE "Order" IN SHARE MODE');
    const unpin = pinShopTo('a');
    const placing = shop.placeOrder({ form: checkout, summary });
    try {
      await insertWaitingForLock();
      await instance('a').signal('SIGKILL');
    } finally {
      await lock.query('COMMIT');
      await lock.end();
      unpin();
    }

    expect(failure(await placing)).toEqual({ kind: 'unavailable', message: serverUnanswered.order });
    // PostgreSQL finished the INSERT the dead instance had sent.
    const written = await eventually(() => storedOrders({ customerEmail: checkout.email }), (orders) => orders.length > 0);
    expect(written).toHaveLength(1);

    const retried = value(await shop.placeOrder({ form: checkout, summary }));
    expect((await storedOrders({ customerEmail: checkout.email })).map((o) => o.objectId)).toEqual([retried.id]);
  });

  it('while shoppers place orders: each order told placed, or retried after a lost answer, is stored once, and the balancer sends the rest to the other instance', async () => {
    const shoppers = await Promise.all(['kay', 'lou', 'max', 'ned'].map(signUp));
    const sent = new Map<string, Shopper>();
    const toldPlaced = new Set<string>();
    const answeredAfterKill: (string | null)[] = [];
    let killedAt = Infinity;

    /** As the shop does: a change that failed is sent again under its key, after looking for it by that key. */
    async function placeUntilTold(shopper: Shopper) {
      const clientKey = `order-${randomUUID()}`;
      sent.set(clientKey, shopper);
      for (let attempt = 0; attempt < 20; attempt += 1) {
        if (attempt > 0) {
          const found = await callCluster<{ results: unknown[] }>('GET', `/classes/Order?where=${encodeURIComponent(JSON.stringify({ clientKey }))}`, { session: shopper.session });
          if (found.status === 200 && found.body.results.length === 1) return toldPlaced.add(clientKey);
        }
        const startedAt = Date.now();
        const answer = await callCluster('POST', '/classes/Order', { session: shopper.session, body: orderBody(shopper, clientKey) }).catch(() => null);
        if (answer && startedAt > killedAt) answeredAfterKill.push(answer.instance);
        if (answer?.status === 201) return toldPlaced.add(clientKey);
        await sleep(100);
      }
      throw new Error(`order ${clientKey} was never placed`);
    }

    const until = Date.now() + 2_500;
    const placing = shoppers.map(async (shopper) => {
      while (Date.now() < until) await placeUntilTold(shopper);
    });
    await sleep(800);
    killedAt = Date.now();
    await instance('b').signal('SIGKILL');
    await Promise.all(placing);

    expect(toldPlaced.size).toBe(sent.size);
    const stored = await storedOrders({ userId: { $in: shoppers.map((s) => s.id) } });
    expect(stored.map((o) => o.clientKey).sort()).toEqual([...sent.keys()].sort());
    expect(new Set(stored.map((o) => o.total))).toEqual(new Set([twoOakPhoneStands.total]));
    expect(answeredAfterKill.length).toBeGreaterThan(0);
    expect(new Set(answeredAfterKill)).toEqual(new Set(['a']));
  });
});

describe('an instance stopped (SIGTERM)', () => {
  it('finishes the request it is serving, says on /ready that it is not, and the balancer stops sending it traffic', async () => {
    const shopper = await signUp('termed');
    const clientKey = `order-${randomUUID()}`;
    const body = new TextEncoder().encode(JSON.stringify(orderBody(shopper, clientKey)));
    let sendRest: () => void = () => {};
    const slowBody = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(body.slice(0, 40));
        sendRest = () => {
          controller.enqueue(body.slice(40));
          controller.close();
        };
      },
    });
    const { serverURL, appId } = cluster.settings;
    const answer = fetch(`${serverURL}/classes/Order`, {
      method: 'POST',
      headers: { 'X-Parse-Application-Id': appId, 'X-Parse-Session-Token': shopper.session, 'Content-Type': 'application/json', 'X-Shop-Test-Instance': 'a', 'Content-Length': String(body.length) },
      body: slowBody,
      duplex: 'half',
    } as RequestInit);
    await sleep(300);
    const exited = instance('a').signal('SIGTERM');

    const readiness = await eventually(() => fetch(`${instance('a').url}/ready`).then((r) => r.status, () => 0), (status) => status !== 200, 2_000);
    expect(readiness).toBe(503);
    const servedBy = await eventually(async () => (await callCluster('GET', '/classes/Product?limit=1')).instance, (name) => name === 'b', 3_000);
    expect(servedBy).toBe('b');
    sendRest();

    expect((await answer).status).toBe(201);
    await exited;
    expect((await storedOrders({ clientKey })).map((o) => o.clientKey)).toEqual([clientKey]);
  });
});

describe('Redis stopped', () => {
  it('the shop still takes orders and chat messages, and live updates cross instances again once it is back', async () => {
    const shopper = await signUp('redis');
    // From a shopper's address, which the rate limits count (in Redis).
    const from = '203.0.113.85';
    const onA = await subscribe(shopper.session, ['Conversation'], { at: cluster.settings, userAgent: pinningUserAgent('a') });
    await cluster.redis.stop();
    let conversationId = '';
    try {
      const order = await callCluster('POST', '/classes/Order', { session: shopper.session, body: orderBody(shopper, `order-${randomUUID()}`), on: 'b', from });
      expect(order.status).toBe(201);
      const started = await callCluster<{ result: { id: string } }>('POST', '/functions/startConversation', {
        session: shopper.session,
        body: { subject: 'Product Question', message: 'Sent while Redis was down' },
        on: 'b',
        from,
      });
      expect(started.status).toBe(200);
      conversationId = started.body.result.id;
    } finally {
      await cluster.redis.start();
    }
    // Each instance's limits count again once their clients are back (node-redis waits up to 2 s between tries).
    const limitClients = cluster.instances.size * SHOP_RATE_LIMITS.length;
    expect(await eventually(() => cluster.redis.clientsNamed(RATE_LIMIT_CLIENT_NAME), (connected) => connected === limitClients)).toBe(limitClients);

    // A message sent through instance b reaches the page connected to instance a.
    let heard = false;
    for (let attempt = 1; attempt <= 10 && !heard; attempt += 1) {
      const content = `After Redis came back, message ${attempt}`;
      const sent = await callCluster('POST', '/functions/sendMessage', { session: shopper.session, body: { conversationId, content, messageId: `m-${randomUUID()}` }, on: 'b', from });
      expect(sent.status).toBe(200);
      heard = await onA
        .next((m) => JSON.stringify(m.object ?? {}).includes(content), 1_000)
        .then(() => true, () => false);
    }
    expect(heard).toBe(true);

    // The limits count again, across both instances: ten new conversations an hour from one address, not eleven.
    const another = '203.0.113.86';
    const answers = [];
    for (let n = 1; n <= 11; n += 1) {
      answers.push(
        await callCluster('POST', '/functions/startConversation', { session: shopper.session, body: { subject: 'Product Question', message: `Question ${n}` }, from: another }),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([...Array(10).fill(200), 429]);
    expect(new Set(answers.map((a) => a.instance))).toEqual(new Set(['a', 'b']));
  });
});
