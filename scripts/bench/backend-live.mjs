// The LiveQuery side of a run of the benchmark (backend.mjs): subscribers to Conversation, through the balancer
// (which spreads their WebSockets over the instances), and the events they receive about the conversations started
// during the load, counted and timed.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from './backend-options.mjs';
import { INSTANCE_HEADER } from '../../server/balancer.mjs';

// Node 20 has no global WebSocket; `ws` comes with Parse Server in server/node_modules.
const WebSocket = createRequire(join(root, 'server', 'package.json'))('ws');

// ---------------------------------------------------------------------------------------------------------------
// LiveQuery (protocol: parse-server/lib/LiveQuery; requestId must be a number)

/** What the subscribers of one configuration saw, over all its rounds. */
export function liveTally() {
  return {
    open: 0,
    closedEarly: 0,
    errors: [],
    events: {},
    /** Events about a conversation that is not the subscriber's own: ACLs should make this 0. */
    foreign: 0,
    unmatched: 0,
    /** Subscriptions by the instance their WebSocket reached. */
    byInstance: {},
    /**
     * Conversations started, by the probe text in their first message: the round, when sent, the instances that
     * took the request and held the subscriber's WebSocket, and when the events arrived.
     */
    probes: new Map(),
  };
}

function onLiveEvent(tally, shopper, message, receivedAt) {
  tally.events[message.op] = (tally.events[message.op] ?? 0) + 1;
  const object = message.object ?? {};
  if (object.customerId !== shopper.id) tally.foreign += 1;
  const probe = tally.probes.get(/bench probe ([\w-]+)/.exec(object.messages?.[0]?.content ?? '')?.[1]);
  if (!probe) {
    tally.unmatched += 1;
    return;
  }
  if (message.op === 'create') probe.createdAt ??= receivedAt;
  // The automatic reply is the only update a conversation gets here: its second message.
  if (message.op === 'update' && (object.messages?.length ?? 0) >= 2) probe.repliedAt ??= receivedAt;
}

/**
 * Connects as `shopper` to `settings.liveQueryURL` and subscribes to Conversation; resolves once 'subscribed'
 * arrives, setting `shopper.socket` and `shopper.liveInstance` (the instance the balancer gave the WebSocket).
 */
export function subscribe(settings, tally, shopper) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(settings.liveQueryURL);
    let subscribed = false;
    const fail = (error) => {
      clearTimeout(timer);
      socket.terminate();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`LiveQuery for shopper ${shopper.index}: not subscribed within 15 s`)), 15_000);
    socket.on('upgrade', (response) => {
      shopper.liveInstance = response.headers[INSTANCE_HEADER.toLowerCase()] ?? '?';
    });
    socket.on('open', () => socket.send(JSON.stringify({ op: 'connect', applicationId: settings.appId, sessionToken: shopper.session })));
    socket.on('message', (data) => {
      const receivedAt = performance.now();
      const message = JSON.parse(data.toString());
      if (message.op === 'connected') {
        const query = { className: 'Conversation', where: {} };
        socket.send(JSON.stringify({ op: 'subscribe', requestId: 1, query, sessionToken: shopper.session }));
      } else if (message.op === 'subscribed') {
        subscribed = true;
        tally.open += 1;
        tally.byInstance[shopper.liveInstance] = (tally.byInstance[shopper.liveInstance] ?? 0) + 1;
        clearTimeout(timer);
        shopper.socket = socket;
        resolve(socket);
      } else if (message.op === 'error') {
        if (!subscribed) fail(new Error(`LiveQuery for shopper ${shopper.index}: ${message.code} ${message.error}`));
        else tally.errors.push(`${message.code} ${message.error}`);
      } else {
        onLiveEvent(tally, shopper, message, receivedAt);
      }
    });
    socket.on('error', (error) => {
      if (!subscribed) fail(error);
      else tally.errors.push(error.message);
    });
    socket.on('close', () => {
      if (!subscribed) return;
      tally.open -= 1;
      if (!socket.closingOnPurpose) tally.closedEarly += 1;
    });
  });
}

export function closeSubscriptions(shoppers) {
  for (const { socket } of shoppers) {
    if (!socket) continue;
    socket.closingOnPurpose = true;
    socket.close();
  }
}
