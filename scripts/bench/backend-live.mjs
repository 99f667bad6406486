// The LiveQuery side of a run of the benchmark (backend.mjs): subscribers to Conversation, and the events they
// receive about the conversations started during the load, counted and timed.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from './backend-options.mjs';
import { settings } from './backend-server.mjs';

// Node 20 has no global WebSocket; `ws` comes with Parse Server in server/node_modules.
const WebSocket = createRequire(join(root, 'server', 'package.json'))('ws');

// ---------------------------------------------------------------------------------------------------------------
// LiveQuery (protocol: parse-server/lib/LiveQuery; requestId must be a number)

export const live = {
  open: 0,
  closedEarly: 0,
  errors: [],
  events: {},
  /** Events about a conversation that is not the subscriber's own: ACLs should make this 0. */
  foreign: 0,
  unmatched: 0,
};
/** Conversations started, by the probe text in their first message: when sent, and when their events arrived. */
export const probes = new Map();

function onLiveEvent(shopper, message, receivedAt) {
  live.events[message.op] = (live.events[message.op] ?? 0) + 1;
  const object = message.object ?? {};
  if (object.customerId !== shopper.id) live.foreign += 1;
  const probe = probes.get(/bench probe ([\w-]+)/.exec(object.messages?.[0]?.content ?? '')?.[1]);
  if (!probe) {
    live.unmatched += 1;
    return;
  }
  if (message.op === 'create') probe.createdAt ??= receivedAt;
  // The automatic reply is the only update a conversation gets here: its second message.
  if (message.op === 'update' && (object.messages?.length ?? 0) >= 2) probe.repliedAt ??= receivedAt;
}

/** Connects as `shopper` and subscribes to Conversation; resolves with the socket once 'subscribed' arrives. */
export function subscribe(shopper) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(settings.liveQueryURL);
    let subscribed = false;
    const fail = (error) => {
      clearTimeout(timer);
      socket.terminate();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`LiveQuery for shopper ${shopper.index}: not subscribed within 15 s`)), 15_000);
    socket.on('open', () => socket.send(JSON.stringify({ op: 'connect', applicationId: settings.appId, sessionToken: shopper.session })));
    socket.on('message', (data) => {
      const receivedAt = performance.now();
      const message = JSON.parse(data.toString());
      if (message.op === 'connected') {
        const query = { className: 'Conversation', where: {} };
        socket.send(JSON.stringify({ op: 'subscribe', requestId: 1, query, sessionToken: shopper.session }));
      } else if (message.op === 'subscribed') {
        subscribed = true;
        live.open += 1;
        clearTimeout(timer);
        resolve(socket);
      } else if (message.op === 'error') {
        if (!subscribed) fail(new Error(`LiveQuery for shopper ${shopper.index}: ${message.code} ${message.error}`));
        else live.errors.push(`${message.code} ${message.error}`);
      } else {
        onLiveEvent(shopper, message, receivedAt);
      }
    });
    socket.on('error', (error) => {
      if (!subscribed) fail(error);
      else live.errors.push(error.message);
    });
    socket.on('close', () => {
      if (!subscribed) return;
      live.open -= 1;
      if (!socket.closingOnPurpose) live.closedEarly += 1;
    });
  });
}
