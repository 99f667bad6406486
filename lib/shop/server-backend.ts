// The backend of a shop built with a shared server (NEXT_PUBLIC_PARSE_SERVER_URL): every record lives on Parse
// Server, which prices orders, decides who reads what and knows the owner by role. The stores keep what is on
// screen: each answer the server gives is written into them, as the browser backend's own writes are.
import { messages } from '@/content/messages';
import { serverRefusals, serverUnanswered, serverUnreachable } from '@/content/server';
import { createCustomOrderRequest } from '@/lib/support/custom-orders';
import { addHelpfulMark, reviewProblem, withReview, type ReviewDraft } from '@/lib/catalogue/reviews';
import { randomId } from '@/lib/util/ids';
import { changedFields, editedFields } from '@/lib/catalogue/product-form';
import { useAdmin } from '@/lib/store/admin';
import { useCatalogue } from '@/lib/store/catalogue';
import { useChat } from '@/lib/store/chat';
import { useCustomOrders } from '@/lib/store/custom-orders';
import { useOrders } from '@/lib/store/orders';
import { useHelpfulMarks } from '@/lib/store/helpful-marks';
import { upsertAccount, useSession } from '@/lib/store/session';
import type { AdminSession, Address, Conversation, CustomOrderRequest, Order, Product, Review, User } from '@/types/shop';
import type { Backend } from './backend';
import { fail, succeed, type ShopResult } from './result';
import { CLASSES, FUNCTIONS, recordOf } from './server-protocol';
import { fetchCatalogue, productOf } from './server-catalogue';
import { request, runFunction, where, type Unreachable } from './server-rest';
import { onSessionRefused, serverSession, setSessionToken, settleWrite, writeKeyFor } from './server-session';
import { useEndedSession } from '@/lib/store/ended-session';

type Json = Record<string, unknown>;

const emptyAddress: Address = { street: '', city: '', state: '', zipCode: '', country: '' };
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function userOf(stored: Json): User {
  return {
    id: text(stored.objectId),
    email: text(stored.email) || text(stored.contactEmail),
    firstName: text(stored.firstName),
    lastName: text(stored.lastName),
    phone: text(stored.phone),
    address: { ...emptyAddress, ...(typeof stored.address === 'object' && stored.address !== null ? (stored.address as Partial<Address>) : {}) },
  };
}

/** The list with `record` in place of the one with its id, or added at the end. */
export const replaceById = <T extends { id: string }>(list: readonly T[], record: T): T[] =>
  list.some((item) => item.id === record.id) ? list.map((item) => (item.id === record.id ? record : item)) : [...list, record];

const keep = {
  order: (order: Order) => useOrders.persisted.save((s) => ({ orders: replaceById(s.orders, order) })),
  conversation: (conversation: Conversation) => useChat.persisted.save((s) => ({ ...s, conversations: replaceById(s.conversations, conversation) })),
  request: (record: CustomOrderRequest) => useCustomOrders.persisted.save((s) => ({ requests: replaceById(s.requests, record) })),
  product: (product: Product) => useCatalogue.persisted.save((s) => ({ products: replaceById(s.products, product) })),
};

/**
 * The server shows nobody a review's author email (the Review class's protected fields), but the stores read a
 * review back only with one: without it a product with reviews is dropped as invalid on the next page load, and
 * its page sends the shopper to /products. Kept blank, as the shop never shows it.
 */
const storedReview = (review: Review): Review => ({ ...review, userEmail: text(review.userEmail) });
const storedProduct = (product: Product): Product => ({ ...product, reviews: product.reviews.map(storedReview) });

const customerToken = () => serverSession().token;
/** Profile saves begun in this page: a read of the account begun before one is not kept over what it saved. */
let profileWrites = 0;
const ownerToken = () => useAdmin.getState().session?.proof ?? null;

async function currentUser(token: string, unreachable?: Unreachable): Promise<ShopResult<User>> {
  const me = await request<Json>('GET', '/users/me', { session: token, unreachable });
  return me.ok ? succeed(userOf(me.value)) : me;
}

/** Ends a session on the server, best effort: nobody waits for it, and a server that cannot be reached keeps it. */
const logOutOnServer = (token: string) => void request('POST', '/logout', { session: token, body: {} });

/**
 * Signed in once the account has been read: a sign-in or sign-up cut off before that keeps no session in this
 * browser (a page that says it could not sign in must not hold one) and ends the one the server made.
 */
async function signedInAs(answer: ShopResult<Json>, unreachable: Unreachable): Promise<ShopResult<User>> {
  if (!answer.ok) return answer;
  const token = text(answer.value.sessionToken);
  const user = await currentUser(token, unreachable);
  if (!user.ok) {
    logOutOnServer(token);
    return user;
  }
  setSessionToken(token);
  await useSession.getState().login(user.value);
  return user;
}

/**
 * The stored session when it is a guest account's, which a guest's next order or chat goes on under. A customer's
 * session held by a browser that shows nobody signed in is never lent to a guest (their order would go into that
 * account and overwrite its name and address): it is dropped and ended on the server. Null when there is none to reuse.
 */
async function storedGuestSession(unreachable: Unreachable): Promise<ShopResult<{ token: string; id: string } | null>> {
  const token = customerToken();
  if (!token) return succeed(null);
  const me = await request<Json>('GET', '/users/me', { session: token, unreachable });
  if (!me.ok && me.failure.kind === 'unavailable') return me;
  if (me.ok && me.value.guest === true) return succeed({ token, id: text(me.value.objectId) });
  if (me.ok) logOutOnServer(token);
  setSessionToken(null);
  return succeed(null);
}

/** A guest's account on the server, made for an order or a chat the way the shop's guest account is. */
async function guestToken(details: Omit<User, 'id'>, purpose: 'order' | 'chat'): Promise<ShopResult<string>> {
  const unreachable: Unreachable = purpose === 'order' ? 'order' : 'other';
  const profile = { contactEmail: details.email, firstName: details.firstName, lastName: details.lastName, phone: details.phone, address: details.address };
  const existing = await storedGuestSession(unreachable);
  if (!existing.ok) return existing;
  if (existing.value) {
    // The guest account a chat made: a guest checkout goes on under it (the conversation stays theirs), with the
    // name and address of the checkout. A chat keeps the account as it is: each conversation has its own name.
    const { token, id } = existing.value;
    if (purpose === 'chat') return succeed(token);
    const saved = await request<Json>('PUT', `/users/${encodeURIComponent(id)}`, { session: token, body: profile, unreachable });
    return saved.ok ? succeed(token) : saved;
  }
  const made = await request<Json>('POST', '/users', {
    body: { username: randomId('guest'), password: `${randomId('pw')}${randomId('pw')}`, guest: true, ...profile },
    unreachable,
  });
  if (!made.ok) return made;
  const token = text(made.value.sessionToken);
  setSessionToken(token);
  return succeed(token);
}

/**
 * The server no longer takes the customer's session `token` (it expired, or they signed out on another device): they
 * are signed out in this browser too and told so (lib/store/ended-session.ts), and what the server gave about them is
 * forgotten. Unlike a sign-out, the cart and what was typed at checkout stay, for when they sign in again. Only the
 * stored session counts: one already replaced (a sign-in meanwhile) ends nothing, and a guest's chat session, with
 * nobody signed in, is only dropped.
 */
async function endedHere(token: string | null): Promise<void> {
  if (token !== customerToken()) return;
  const user = useSession.getState().user;
  setSessionToken(null);
  if (!user) return;
  useEndedSession.getState().report(user.id);
  await useSession.persisted.save((s) => ({ ...s, user: null }));
  await forgetPeopleAfterSignOut();
}

// Whichever request finds the session ended: an order, a chat message, a reload's read, the tab coming back into view.
onSessionRefused((token) => void endedHere(token));

/** The session an order or a chat is made under: the signed-in customer's, or a guest account made for it. */
async function shopperSession(guest: Omit<User, 'id'> | null, purpose: 'order' | 'chat'): Promise<ShopResult<string>> {
  const token = customerToken();
  if (useSession.getState().user) {
    if (token) return succeed(token);
    await endedHere(null);
    return fail({ kind: 'forbidden', message: serverRefusals.sessionExpired });
  }
  return guest ? guestToken(guest, purpose) : fail({ kind: 'forbidden', message: messages.dashboardLoginRequired });
}

const orderOf = (stored: Json) => recordOf<Order>(stored);

/**
 * Keeps the order a status change was answered with. When it was refused because the order changed meanwhile, the
 * order is read again and kept as it now is, so the page shows what the refusal speaks of.
 */
async function keptStatusChange(orderId: string, session: string | null, answer: ShopResult<Json>): Promise<ShopResult<Order>> {
  if (!answer.ok) {
    if (answer.failure.kind === 'conflict') {
      const order = await storedOrder(orderId, session);
      if (order.ok) await keep.order(order.value);
    }
    return answer;
  }
  const order = recordOf<Order>({ ...answer.value, objectId: answer.value.id ?? orderId });
  await keep.order(order);
  return succeed(order);
}

async function storedOrder(id: string, session: string | null): Promise<ShopResult<Order>> {
  const read = await request<Json>('GET', `/classes/${CLASSES.order}/${encodeURIComponent(id)}`, { session, notFound: `Order #${id} is no longer here.` });
  return read.ok ? succeed(orderOf(read.value)) : read;
}

async function findOrderByKey(key: string, session: string): Promise<ShopResult<Order>> {
  const found = await request<{ results: Json[] }>('GET', `/classes/${CLASSES.order}?${where({ clientKey: key })}`, { session, unreachable: 'order' });
  if (!found.ok) return found;
  const [first] = found.value.results;
  return first ? succeed(orderOf(first)) : fail({ kind: 'conflict', message: serverRefusals.orderUnconfirmed });
}

/**
 * The review an earlier attempt posted, found by what it says: its key is hidden from every reader, its author too.
 * The newest of the signed-in author's reviews of the product with the same rating, title and comment.
 */
async function findPostedReview(productId: string, draft: ReviewDraft, session: string | null): Promise<ShopResult<Json>> {
  const userId = useSession.getState().user?.id;
  if (!userId) return fail({ kind: 'conflict', message: serverRefusals.reviewUnconfirmed });
  const found = await request<{ results: Json[] }>('GET', `/classes/${CLASSES.review}?${where({ productId, userId })}&order=-createdAt&limit=100`, { session });
  if (!found.ok) return found;
  const same = found.value.results.find(
    (r) => r.rating === draft.rating && r.title === draft.title.trim() && r.comment === draft.comment.trim(),
  );
  return same ? succeed(same) : fail({ kind: 'conflict', message: serverRefusals.reviewUnconfirmed });
}

function conversationOf(stored: unknown): Conversation {
  return recordOf<Conversation>({ ...(stored as Json), objectId: (stored as Json).id ?? (stored as Json).objectId });
}

/** PostgreSQL leaves empty fields out of an answer: a request not yet quoted has no estimate, which is null. */
const requestOf = (stored: Json) => recordOf<CustomOrderRequest>({ estimatedPrice: null, estimatedTimeline: null, ...stored });

export const serverBackend: Backend = {
  async signUp(form) {
    const email = form.email.trim().toLowerCase();
    return signedInAs(
      await request<Json>('POST', '/users', {
        body: { username: email, email, password: form.password, firstName: form.firstName.trim(), lastName: form.lastName.trim() },
        unreachable: 'signUp',
      }),
      'signUp',
    );
  },

  async signIn(form) {
    const answer = await request<Json>('POST', '/login', { body: { username: form.email.trim().toLowerCase(), password: form.password }, unreachable: 'signIn' });
    if (!answer.ok && answer.failure.kind === 'not-found') return fail({ kind: 'forbidden', message: messages.invalidCredentials });
    return signedInAs(answer, 'signIn');
  },

  async signOut() {
    const token = customerToken();
    // Forgotten first: a session the server had already ended is then not reported as ended (endedHere) by this logout.
    setSessionToken(null);
    if (token) await request('POST', '/logout', { session: token, body: {} });
    await useSession.getState().logout();
    await forgetPeopleAfterSignOut();
    return succeed(null);
  },

  async updateProfile(changes, editedFrom) {
    const user = useSession.getState().user;
    const token = customerToken();
    if (!user || !token) return fail({ kind: 'forbidden', message: messages.dashboardLoginRequired });
    profileWrites += 1;
    const { email: _email, ...editable } = changes;
    // What the fields were when the form opened: the server refuses the edit when another device changed one of
    // them meanwhile (server/cloud: profileFieldsChangedElsewhere).
    const context = editedFrom ? { editedFrom } : undefined;
    const saved = await request<Json>('PUT', `/users/${encodeURIComponent(user.id)}`, { session: token, body: editable, context });
    // Refused as changed elsewhere: the customer is shown the profile as it now is.
    if (!saved.ok && saved.failure.kind !== 'conflict') return saved;
    const stored = await currentUser(token);
    if (stored.ok) await useSession.getState().updateUser(stored.value);
    return saved.ok ? stored : saved;
  },

  async placeOrder(draft, guest, onStored) {
    const signedIn = useSession.getState().user;
    const shopper = await shopperSession(guest, 'order');
    // Nothing of the order has been sent yet (a guest's account comes first): an answer that came too late is not
    // one the shopper need wonder about.
    if (!shopper.ok) return shopper.failure.message === serverUnanswered.order ? fail({ kind: 'unavailable', message: serverUnreachable.order }) : shopper;
    const session = shopper.value;
    const key = writeKeyFor('order', JSON.stringify(draft));
    const created = await request<Json>('POST', `/classes/${CLASSES.order}`, { session, body: { ...draft, clientKey: key }, unreachable: 'order' });
    if (!created.ok && created.failure.kind === 'unavailable') return created;
    settleWrite('order');
    // The same key again: the first attempt did reach the server, and that order is the one placed.
    const placed = created.ok ? await storedOrder(text(created.value.objectId), session) : created.failure.kind === 'conflict' ? await findOrderByKey(key, session) : created;
    if (!placed.ok) {
      // Refused as priced (a price or the stock changed, or this browser's copy of the catalogue was edited): the
      // checkout re-prices from what the server sells now, so the shopper reviews the real figures and may place
      // the order again, instead of being refused the same way until the page is reloaded.
      if (placed.failure.kind === 'invalid') await refreshCatalogue();
      return placed;
    }
    onStored(placed.value);
    await keep.order(placed.value);
    if (!signedIn) {
      const user = await currentUser(session);
      if (user.ok) await useSession.getState().login(user.value);
    }
    return placed;
  },

  async cancelOrder(orderId) {
    const session = customerToken();
    return keptStatusChange(orderId, session, await runFunction<Json>(FUNCTIONS.cancelOrder, { orderId }, { session, notFound: `Order #${orderId} is no longer here.` }));
  },

  async submitReview(productId, draft) {
    const token = customerToken();
    const problem = reviewProblem(draft, useSession.getState().user !== null && token !== null);
    if (problem === messages.reviewLoginRequired) return fail({ kind: 'forbidden', message: problem });
    if (problem) return fail({ kind: 'invalid', message: problem, fields: {} });
    const key = writeKeyFor('review', JSON.stringify([productId, draft]));
    const created = await request<Json>('POST', `/classes/${CLASSES.review}`, { session: token, body: { productId, ...draft, clientKey: key }, unreachable: 'review' });
    if (!created.ok && created.failure.kind === 'unavailable') return created;
    settleWrite('review');
    // The same key again (a conflict): an earlier attempt did reach the shop, and that review is the one posted.
    const read = created.ok
      ? await request<Json>('GET', `/classes/${CLASSES.review}/${text(created.value.objectId)}`, { session: token })
      : created.failure.kind === 'conflict'
        ? await findPostedReview(productId, draft, token)
        : created;
    if (!read.ok) return read;
    const review = storedReview(recordOf<Review>(read.value));
    await useCatalogue.persisted.save((s) => ({ products: s.products.map((p) => (p.id === productId ? withReview(p, review) : p)) }));
    return succeed(review);
  },

  async markHelpful(productId, reviewId) {
    const marked = await runFunction<{ counted: boolean; helpful: number }>(
      FUNCTIONS.markHelpful,
      { reviewId, browserId: serverSession().browserId },
      { session: customerToken() },
    );
    if (!marked.ok) return marked;
    const { counted, helpful } = marked.value;
    await useHelpfulMarks.persisted.save((s) => ({ marks: addHelpfulMark(s.marks, productId, reviewId).marks }));
    await useCatalogue.persisted.save((s) => ({
      products: s.products.map((p) => (p.id === productId ? { ...p, reviews: p.reviews.map((r) => (r.id === reviewId ? { ...r, helpful } : r)) } : p)),
    }));
    return succeed({ counted });
  },

  async startConversation(input) {
    const user = useSession.getState().user;
    const guest = { email: (input.guestEmail ?? '').trim(), firstName: (input.guestName ?? '').trim(), lastName: '', phone: '', address: emptyAddress };
    const shopper = await shopperSession(user ? null : guest, 'chat');
    if (!shopper.ok) return shopper;
    const started = await runFunction<Json>(FUNCTIONS.startConversation, { ...input }, { session: shopper.value });
    if (!started.ok) return started;
    const conversation = conversationOf(started.value);
    if (!user) await useChat.persisted.save((s) => ({ ...s, guestId: conversation.customerId }));
    await keep.conversation(conversation);
    return succeed(conversation);
  },

  async sendMessage(conversationId, content) {
    const messageId = writeKeyFor('message', JSON.stringify([conversationId, content]));
    const sent = await runFunction<Json>(FUNCTIONS.sendMessage, { conversationId, content, messageId }, { session: customerToken(), unreachable: 'message' });
    if (!sent.ok && sent.failure.kind === 'unavailable') return sent;
    settleWrite('message');
    if (!sent.ok) return sent;
    const conversation = conversationOf(sent.value);
    await keep.conversation(conversation);
    return succeed(conversation);
  },

  async markRead(conversationId) {
    const read = await runFunction<Json>(FUNCTIONS.markRead, { conversationId }, { session: customerToken() });
    if (!read.ok) return read;
    await keep.conversation(conversationOf(read.value));
    return succeed(null);
  },

  async submitCustomRequest(fields) {
    const key = writeKeyFor('request', JSON.stringify(fields));
    const created = await request<Json>('POST', `/classes/${CLASSES.customRequest}`, { body: { ...fields, clientKey: key }, unreachable: 'request' });
    if (!created.ok && created.failure.kind === 'unavailable') return created;
    settleWrite('request');
    // The same key again (a conflict): an earlier attempt did reach the shop, and that request is the one sent.
    if (!created.ok && created.failure.kind !== 'conflict') return created;
    // The public may send a request but not read one back: the server's answer and the rules it applied (every
    // request starts pending, unquoted, trimmed: lib/support/custom-orders) make the record.
    const record = created.ok
      ? createCustomOrderRequest(fields, new Date(text(created.value.createdAt)), text(created.value.objectId))
      : createCustomOrderRequest(fields, new Date(), key);
    await keep.request(record);
    return succeed(record);
  },

  async adminSignIn(email, password) {
    const login = await request<Json>('POST', '/login', { body: { username: email.trim().toLowerCase(), password }, unreachable: 'signIn' });
    // A server that cannot be reached, or that asks to wait, says so: only a refused pair reads as one.
    if (!login.ok) return login.failure.kind === 'unavailable' ? login : fail({ kind: 'forbidden', message: messages.invalidCredentials });
    const token = text(login.value.sessionToken);
    const who = await runFunction<{ owner: boolean }>(FUNCTIONS.whoAmI, {}, { session: token, unreachable: 'signIn' });
    if (!who.ok || !who.value.owner) {
      await request('POST', '/logout', { session: token, body: {} });
      return !who.ok && who.failure.kind === 'unavailable' ? who : fail({ kind: 'forbidden', message: messages.invalidCredentials });
    }
    const session: AdminSession = { id: text(login.value.objectId), email: text(login.value.email) || email, name: messages.adminName, role: 'admin', proof: token };
    await useAdmin.getState().login(session);
    return succeed(session);
  },

  async adminSignOut() {
    const token = ownerToken();
    if (token) await request('POST', '/logout', { session: token, body: {} });
    await useAdmin.getState().logout();
    await forgetPeopleAfterSignOut();
    return succeed(null);
  },

  async saveProduct(values, productId, opened) {
    const session = ownerToken();
    const path = productId === null ? `/classes/${CLASSES.product}` : `/classes/${CLASSES.product}/${encodeURIComponent(productId)}`;
    const notFound = `${values.name} is no longer here.`;
    // An edit sends the fields the form changed and what they were when it opened; the server refuses the edit when
    // another device changed one of them meanwhile (server/cloud: fieldsChangedElsewhere).
    const changed = productId !== null && opened ? changedFields(opened, values) : null;
    const body = changed ? editedFields(values, changed) : values;
    const context = changed && opened ? { editedFrom: editedFields(opened, changed) } : undefined;
    const saved = await request<Json>(productId === null ? 'POST' : 'PUT', path, { session, body, context, notFound });
    // Refused as changed elsewhere: the owner is shown the product as it now is.
    if (!saved.ok && saved.failure.kind !== 'conflict') return saved;
    const id = productId ?? text(saved.ok ? saved.value.objectId : '');
    const read = await request<Json>('GET', `/classes/${CLASSES.product}/${encodeURIComponent(id)}`, { session, notFound });
    if (!read.ok) return read;
    const existing = useCatalogue.getState().products.find((p) => p.id === id);
    const product = productOf(read.value, existing?.reviews ?? []);
    await keep.product(product);
    return saved.ok ? succeed(product) : saved;
  },

  async deleteProduct(productId) {
    const deleted = await request('DELETE', `/classes/${CLASSES.product}/${encodeURIComponent(productId)}`, { session: ownerToken() });
    if (!deleted.ok && deleted.failure.kind !== 'not-found') return deleted;
    await useCatalogue.persisted.save((s) => ({ products: s.products.filter((p) => p.id !== productId) }));
    return succeed(null);
  },

  async setOrderStatus(orderId, change) {
    const session = ownerToken();
    return keptStatusChange(orderId, session, await runFunction<Json>(FUNCTIONS.setOrderStatus, { orderId, ...change }, { session, notFound: `Order #${orderId} is no longer here.` }));
  },

  async setCustomRequestStatus(requestId, status) {
    return changeRequest(requestId, { status });
  },

  async setCustomRequestEstimate(requestId, estimate) {
    return changeRequest(requestId, { estimatedPrice: estimate.price, estimatedTimeline: estimate.timeline });
  },

  async reply(conversationId, content) {
    const replied = await runFunction<Json>(FUNCTIONS.reply, { conversationId, content }, { session: ownerToken() });
    if (!replied.ok) return replied;
    const conversation = conversationOf(replied.value);
    await keep.conversation(conversation);
    return succeed(conversation);
  },

  async closeConversation(conversationId) {
    const closed = await runFunction<Json>(FUNCTIONS.closeConversation, { conversationId }, { session: ownerToken() });
    if (!closed.ok) return closed;
    const conversation = conversationOf(closed.value);
    await keep.conversation(conversation);
    return succeed(conversation);
  },
};

async function changeRequest(requestId: string, changes: Json): Promise<ShopResult<CustomOrderRequest>> {
  const session = ownerToken();
  const path = `/classes/${CLASSES.customRequest}/${encodeURIComponent(requestId)}`;
  const saved = await request('PUT', path, { session, body: changes, notFound: 'This request is no longer here.' });
  if (!saved.ok) return saved;
  const read = await request<Json>('GET', path, { session });
  if (!read.ok) return read;
  const record = requestOf(read.value);
  await keep.request(record);
  return succeed(record);
}

/** The catalogue as the server holds it now, into the store. */
async function refreshCatalogue(): Promise<void> {
  const products = await fetchCatalogue();
  if (products) await useCatalogue.persisted.save(() => ({ products: products.map(storedProduct) }));
}

const currentSession = () => ownerToken() ?? customerToken();

/**
 * The signed-in customer's account as the server holds it now (another device may have saved their profile, or a
 * save whose answer came too late may have been made), into the session. An unanswered read leaves what is shown.
 */
async function refreshAccount(): Promise<void> {
  const token = customerToken();
  const signedIn = useSession.getState().user;
  if (!token || !signedIn) return;
  const writes = profileWrites;
  const me = await currentUser(token);
  // Read under a session that has since ended or changed here, or before a save of this page: not kept.
  if (!me.ok || customerToken() !== token || profileWrites !== writes) return;
  const user = me.value;
  await useSession.persisted.save((s) =>
    s.user?.id === user.id && JSON.stringify(s.user) !== JSON.stringify(user) ? { user, accounts: upsertAccount(s.accounts, user) } : s,
  );
}

/** What the server holds that this page shows: the catalogue for everyone, the customer's or the owner's records. */
export async function refreshFromServer(): Promise<void> {
  await Promise.all([refreshCatalogue(), refreshAccount()]);
  const session = currentSession();
  if (!session) return;
  const [orders, conversations] = await Promise.all([
    request<{ results: Json[] }>('GET', `/classes/${CLASSES.order}?limit=10000&order=-createdAt`, { session }),
    request<{ results: Json[] }>('GET', `/classes/${CLASSES.conversation}?limit=10000&order=-updatedAt`, { session }),
  ]);
  // Read under a session that has since ended here (a sign-out while the answers were on their way, or the server
  // answering that it no longer takes it: endedHere): not kept.
  if (currentSession() !== session) return;
  if (orders.ok) await useOrders.persisted.save(() => ({ orders: orders.value.results.map(orderOf) }));
  if (conversations.ok) await useChat.persisted.save((s) => ({ ...s, conversations: conversations.value.results.map((c) => recordOf<Conversation>(c)) }));
  if (session === ownerToken()) {
    const requests = await request<{ results: Json[] }>('GET', `/classes/${CLASSES.customRequest}?limit=10000&order=-createdAt`, { session });
    if (requests.ok && currentSession() === session) await useCustomOrders.persisted.save(() => ({ requests: requests.value.results.map(requestOf) }));
  }
}

/**
 * After either sign-out: what the server gave this browser about people is forgotten (orders, conversations and
 * custom requests, everyone's when it was the owner's session, and the accounts' details), so the next person at a
 * shared computer finds none of it on screen or in storage. The cart and the catalogue stay. A session still held
 * here (the owner's, or a customer's beside it) then reads again what it may see.
 */
async function forgetPeopleAfterSignOut(): Promise<void> {
  await Promise.all([
    useOrders.getState().clear(),
    useChat.getState().clear(),
    useCustomOrders.getState().clear(),
    useSession.getState().forgetOtherAccounts(),
  ]);
  if (currentSession()) await refreshFromServer();
}
