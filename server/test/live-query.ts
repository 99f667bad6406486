// LiveQuery connections for the backend tests, as an open page of the shop holds one (lib/shop/server-sync.ts).
import { WebSocket } from 'undici';
import { inject } from 'vitest';
import './settings';

export type Message = Record<string, unknown> & { op?: string; requestId?: number; object?: Record<string, unknown> };

export interface Subscriber {
  messages: Message[];
  /** The first message received (or already received) that passes `test`; fails after `ms`. */
  next: (test: (message: Message) => boolean, ms?: number) => Promise<Message>;
  close: () => void;
}

const sockets: Subscriber[] = [];
/** Closes every connection `subscribe` opened: call it after each test. */
export const closeSubscribers = () => sockets.splice(0).forEach((s) => s.close());

/**
 * A LiveQuery connection under `session`, subscribed to each class (request ids 1, 2, ... in that order): to the
 * shared test server, or to `at` (a cluster's balancer) with `userAgent` (server/balancer.mjs pins by it).
 */
export async function subscribe(
  session: string,
  classNames: string[],
  { at = inject('backend'), userAgent }: { at?: { liveQueryURL: string; appId: string }; userAgent?: string } = {},
): Promise<Subscriber> {
  const { liveQueryURL, appId } = at;
  const socket = new WebSocket(liveQueryURL, userAgent ? { headers: { 'User-Agent': userAgent } } : undefined);
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
