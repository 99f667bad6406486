// The backend of the static shop: every record in this browser's localStorage, through the persisted stores. It
// keeps today's keys and shapes (customOrders stays a plain list) and answers with what storage now holds.
import { notSaved } from '@/content/storage';
import { chatText } from '@/content/chat';
import { orderStatusCopy } from '@/content/orders';
import { productsCopy } from '@/content/admin';
import { adminSessionFor, configuredAdminCredential, proveAdminCredentials } from '@/lib/admin/auth';
import { accountIdsFor, signIn, signUp } from '@/lib/accounts/auth';
import { timestampId } from '@/lib/util/ids';
import { stampOrder } from '@/lib/orders/build-order';
import { editableValues, editedFields, newProduct, productEdit } from '@/lib/catalogue/product-form';
import { profileFieldsChangedElsewhere, profileValuesOf, type ProfileValueKey } from '@/lib/accounts/profile';
import { profileChangedElsewhere } from '@/content/account';
import { createGuestUser } from '@/lib/accounts/users';
import { reverifiedReviews } from '@/lib/catalogue/review-verification';
import { useAdmin } from '@/lib/store/admin';
import { useCatalogue } from '@/lib/store/catalogue';
import { useChat } from '@/lib/store/chat';
import { useCustomOrders, type RequestChangeOutcome } from '@/lib/store/custom-orders';
import { useOrders } from '@/lib/store/orders';
import { useHelpfulMarks } from '@/lib/store/helpful-marks';
import { submitReview } from '@/lib/store/reviews';
import { useSession } from '@/lib/store/session';
import { rememberPlacedOrder } from '@/lib/store/placed-order';
import { messages } from '@/content/messages';
import type { Conversation, CustomOrderRequest } from '@/types/shop';
import type { Backend } from './backend';
import { fail, invalid, succeed, type ShopResult } from './result';

const unavailable = (message: string) => fail({ kind: 'unavailable', message });
const notFound = (what: string) => fail({ kind: 'not-found', message: `${what} is no longer here.` });

function storedConversation(id: string): ShopResult<Conversation> {
  const conversation = useChat.getState().conversations.find((c) => c.id === id);
  return conversation ? succeed(conversation) : notFound('This conversation');
}

function requestChange(outcome: RequestChangeOutcome): ShopResult<CustomOrderRequest> {
  if (outcome.ok) return succeed(outcome.request);
  if (outcome.problem === 'refused') return fail({ kind: 'conflict', message: outcome.reason });
  return outcome.problem === 'not-found' ? notFound('This request') : unavailable(notSaved.change);
}

/** The verified marks of the reviews by the shopper behind `userId` (any of their accounts here), after an order change. */
async function reverifyReviewsOf(userId: string): Promise<void> {
  const { accounts } = useSession.getState();
  const account = accounts.find((a) => a.id === userId);
  const ids = account ? accountIdsFor(account, accounts) : [userId];
  const { orders } = useOrders.getState();
  await useCatalogue.persisted.save((s) => {
    let changed = false;
    const products = s.products.map((product) => {
      const reviews = reverifiedReviews(product.reviews, orders, ids);
      if (reviews === product.reviews) return product;
      changed = true;
      return { ...product, reviews: [...reviews] };
    });
    return changed ? { ...s, products } : s;
  });
}

export const browserBackend: Backend = {
  async signUp(form) {
    const session = useSession.getState();
    const user = signUp(session.accounts, form, { now: Date.now() });
    const outcome = await session.login(user);
    return outcome.saved ? succeed(user) : unavailable(notSaved.change);
  },

  async signIn(form) {
    const session = useSession.getState();
    const user = signIn(session.accounts, form, { now: Date.now() });
    // Signing in works for this visit even when it cannot be remembered, as before: the notice says so.
    await session.login(user);
    return succeed(user);
  },

  async signOut() {
    await useSession.getState().logout();
    return succeed(null);
  },

  async updateProfile(changes, editedFrom) {
    const session = useSession.getState();
    if (!session.user) return fail({ kind: 'forbidden', message: messages.dashboardLoginRequired });
    // Checked against the account as stored when the change is written: another tab may have saved it meanwhile.
    let clashes: ProfileValueKey[] = [];
    const outcome = await session.updateUser(changes, (stored) => (clashes = editedFrom ? profileFieldsChangedElsewhere(editedFrom, stored, changes) : []).length > 0);
    const user = useSession.getState().user;
    if (clashes.length > 0 && user) return fail({ kind: 'conflict', message: profileChangedElsewhere(clashes, profileValuesOf(user)) });
    return outcome.saved && user ? succeed(user) : unavailable(notSaved.profile);
  },

  async placeOrder(draft, guest, onStored) {
    const signedIn = useSession.getState().user;
    // A guest who chatted first checks out under the chat's guest id, so their conversations stay theirs; the
    // browser's next guest chats under a new one.
    const chatGuestId = useChat.getState().guestId;
    const customer = signedIn ?? (guest ? { ...createGuestUser(guest, Date.now()), ...(chatGuestId ? { id: chatGuestId } : {}) } : null);
    if (!customer) return fail({ kind: 'forbidden', message: messages.dashboardLoginRequired });
    // The order is saved and read back before the guest account: nothing else changes when it cannot be.
    const placed = await useOrders.getState().placeOrder((id) => stampOrder({ ...draft, userId: customer.id }, id, new Date()), Date.now());
    if (!placed.saved) return unavailable(notSaved.order);
    onStored(placed.order);
    rememberPlacedOrder(placed.order.id, signedIn ? null : customer);
    if (!signedIn) {
      await useSession.getState().login(customer);
      if (customer.id === chatGuestId) await useChat.persisted.save((s) => (s.guestId === chatGuestId ? { ...s, guestId: null } : s));
    }
    return succeed(placed.order);
  },

  async cancelOrder(orderId) {
    const cancelled = await useOrders.getState().cancelOrder(orderId);
    const order = useOrders.getState().orders.find((o) => o.id === orderId);
    if (!order) return notFound(`Order #${orderId}`);
    if (cancelled) {
      await reverifyReviewsOf(order.userId);
      return succeed(order);
    }
    return order.status === 'cancelled' || !['pending', 'processing'].includes(order.status)
      ? fail({ kind: 'conflict', message: orderStatusCopy.tooLateToCancel(orderId) })
      : unavailable(notSaved.change);
  },

  async submitReview(productId, draft) {
    const result = await submitReview(productId, draft);
    if (result.ok) return succeed(result.review);
    if ('notSaved' in result) return unavailable(notSaved.review);
    return result.error === messages.reviewLoginRequired
      ? fail({ kind: 'forbidden', message: result.error })
      : invalid(result.error);
  },

  async markHelpful(productId, reviewId) {
    const counted = await useHelpfulMarks.getState().markHelpful(productId, reviewId);
    return succeed({ counted });
  },

  async startConversation(input) {
    const started = await useChat.getState().startConversation(input);
    if (!started.ok) return started.problem === 'refused' ? invalid(messages.fillAllFields) : unavailable(notSaved.message);
    return storedConversation(started.value);
  },

  async sendMessage(conversationId, content) {
    const sent = await useChat.getState().sendMessage(conversationId, content);
    if (!sent.ok) {
      return sent.problem === 'refused'
        ? fail({ kind: 'conflict', message: chatText.errors.notSent })
        : unavailable(notSaved.message);
    }
    return storedConversation(conversationId);
  },

  async markRead(conversationId) {
    await useChat.getState().markMessagesRead(conversationId);
    return succeed(null);
  },

  async submitCustomRequest(fields) {
    const submitted = await useCustomOrders.getState().submitRequest(fields);
    if (submitted.ok) return succeed(submitted.request);
    return submitted.problem === 'invalid' ? invalid('Please check the fields marked in red.') : unavailable(notSaved.customRequest);
  },

  async adminSignIn(email, password) {
    const proof = await proveAdminCredentials(email, password);
    if (!proof || !configuredAdminCredential) return fail({ kind: 'forbidden', message: messages.invalidCredentials });
    const session = adminSessionFor(configuredAdminCredential, proof);
    await useAdmin.getState().login(session);
    return succeed(session);
  },

  async adminSignOut() {
    await useAdmin.getState().logout();
    return succeed(null);
  },

  async saveProduct(values, productId, opened) {
    const catalogue = useCatalogue.getState();
    if (productId !== null) {
      const current = catalogue.products.find((p) => p.id === productId);
      if (!current) return notFound(values.name);
      const edit = opened ? productEdit(opened, editableValues(current), values) : { ok: true as const, values, changed: null };
      if (!edit.ok) return fail({ kind: 'conflict', message: productsCopy.changedElsewhere(current.name, edit.changedElsewhere) });
      const outcome = await catalogue.updateProduct(productId, edit.changed ? editedFields(edit.values, edit.changed) : values);
      const product = useCatalogue.getState().products.find((p) => p.id === productId);
      if (!outcome.saved) return unavailable(notSaved.product);
      return product ? succeed(product) : notFound(values.name);
    }
    const product = newProduct(timestampId(Date.now(), catalogue.products.map((p) => p.id)), values);
    const outcome = await catalogue.addProduct(product);
    return outcome.saved ? succeed(product) : unavailable(notSaved.product);
  },

  async deleteProduct(productId) {
    const outcome = await useCatalogue.getState().deleteProduct(productId);
    return outcome.saved ? succeed(null) : unavailable(notSaved.change);
  },

  async setOrderStatus(orderId, change) {
    if (!useOrders.getState().orders.some((o) => o.id === orderId)) return notFound(`Order #${orderId}`);
    const outcome = await useOrders.getState().updateStatus(orderId, change);
    const order = useOrders.getState().orders.find((o) => o.id === orderId);
    if (!outcome.saved) return unavailable(notSaved.change);
    if (!order) return notFound(`Order #${orderId}`);
    if (change.from === 'cancelled') await reverifyReviewsOf(order.userId);
    return order.status === change.to ? succeed(order) : fail({ kind: 'conflict', message: orderStatusCopy.changedElsewhere(orderId, order.status) });
  },

  async setCustomRequestStatus(requestId, status) {
    return requestChange(await useCustomOrders.getState().setRequestStatus(requestId, status));
  },

  async setCustomRequestEstimate(requestId, estimate) {
    return requestChange(await useCustomOrders.getState().setEstimate(requestId, estimate));
  },

  async reply(conversationId, content) {
    const replied = await useChat.getState().adminReply(conversationId, content);
    if (!replied.ok) {
      return replied.problem === 'refused'
        ? fail({ kind: 'conflict', message: 'This conversation is closed or the reply is empty.' })
        : unavailable(notSaved.message);
    }
    return storedConversation(conversationId);
  },

  async closeConversation(conversationId) {
    await useChat.getState().closeConversation(conversationId);
    const stored = storedConversation(conversationId);
    return stored.ok && stored.value.status !== 'closed' ? unavailable(notSaved.change) : stored;
  },
};
