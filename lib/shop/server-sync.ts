// With a shared server, what this page shows follows the server: the catalogue and this person's records are read
// once the stores are in, again when the tab comes back into view, and conversations and orders (and, on the
// owner's dashboard, custom requests) change live over Parse's LiveQuery WebSocket (a reply from the owner appears
// in the shopper's open chat within a second). The connection follows the session the page uses: the owner's, a
// customer's, or the guest account a first chat or order makes.
import { useAdmin } from '@/lib/store/admin';
import { useChat } from '@/lib/store/chat';
import { useCustomOrders } from '@/lib/store/custom-orders';
import { useOrders } from '@/lib/store/orders';
import { useSession } from '@/lib/store/session';
import { SERVER_SESSION } from '@/lib/store/storage-keys';
import type { Conversation, CustomOrderRequest, Order } from '@/types/shop';
import { refreshFromServer, replaceById } from './server-backend';
import { CLASSES, recordOf } from './server-protocol';
import { serverSettings } from './server-rest';
import { onSessionTokenChange, serverSession } from './server-session';

type Json = Record<string, unknown>;

/** The LiveQuery address: NEXT_PUBLIC_PARSE_LIVE_QUERY_URL, else the REST address with ws(s):. */
export function liveQueryURL(): string | null {
  const settings = serverSettings();
  if (!settings) return null;
  return process.env.NEXT_PUBLIC_PARSE_LIVE_QUERY_URL || settings.serverURL.replace(/^http/, 'ws');
}

const RECONNECT_MS = 3_000;

function received(className: string, op: string, object: Json): void {
  const gone = op === 'delete' || op === 'leave';
  if (className === CLASSES.conversation) {
    const conversation = recordOf<Conversation>(object);
    void useChat.persisted.save((s) => ({
      ...s,
      conversations: gone ? s.conversations.filter((c) => c.id !== conversation.id) : replaceById(s.conversations, conversation),
    }));
  } else if (className === CLASSES.order) {
    const order = recordOf<Order>(object);
    void useOrders.persisted.save((s) => ({ orders: gone ? s.orders.filter((o) => o.id !== order.id) : replaceById(s.orders, order) }));
  } else if (className === CLASSES.customRequest) {
    // PostgreSQL leaves empty fields out: a request not yet quoted has no estimate, which is null (as lib/shop/server-records.ts reads it).
    const request = recordOf<CustomOrderRequest>({ estimatedPrice: null, estimatedTimeline: null, ...object });
    void useCustomOrders.persisted.save((s) => ({ requests: gone ? s.requests.filter((r) => r.id !== request.id) : replaceById(s.requests, request) }));
  }
}

/** One LiveQuery connection under the given session, subscribed to the given classes. */
function subscribe(url: string, appId: string, sessionToken: string, classes: readonly string[]): () => void {
  let socket: WebSocket | null = null;
  let closed = false;
  let connectedBefore = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    socket = new WebSocket(url);
    socket.addEventListener('open', () => socket?.send(JSON.stringify({ op: 'connect', applicationId: appId, sessionToken })));
    socket.addEventListener('message', (event) => {
      let message: Json;
      try {
        message = JSON.parse(String(event.data)) as Json;
      } catch {
        return;
      }
      if (message.op === 'connected') {
        classes.forEach((className, index) =>
          socket?.send(JSON.stringify({ op: 'subscribe', requestId: index + 1, query: { className, where: {} }, sessionToken })),
        );
        // Whatever changed while the connection was down.
        if (connectedBefore) void refreshFromServer();
        connectedBefore = true;
        return;
      }
      const className = classes[Number(message.requestId) - 1];
      if (className && typeof message.op === 'string' && message.object && typeof message.object === 'object') {
        received(className, message.op, message.object as Json);
      }
    });
    socket.addEventListener('close', () => {
      if (!closed) retry = setTimeout(open, RECONNECT_MS);
    });
  };
  open();
  return () => {
    closed = true;
    clearTimeout(retry);
    socket?.close();
  };
}

/** Starts following the server; returns the function that stops it. */
export function startServerSync(): () => void {
  const settings = serverSettings();
  const url = liveQueryURL();
  if (!settings || !url) return () => {};
  let live: { token: string; stop: () => void } | null = null;

  // Whenever the session the page uses changes, whatever changed it: the owner's session, or this browser's session
  // token (a sign-in or sign-out here or in another tab, or the guest account a first chat or order makes).
  const follow = () => {
    const ownerToken = useAdmin.getState().session?.proof;
    const token = ownerToken ?? serverSession().token;
    if (live?.token === token) return;
    live?.stop();
    // Custom requests are the owner's to read: a shopper's subscription would hear nothing.
    const classes = ownerToken ? [CLASSES.conversation, CLASSES.order, CLASSES.customRequest] : [CLASSES.conversation, CLASSES.order];
    live = token && typeof WebSocket !== 'undefined' ? { token, stop: subscribe(url, settings.appId, token, classes) } : null;
    void refreshFromServer();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void refreshFromServer();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === SERVER_SESSION.key || event.key === null) follow();
  };

  follow();
  const stopToken = onSessionTokenChange(follow);
  const stopSession = useSession.subscribe((s, previous) => s.user !== previous.user && follow());
  const stopAdmin = useAdmin.subscribe((s, previous) => s.session !== previous.session && follow());
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('storage', onStorage);
  return () => {
    stopToken();
    stopSession();
    stopAdmin();
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('storage', onStorage);
    live?.stop();
  };
}
