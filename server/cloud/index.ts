// The shop's rules on the server. Every trigger and function here applies the same lib/ functions the browser
// uses (pricing, chat, reviews, custom requests), so the server is the authority without a second copy of a rule.
// server/start.mjs bundles this file with esbuild and hands Parse's SDK object to registerCloudCode.
import { seedProducts } from '@/content/products';
import { messages } from '@/content/messages';
import { addAdminReply, AUTO_REPLY_DELAY_MS, closeConversation, deliverAutoReply, markRead, sendCustomerMessage, startConversation, validateNewConversation } from '@/lib/chat/conversations';
import { canCancel } from '@/lib/orders/customer-orders';
import { createCustomOrderRequest, validateCustomOrder, type CustomOrderFields } from '@/lib/support/custom-orders';
import { parseEstimate, statusChangeProblem } from '@/lib/support/custom-request-status';
import { randomId } from '@/lib/util/ids';
import { checkOrder } from '@/lib/orders/order-check';
import { checkStoredProduct } from '@/lib/catalogue/product-check';
import { editableValues, fieldsChangedElsewhere } from '@/lib/catalogue/product-form';
import { isRecord } from '@/lib/store/stored-values';
import { reverifiedReviews } from '@/lib/catalogue/review-verification';
import { productRefusals } from '@/content/server';
import { isOrderStatus, isSettableStatus, statusChangeRefusal } from '@/lib/orders/order-status';
import { chatText } from '@/content/chat';
import { orderStatusCopy } from '@/content/orders';
import { productsCopy } from '@/content/admin';
import { authErrors } from '@/content/auth-errors';
import { PASSWORD_MIN_LENGTH } from '@/lib/limits';
import type { OrderDraft } from '@/lib/orders/build-order';
import { profileFieldsChangedElsewhere, profileValuesOf, validateAccount, type ProfileForm } from '@/lib/accounts/profile';
import { profileChangedElsewhere } from '@/content/account';
import { averageRating, isRating, isVerifiedPurchase, reviewerName, reviewProblem } from '@/lib/catalogue/reviews';
import { ADMIN_ROLE, CLASSES, ERROR_CODES, FUNCTIONS, recordOf } from '@/lib/shop/server-protocol';
import { CUSTOM_REQUEST_STATUSES, type Conversation, type CustomOrderRequest, type CustomRequestStatus, type Order, type OrderStatus, type Product, type Review } from '@/types/shop';
import type { FunctionRequest, ParseObject, ParseSdk, ParseUser, TriggerRequest } from './parse-api';
import { REVISIONED, SERVER_CLASSES, type RevisionedClass } from './schema';

export { classDefinitions, REVISIONED } from './schema';
export { rateLimits } from './rate-limits';
export { ROUTE_ALLOW_LIST } from './routes';

/** Parse Server's `passwordPolicy`: an account's password, at sign-up or changed, has PASSWORD_MIN_LENGTH characters or more. */
export const PASSWORD_POLICY = {
  validatorCallback: (password: string) => [...password].length >= PASSWORD_MIN_LENGTH,
  validationError: authErrors.passwordTooShort,
};

const master = { useMasterKey: true };

/** The key a browser sends an order, a request or a review under (lib/shop/server-session.ts writeKeyFor), unique on the server. */
const isClientKey = (value: unknown): value is string => typeof value === 'string' && value.length >= 8 && value.length <= 100;

export function registerCloudCode(Parse: ParseSdk): void {
  const refuse = (code: number, message: string) => new Parse.Error(code, message);
  const forbidden = (message = 'You are not allowed to do that.') => refuse(ERROR_CODES.forbidden, message);
  const invalid = (message: string) => refuse(ERROR_CODES.invalid, message);
  const conflict = (message: string) => refuse(ERROR_CODES.conflict, message);
  const notFound = (message: string) => refuse(ERROR_CODES.notFound, message);

  const fieldsOf = <T>(object: ParseObject): T => recordOf<T>(object.toJSON());

  async function isOwner(user: ParseUser | undefined): Promise<boolean> {
    if (!user?.id) return false;
    const role = await new Parse.Query('_Role').equalTo('name', ADMIN_ROLE).first(master);
    if (!role) return false;
    return (await role.relation('users').query().equalTo('objectId', user.id).count(master)) > 0;
  }

  async function requireOwner(request: { user?: ParseUser; master: boolean }): Promise<void> {
    if (request.master) return;
    if (!(await isOwner(request.user))) throw forbidden(messages.invalidCredentials);
  }

  function requireUser(request: { user?: ParseUser }): ParseUser {
    if (!request.user) throw refuse(ERROR_CODES.invalidSession, messages.dashboardLoginRequired);
    return request.user;
  }

  /**
   * The server numbers every record a client creates. Parse lets a client choose the objectId (allowCustomObjectId,
   * which the server's own seed and conversation ids need), and a chosen one is an order number the owner did not
   * give, or an account id such as '*' that its ACLs would read as "everyone".
   */
  function refuseChosenId(request: TriggerRequest): void {
    if (!request.master && !request.original && request.object.id !== undefined) throw invalid('The server numbers new records itself.');
  }

  const customerAndOwner = (userId: string) => {
    const acl = new Parse.ACL();
    acl.setReadAccess(userId, true);
    acl.setRoleReadAccess(ADMIN_ROLE, true);
    acl.setRoleWriteAccess(ADMIN_ROLE, true);
    return acl;
  };

  const ownerOnly = () => {
    const acl = new Parse.ACL();
    acl.setRoleReadAccess(ADMIN_ROLE, true);
    acl.setRoleWriteAccess(ADMIN_ROLE, true);
    return acl;
  };

  const publicRead = () => {
    const acl = new Parse.ACL();
    acl.setPublicReadAccess(true);
    acl.setRoleWriteAccess(ADMIN_ROLE, true);
    return acl;
  };

  // Changes that read a record and write it back whole (a conversation, a product's review count) run one at a time
  // per record within this instance, so they seldom have to start again. What keeps them right when several
  // instances share the database is below: the conversation's revisions and the recount's second look.
  const queues = new Map<string, Promise<unknown>>();
  function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const next = (queues.get(key) ?? Promise.resolve()).then(work);
    const settled = next.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return next;
  }

  /** The products an order names, as stored now (a product's objectId is its id). */
  async function productsOf(draft: OrderDraft): Promise<Product[]> {
    const ids = Array.isArray(draft.items) ? [...new Set(draft.items.map((item) => String(item?.productId ?? '')))] : [];
    if (ids.length === 0) return [];
    const stored = await new Parse.Query(CLASSES.product).containedIn('objectId', ids).limit(ids.length).find(master);
    return stored.map((object) => ({ ...fieldsOf<Product>(object), reviews: [] }));
  }

  const userName = (user: ParseUser) =>
    reviewerName({ firstName: String(user.get('firstName') ?? ''), lastName: String(user.get('lastName') ?? ''), email: String(user.get('email') ?? user.get('username') ?? '') });

  // A change that reads a record and writes it back first claims the revision it makes: a RevisionClaim whose
  // objectId names the record and the revision, which the database takes once. Of two changes made from the same
  // read, only the first to claim writes. A written revision's claim is kept: were it given back, a change still
  // holding a read from before that revision could claim it and write its stale copy over the newer one (a message
  // lost), and every later change would find the next revision taken (seen with two instances under load).
  // A claim is given up after a while, so that a change that died cannot block the record; a change whose write
  // was only slow is then stopped by the database, which refuses any write that does not make the next revision
  // (schema.ts, REVISIONED), and reads again.
  /** A claim recorded this long ago belongs to a change that has written, died or stalled: a colliding claim gives it up. */
  const ABANDONED_CLAIM_MS = 10_000;
  const claimId = (className: string, recordId: string, revision: number) => `${className}-${recordId}-r${revision}`;

  /** True when this call is the one to write `revision` of the record. */
  async function claimRevision(className: string, recordId: string, revision: number): Promise<boolean> {
    const claim = new (Parse.Object.extend(SERVER_CLASSES.revisionClaim))();
    const objectId = claimId(className, recordId, revision);
    claim.set({ objectId, record: `${className}/${recordId}`, revision });
    claim.setACL(new Parse.ACL());
    try {
      await claim.save(null, master);
      return true;
    } catch (error) {
      if ((error as { code?: number }).code !== ERROR_CODES.duplicate) throw error;
      const taken = await new Parse.Query(SERVER_CLASSES.revisionClaim).get(objectId, master).catch(() => undefined);
      if (taken?.createdAt && Date.now() - taken.createdAt.getTime() > ABANDONED_CLAIM_MS) await taken.destroy(master).catch(() => undefined);
      return false;
    }
  }

  /** True when the record's stored revision has reached `revision`: another change wrote it, this one's read is stale. */
  async function revisionWritten(className: RevisionedClass, recordId: string, revision: number): Promise<boolean> {
    const { revision: field } = REVISIONED.find((record) => record.className === className)!;
    const stored = await new Parse.Query(className).get(recordId, master).catch(() => undefined);
    return Number(stored?.get(field) ?? 0) >= revision;
  }

  /** Gives a claim back: its change was not written, so the revision is still free to make. */
  async function releaseClaim(className: string, recordId: string, revision: number): Promise<void> {
    await new Parse.Query(SERVER_CLASSES.revisionClaim)
      .get(claimId(className, recordId, revision), master)
      .then((claim) => claim.destroy(master))
      .catch(() => undefined);
  }

  /**
   * Writes the order's new status under a claim on its next status revision: the owner's status change and a
   * customer's cancelling both read the status first, and without the claim both would be written (a shipped order
   * cancelled). The change that loses is refused with `refusal`.
   */
  async function writeStatus(order: ParseObject, status: OrderStatus, refusal: string): Promise<void> {
    const orderId = order.id as string;
    const revision = Number(order.get('statusRevision') ?? 0) + 1;
    if (!(await claimRevision(CLASSES.order, orderId, revision))) throw conflict(refusal);
    order.set({ status, statusRevision: revision });
    try {
      await order.save(null, master);
    } catch (error) {
      if (await revisionWritten(CLASSES.order, orderId, revision)) throw conflict(refusal);
      await releaseClaim(CLASSES.order, orderId, revision);
      throw error;
    }
  }

  /** The order as its customer and the owner read it: how the server orders status changes is its own business. */
  function orderFields(order: ParseObject): Order {
    const { statusRevision: _revision, ...fields } = fieldsOf<Order & { statusRevision?: number }>(order);
    return fields;
  }

  // Orders: priced by the server, readable by their customer and the owner. Once placed, an order changes only
  // through the two functions below, which claim the status they write: the customer's cancelling, and the owner's
  // status change made from the status the owner was shown.
  Parse.Cloud.beforeSave(CLASSES.order, async (request: TriggerRequest) => {
    if (request.master) return;
    const order = request.object;
    if (request.original) throw forbidden('An order changes only by being cancelled by its customer or moved along by the owner.');
    refuseChosenId(request);
    const user = requireUser(request);
    const clientKey = order.get('clientKey');
    if (!isClientKey(clientKey)) throw invalid('An order needs its key.');
    // Only the card's last four digits are ever kept (lib/orders/build-order.ts), whatever a client puts in their place.
    const last4 = order.get('cardLast4');
    if (last4 !== undefined && !(typeof last4 === 'string' && /^\d{4}$/.test(last4))) throw invalid('Only the last four digits of a card are kept.');
    // An `id` field from the client would become the objectId when set back on the order: it is left out.
    const { id: _id, ...draft } = fieldsOf<OrderDraft & { id?: unknown }>(order);
    const checked = checkOrder(draft, await productsOf(draft));
    if (!checked.ok) throw invalid(checked.message);
    const { userId: _fromClient, ...priced } = checked.order;
    // The status revision starts at 0 whatever the client sent: it orders the status changes (writeStatus).
    order.set({ ...priced, userId: user.id, status: 'pending', clientKey, statusRevision: 0 });
    order.setACL(customerAndOwner(user.id as string));
  });

  Parse.Cloud.define(FUNCTIONS.cancelOrder, async (request: FunctionRequest) => {
    const user = requireUser(request);
    const orderId = String(request.params.orderId ?? '');
    const order = await new Parse.Query(CLASSES.order).get(orderId, { sessionToken: user.getSessionToken() }).catch(() => undefined);
    if (!order || order.get('userId') !== user.id) throw notFound(`Order #${orderId} is no longer here.`);
    const tooLate = orderStatusCopy.tooLateToCancel(orderId);
    if (!canCancel(order.get('status') as never)) throw conflict(tooLate);
    await writeStatus(order, 'cancelled', tooLate);
    await reverifyReviews(user.id as string, fieldsOf<Order>(order).items.map((item) => item.productId));
    return orderFields(order);
  });

  /** A customer's reviews of these products, marked verified again from their orders as they are now. */
  async function reverifyReviews(userId: string, productIds: string[]): Promise<void> {
    const stored = await new Parse.Query(CLASSES.review).equalTo('userId', userId).containedIn('productId', productIds).limit(10_000).find(master);
    if (stored.length === 0) return;
    const orders = (await new Parse.Query(CLASSES.order).equalTo('userId', userId).limit(10_000).find(master)).map((o) => fieldsOf<Order>(o));
    const reviews = stored.map((object) => fieldsOf<Review>(object));
    const next = reverifiedReviews(reviews, orders, [userId]);
    for (const [n, object] of stored.entries()) {
      if (next[n] === reviews[n]) continue;
      object.set('verified', next[n].verified);
      await object.save(null, master);
    }
  }

  Parse.Cloud.define(FUNCTIONS.setOrderStatus, async (request: FunctionRequest) => {
    await requireOwner(request);
    const orderId = String(request.params.orderId ?? '');
    const { from, to } = request.params;
    if (!isOrderStatus(from) || !isSettableStatus(to)) throw invalid('Unknown order status.');
    const order = await new Parse.Query(CLASSES.order).get(orderId, master).catch(() => undefined);
    if (!order) throw notFound(`Order #${orderId} is no longer here.`);
    const current = order.get('status') as OrderStatus;
    const refusal = statusChangeRefusal(orderId, { from, to }, current);
    if (refusal) throw conflict(refusal);
    // Refused when another change claims the same revision first, before what it writes is known.
    if (current !== to) await writeStatus(order, to, orderStatusCopy.changedElsewhere(orderId));
    // A cancelled order the owner takes up again is a purchase again.
    if (current === 'cancelled') await reverifyReviews(String(order.get('userId')), fieldsOf<Order>(order).items.map((item) => item.productId));
    return orderFields(order);
  });

  /** The account as the profile page edits it (a field it does not have reads blank), and its email. */
  function accountFields(user: ParseObject): ProfileForm & { email: string } {
    const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
    const address = (user.get('address') ?? {}) as Record<string, unknown>;
    return {
      firstName: text(user.get('firstName')),
      lastName: text(user.get('lastName')),
      phone: text(user.get('phone')),
      country: text(address.country),
      street: text(address.street),
      city: text(address.city),
      state: text(address.state),
      zipCode: text(address.zipCode),
      email: text(user.get('email') ?? user.get('contactEmail')),
    };
  }

  // Accounts: Parse signs them up and keeps them private (enforcePrivateUsers); the server gives their ids.
  Parse.Cloud.beforeSave('_User', (request: TriggerRequest) => {
    refuseChosenId(request);
    if (request.master) return;
    // Each account reads and writes only itself, whatever ACL a client sends: one open to everyone would let anyone
    // set its password. A new account's id is not known yet; Parse adds the account to an empty ACL when it is made.
    const ownAcl = new Parse.ACL();
    if (request.original) {
      ownAcl.setReadAccess(request.object.id as string, true);
      ownAcl.setWriteAccess(request.object.id as string, true);
    }
    request.object.setACL(ownAcl);
    // A guest account (made for a guest's order or chat) stays one, and a customer's account never becomes one:
    // a guest chats under the name and email they give, a customer under their account's.
    if (request.original && request.object.dirtyKeys().includes('guest')) throw forbidden('An account cannot change what kind it is.');
    // An account keeps the address it signed up under, as the profile page does. Parse would otherwise answer a
    // change to a taken address apart from one to a free address: a test of who has an account, unlimited.
    const original = request.original;
    if (original && (['email', 'username'] as const).some((field) => request.object.get(field) !== original.get(field))) {
      throw forbidden('An account’s email address cannot be changed.');
    }
    // An edit from the profile form says what the fields it changed were when it opened: one that another device
    // changed meanwhile to something else is not overwritten unseen (the static shop's rule between tabs).
    const editedFrom = request.context?.editedFrom;
    if (original && isRecord(editedFrom)) {
      const stored = original.toJSON();
      const edited = Object.fromEntries(Object.keys(editedFrom).map((key) => [key, request.object.get(key)]));
      const clashes = profileFieldsChangedElsewhere(editedFrom, stored, edited);
      if (clashes.length > 0) throw conflict(profileChangedElsewhere(clashes, profileValuesOf(stored)));
    }
    const errors = validateAccount(accountFields(request.object), request.object.get('guest') === true);
    const [problem] = Object.values(errors);
    if (problem) throw invalid(problem);
  });

  // Reviews: written by a signed-in customer, verified when they bought the product, counted on the product.
  Parse.Cloud.beforeSave(CLASSES.review, async (request: TriggerRequest) => {
    if (request.master) return;
    if (request.original) throw forbidden();
    refuseChosenId(request);
    const user = requireUser(request);
    const review = request.object;
    // The browser's key for this review: a retry of it (a late answer) is refused as a duplicate, not posted twice.
    const clientKey = review.get('clientKey');
    if (clientKey !== undefined && !isClientKey(clientKey)) throw invalid('A review needs its key.');
    const draft = { rating: review.get('rating') as number, title: String(review.get('title') ?? ''), comment: String(review.get('comment') ?? '') };
    const problem = reviewProblem(draft, true);
    if (problem !== null || !isRating(draft.rating)) throw invalid(problem ?? messages.fillAllFields);
    const productId = String(review.get('productId') ?? '');
    const product = await new Parse.Query(CLASSES.product).get(productId, master).catch(() => undefined);
    if (!product) throw notFound('This product is no longer sold.');
    // The customer's orders, checked here with the shop's rule: a query on a field inside the items array
    // (items.productId) never matches on PostgreSQL, where Parse reads it as a field of an object.
    const orders = await new Parse.Query(CLASSES.order).equalTo('userId', user.id).limit(10_000).find(master);
    const verified = isVerifiedPurchase(orders.map((order) => fieldsOf<Order>(order)), [user.id as string], productId);
    review.set({
      productId,
      userId: user.id,
      userName: userName(user),
      userEmail: String(user.get('email') ?? ''),
      rating: draft.rating,
      title: draft.title.trim(),
      comment: draft.comment.trim(),
      verified,
      helpful: 0,
    });
    review.setACL(publicRead());
  });

  async function reviewFigures(productId: string): Promise<{ averageRating: number; totalReviews: number }> {
    const reviews = await new Parse.Query(CLASSES.review).equalTo('productId', productId).limit(10_000).find(master);
    return { averageRating: averageRating(reviews.map((r) => Number(r.get('rating')))), totalReviews: reviews.length };
  }

  /**
   * The product's average and count, from its reviews. Two recounts at once (two reviews, or two server instances)
   * may finish in either order, so each reads the reviews again after writing and writes again if they changed:
   * the last to finish always leaves the figures of every review.
   */
  const recountReviews = (productId: string): Promise<void> =>
    oneAtATime(`${CLASSES.product}:${productId}`, async () => {
      let figures = await reviewFigures(productId);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const product = await new Parse.Query(CLASSES.product).get(productId, master).catch(() => undefined);
        if (!product) return;
        product.set(figures);
        await product.save(null, master);
        const now = await reviewFigures(productId);
        if (now.averageRating === figures.averageRating && now.totalReviews === figures.totalReviews) return;
        figures = now;
      }
    });

  Parse.Cloud.afterSave(CLASSES.review, async (request: TriggerRequest) => {
    // A helpful mark leaves the ratings as they were: only a new review, or one whose rating changed, is counted.
    if (request.original && request.original.get('rating') === request.object.get('rating')) return;
    await recountReviews(String(request.object.get('productId')));
  });

  Parse.Cloud.define(FUNCTIONS.markHelpful, async (request: FunctionRequest) => {
    const reviewId = String(request.params.reviewId ?? '');
    const browserId = String(request.params.browserId ?? '');
    const voter = request.user?.id ? `user:${request.user.id}` : /^[\w-]{8,100}$/.test(browserId) ? `browser:${browserId}` : null;
    if (!voter) throw invalid('A helpful mark needs a browser id.');
    const review = await new Parse.Query(CLASSES.review).get(reviewId, master).catch(() => undefined);
    if (!review) throw notFound('This review is no longer here.');
    const mark = new (Parse.Object.extend(CLASSES.helpfulMark))();
    mark.set({ objectId: randomId('h'), reviewId, voter });
    mark.setACL(new Parse.ACL());
    try {
      await mark.save(null, master);
    } catch (error) {
      if ((error as { code?: number }).code === ERROR_CODES.duplicate) return { counted: false, helpful: review.get('helpful') };
      throw error;
    }
    review.increment('helpful');
    await review.save(null, master);
    return { counted: true, helpful: review.get('helpful') };
  });

  // Products: public, changed by the owner (the class-level permissions), held to the product form's rules here;
  // their rating is counted from their reviews (recountReviews), never written by a client.
  Parse.Cloud.beforeSave(CLASSES.product, (request: TriggerRequest) => {
    if (request.master) return;
    const product = request.object;
    if (request.original && product.dirtyKeys().some((key) => key === 'averageRating' || key === 'totalReviews')) throw forbidden(productRefusals.ratingCounted);
    // An edit from the product form says what the fields it changed were when it opened: one that another device
    // changed meanwhile to something else is not overwritten unseen (the static shop's rule between tabs).
    const editedFrom = request.context?.editedFrom;
    if (request.original && isRecord(editedFrom)) {
      const edited = Object.fromEntries(Object.keys(editedFrom).map((key) => [key, product.get(key)]));
      const clashes = fieldsChangedElsewhere(editedFrom, editableValues(fieldsOf<Product>(request.original)), edited);
      if (clashes.length > 0) throw conflict(productsCopy.changedElsewhere(String(request.original.get('name')), clashes));
    }
    const checked = checkStoredProduct(fieldsOf<Record<string, unknown>>(product));
    if (!checked.ok) throw invalid(checked.error);
    product.set(checked.values);
    if (!request.original) product.set({ averageRating: 0, totalReviews: 0 });
    product.setACL(publicRead());
  });

  // Custom requests: anyone sends one (pending, no estimate); the owner quotes and moves it along.
  // Custom requests are the owner's to read. Their class lets every signed-in session find (schema.ts: LiveQuery
  // checks a subscription against it without the subscriber's roles), so the owner's role is checked here too, for
  // a list, a read and a live subscription, besides each request's owner-only ACL.
  const ownerReadsOnly = (request: { user?: ParseUser; master?: boolean }) => requireOwner({ user: request.user, master: request.master === true });
  Parse.Cloud.beforeFind(CLASSES.customRequest, ownerReadsOnly);
  Parse.Cloud.beforeSubscribe(CLASSES.customRequest, ownerReadsOnly);

  Parse.Cloud.beforeSave(CLASSES.customRequest, async (request: TriggerRequest) => {
    if (request.master) return;
    const stored = request.object;
    if (!request.original) {
      refuseChosenId(request);
      const fields = fieldsOf<Record<string, unknown>>(stored);
      const typed = Object.fromEntries(
        (['name', 'email', 'phone', 'projectType', 'woodType', 'dimensions', 'description', 'budget', 'timeline', 'engraving', 'inspiration', 'quantity'] as const).map(
          (name) => [name, typeof fields[name] === 'string' ? fields[name] : ''],
        ),
      ) as CustomOrderFields;
      const errors = validateCustomOrder(typed);
      if (Object.keys(errors).length > 0) throw invalid(Object.values(errors)[0] as string);
      const { id: _id, createdAt: _createdAt, ...fresh } = createCustomOrderRequest(typed, new Date(), 'new');
      // The browser's key for this request: a retry of it (a late answer) is refused as a duplicate, not kept twice.
      if (fields.clientKey !== undefined && !isClientKey(fields.clientKey)) throw invalid('A request needs its key.');
      for (const key of Object.keys(fields)) if (!(key in fresh) && key !== 'id' && key !== 'createdAt' && key !== 'clientKey') stored.unset(key);
      stored.set(fresh);
      stored.setACL(ownerOnly());
      return;
    }
    await requireOwner(request);
    const before = fieldsOf<CustomOrderRequest>(request.original);
    const changed = stored.dirtyKeys();
    if (changed.some((key) => !['status', 'estimatedPrice', 'estimatedTimeline'].includes(key))) throw forbidden('Only the status and the estimate can be changed.');
    if (changed.includes('estimatedPrice') || changed.includes('estimatedTimeline')) {
      const estimate = parseEstimate({ price: String(stored.get('estimatedPrice') ?? ''), timeline: String(stored.get('estimatedTimeline') ?? '') });
      if (!estimate.ok) throw invalid(Object.values(estimate.errors)[0] as string);
      stored.set({ estimatedPrice: estimate.estimate.price, estimatedTimeline: estimate.estimate.timeline });
    }
    if (changed.includes('status')) {
      const status = stored.get('status') as CustomRequestStatus;
      if (!(CUSTOM_REQUEST_STATUSES as readonly unknown[]).includes(status)) throw invalid('Unknown request status.');
      const problem = statusChangeProblem({ ...before, estimatedPrice: stored.get('estimatedPrice') as number | null, estimatedTimeline: stored.get('estimatedTimeline') as string | null }, status);
      if (problem) throw conflict(problem);
    }
  });

  // Chat: conversations are written only through these functions, which apply lib/chat/conversations's rules. Each change reads
  // the conversation and writes it back whole, so two changes made at once (a message sent while the automatic
  // reply is written, two tabs, two server instances behind a load balancer) must not both write what they read, or
  // the later one drops the other's message. Every write makes the conversation's next revision, which only the
  // change that claims it first writes (claimRevision); any other reads the conversation again and retries. On
  // one instance the changes to a conversation also queue (oneAtATime), so they rarely need to retry.
  const WRITE_ATTEMPTS = 60;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** The conversation as the shop's record, without the server's revision. */
  function conversationOf(object: ParseObject): Conversation {
    const { revision: _revision, ...conversation } = fieldsOf<Conversation & { revision?: number }>(object);
    return conversation;
  }

  /**
   * Applies `change` (after delivering the automatic reply if it is due) to the conversation `load` reads, and
   * writes the result as its next revision. Answers the conversation as written, or as it is when nothing changed;
   * undefined when `load` finds none. `change` may throw to refuse.
   */
  function changeStored(
    conversationId: string,
    load: () => Promise<ParseObject | undefined>,
    change: (conversation: Conversation) => Conversation,
  ): Promise<Conversation | undefined> {
    return oneAtATime(`${CLASSES.conversation}:${conversationId}`, async () => {
      for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
        const object = await load();
        if (!object) return undefined;
        const current = conversationOf(object);
        const next = change(deliverAutoReply(current, new Date()));
        if (next === current) return current;
        const revision = Number(object.get('revision') ?? 0) + 1;
        if (!(await claimRevision(CLASSES.conversation, conversationId, revision))) {
          await pause(5 + Math.random() * 20);
          continue;
        }
        const { id: _id, createdAt: _createdAt, autoReplyDueAt, ...fields } = next as Conversation & { createdAt?: string };
        object.set({ ...fields, revision });
        if (autoReplyDueAt === undefined) object.unset('autoReplyDueAt');
        else object.set('autoReplyDueAt', autoReplyDueAt);
        try {
          await object.save(null, master);
        } catch (error) {
          // Refused because another change wrote this revision (after this one's claim was given up): read again.
          if (await revisionWritten(CLASSES.conversation, conversationId, revision)) continue;
          // The revision was not written: give it back, so the next change need not wait for it to be abandoned.
          await releaseClaim(CLASSES.conversation, conversationId, revision);
          throw error;
        }
        return conversationOf(object);
      }
      throw conflict('This conversation is busy just now. Please try again.');
    });
  }

  /**
   * Runs `change` on the conversation named in the request: as its customer (only they send messages and read
   * them) or, with `asOwner`, as the owner.
   */
  async function changeConversation(
    request: FunctionRequest,
    asOwner: boolean,
    change: (conversation: Conversation) => Conversation,
  ): Promise<Conversation> {
    const user = requireUser(request);
    if (asOwner) await requireOwner(request);
    const id = String(request.params.conversationId ?? '');
    // Read with the master key (the revision is hidden from sessions), then held to what the ACL allows: the
    // customer's own conversation, or any for the owner.
    const load = async () => {
      const object = await new Parse.Query(CLASSES.conversation).get(id, master).catch(() => undefined);
      return object && (asOwner || object.get('customerId') === user.id) ? object : undefined;
    };
    const changed = await changeStored(id, load, change);
    if (!changed) throw notFound('This conversation is no longer here.');
    return changed;
  }

  function scheduleAutoReply(conversationId: string): void {
    setTimeout(() => {
      const load = () => new Parse.Query(CLASSES.conversation).get(conversationId, master).catch(() => undefined);
      changeStored(conversationId, load, (conversation) => conversation).catch(() => undefined);
    }, AUTO_REPLY_DELAY_MS).unref?.();
  }

  Parse.Cloud.define(FUNCTIONS.startConversation, async (request: FunctionRequest) => {
    const user = requireUser(request);
    const input = {
      subject: String(request.params.subject ?? ''),
      message: String(request.params.message ?? ''),
      guestName: String(request.params.guestName ?? ''),
      guestEmail: String(request.params.guestEmail ?? ''),
    };
    const guest = user.get('guest') === true;
    const errors = validateNewConversation(input, !guest);
    if (Object.keys(errors).length > 0) throw invalid(Object.values(errors)[0] as string);
    const customer = guest
      ? { id: user.id as string, name: input.guestName.trim(), email: input.guestEmail.trim() }
      : { id: user.id as string, name: userName(user), email: String(user.get('email') ?? '') };
    const conversationId = randomId('c').replace(/-/g, '').slice(0, 24);
    const conversation = startConversation(input, customer, new Date(), { conversationId, messageId: randomId('m') });
    if (!conversation) throw invalid(messages.fillAllFields);
    const { id: _id, ...fields } = conversation;
    const object = new (Parse.Object.extend(CLASSES.conversation))();
    object.set({ objectId: conversationId, ...fields, revision: 0 });
    object.setACL(customerAndOwner(user.id as string));
    await object.save(null, master);
    scheduleAutoReply(conversationId);
    return conversationOf(object);
  });

  Parse.Cloud.define(FUNCTIONS.sendMessage, (request: FunctionRequest) => {
    // The browser's id for the message: a retry of one that reached the server (a late answer) finds it there and
    // adds nothing. Any other id is the server's own.
    const chosen = String(request.params.messageId ?? '');
    const messageId = /^[A-Za-z0-9_-]{8,100}$/.test(chosen) ? chosen : randomId('m');
    return changeConversation(request, false, (conversation) => {
      if (conversation.messages.some((message) => message.id === messageId)) return conversation;
      const next = sendCustomerMessage(conversation, String(request.params.content ?? ''), new Date(), messageId);
      if (!next) throw conflict(chatText.errors.notSent);
      return next;
    });
  });

  Parse.Cloud.define(FUNCTIONS.markRead, (request: FunctionRequest) => changeConversation(request, false, markRead));

  Parse.Cloud.define(FUNCTIONS.reply, (request: FunctionRequest) =>
    changeConversation(request, true, (conversation) => {
      const next = addAdminReply(conversation, String(request.params.content ?? ''), new Date(), randomId('m'));
      if (!next) throw conflict('This conversation is closed or the reply is empty.');
      return next;
    }),
  );

  Parse.Cloud.define(FUNCTIONS.closeConversation, (request: FunctionRequest) => changeConversation(request, true, closeConversation));

  Parse.Cloud.define(FUNCTIONS.whoAmI, async (request: FunctionRequest) => {
    const user = requireUser(request);
    return { userId: user.id, owner: await isOwner(user) };
  });
}

/**
 * The seed catalogue and its reviews, written once into an empty database. Whether it is empty is asked with
 * first(), not count(): on PostgreSQL, Parse counts a whole class from the planner's estimate, which reads 0 until
 * the table is first analysed, and a restart (or a second instance) would then write the seed again. A record
 * another instance starting at the same moment has just written is left as it is.
 */
export async function seedCatalogue(Parse: ParseSdk): Promise<number> {
  if (await new Parse.Query(CLASSES.product).first(master)) return 0;
  const acl = new Parse.ACL();
  acl.setPublicReadAccess(true);
  acl.setRoleWriteAccess(ADMIN_ROLE, true);
  const Product = Parse.Object.extend(CLASSES.product);
  const ReviewObject = Parse.Object.extend(CLASSES.review);
  const saveOnce = (object: ParseObject) =>
    object.save(null, master).catch((error: { code?: number }) => {
      if (error.code !== ERROR_CODES.duplicate) throw error;
    });
  for (const { id, reviews, ...fields } of seedProducts) {
    const product = new Product();
    product.set({ objectId: id, ...fields, customizationOptions: fields.customizationOptions ?? [] });
    product.setACL(acl);
    await saveOnce(product);
    for (const { id: reviewId, createdAt: _createdAt, ...review } of reviews as Review[]) {
      const stored = new ReviewObject();
      stored.set({ objectId: reviewId, ...review });
      stored.setACL(acl);
      await saveOnce(stored);
    }
  }
  return seedProducts.length;
}
