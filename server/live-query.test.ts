// What the shared server tells open pages live (LiveQuery), and to whom: the owner's dashboard hears of a new custom
// request the moment it is sent, as it hears of orders and conversations; a shopper's subscription to the same
// class hears nothing (the requests are the owner's role's to read), while the shopper's own records still reach them.
import { WebSocket } from 'undici';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, runFunction, signUp, signUpOwner, type Account } from '@/server/test/rest';

type Message = Record<string, unknown> & { op?: string; requestId?: number; object?: Record<string, unknown> };

interface Subscriber {
  messages: Message[];
  /** The first message received (or already received) that passes `test`; fails after `ms`. */
  next: (test: (message: Message) => boolean, ms?: number) => Promise<Message>;
  close: () => void;
}

const sockets: Subscriber[] = [];
afterEach(() => sockets.splice(0).forEach((s) => s.close()));

/** A LiveQuery connection under `session`, subscribed to each class (request ids 1, 2, ... in that order). */
async function subscribe(session: string, classNames: string[]): Promise<Subscriber> {
  const { liveQueryURL, appId } = inject('backend');
  const socket = new WebSocket(liveQueryURL);
  const messages: Message[] = [];
  const waiting = new Set<() => void>();
  socket.addEventListener('message', (event) => {
    messages.push(JSON.parse(String(event.data)) as Message);
    waiting.forEach((wake) => wake());
  });
  const next: Subscriber['next'] = (test, ms = 5_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find(test);
        if (!found) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no such LiveQuery message within ${ms} ms; received: ${JSON.stringify(messages)}`));
      }, ms);
      const cleanup = () => {
        clearTimeout(timer);
        waiting.delete(check);
      };
      waiting.add(check);
      check();
    });
  const subscriber: Subscriber = { messages, next, close: () => socket.close() };
  sockets.push(subscriber);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  socket.send(JSON.stringify({ op: 'connect', applicationId: appId, sessionToken: session }));
  await next((m) => m.op === 'connected');
  classNames.forEach((className, index) =>
    socket.send(JSON.stringify({ op: 'subscribe', requestId: index + 1, query: { className, where: {} }, sessionToken: session })),
  );
  // Each subscription answered, taken or refused, before anything is sent.
  for (const requestId of classNames.map((_, index) => index + 1)) {
    await next((m) => m.requestId === requestId && (m.op === 'subscribed' || m.op === 'error'));
  }
  return subscriber;
}

const customRequest = (description: string) => ({
  name: 'Iris Tester',
  email: 'iris@example.com',
  projectType: 'cutting-board',
  description,
});

describe('custom requests over LiveQuery', () => {
  let owner: Account;
  let shopper: Account;
  beforeAll(async () => {
    [owner, shopper] = await Promise.all([signUpOwner(), signUp('lqshopper')]);
  });

  it('reach the owner’s open dashboard as they are sent, and no shopper’s subscription', async () => {
    const ownerLive = await subscribe(owner.session, ['CustomRequest']);
    expect(ownerLive.messages).toContainEqual(expect.objectContaining({ op: 'subscribed', requestId: 1 }));
    const shopperLive = await subscribe(shopper.session, ['CustomRequest', 'Conversation']);

    const description = `A board with our initials (${owner.email})`;
    const sent = await call<{ objectId: string }>('POST', '/classes/CustomRequest', { body: customRequest(description) });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);

    const created = await ownerLive.next((m) => m.op === 'create' && m.requestId === 1);
    expect(created.object).toMatchObject({ objectId: sent.body.objectId, description, status: 'pending' });

    // The shopper's connection works: their own conversation, started after the request, reaches them.
    const conversation = await runFunction<{ id: string }>('startConversation', { subject: 'Other', message: 'Hello' }, shopper.session);
    expect(conversation.status, JSON.stringify(conversation.body)).toBe(200);
    await shopperLive.next((m) => m.op === 'create' && m.requestId === 2);
    // ... and the owner's quote of the request reaches the owner, not the shopper either.
    const quoted = await call('PUT', `/classes/CustomRequest/${sent.body.objectId}`, {
      session: owner.session,
      body: { estimatedPrice: 180, estimatedTimeline: '3 weeks' },
    });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    await ownerLive.next((m) => m.op === 'update' && m.requestId === 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(shopperLive.messages.filter((m) => m.requestId === 1 && m.op !== 'subscribed' && m.op !== 'error')).toEqual([]);
  });
});
