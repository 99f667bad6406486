// The shop's rules on the server. Every trigger and function here applies the same lib/ functions the browser
// uses (pricing, chat, reviews, custom requests), so the server is the authority without a second copy of a rule.
// server/start.mjs bundles this file with esbuild and hands Parse's SDK object to registerCloudCode.
import { seedProducts } from '@/content/products';
import { messages } from '@/content/messages';
import { addAdminReply, AUTO_REPLY_DELAY_MS, closeConversation, deliverAutoReply, markRead, sendCustomerMessage, startConversation, validateNewConversation } from '@/lib/chat';
import { canCancel } from '@/lib/customer-orders';
import { createCustomOrderRequest, validateCustomOrder, type CustomOrderFields } from '@/lib/custom-orders';
import { parseEstimate, statusChangeProblem } from '@/lib/custom-request-status';
import { randomId } from '@/lib/ids';
import { checkOrderPrices } from '@/lib/order-check';
import type { OrderDraft } from '@/lib/orders';
import { averageRating, isRating, reviewerName, reviewProblem } from '@/lib/reviews';
import { ADMIN_ROLE, CLASSES, ERROR_CODES, FUNCTIONS, recordOf } from '@/lib/shop/server-protocol';
import { CUSTOM_REQUEST_STATUSES, ORDER_STATUSES, type Conversation, type CustomOrderRequest, type CustomRequestStatus, type Product, type Review } from '@/types/shop';
import type { FunctionRequest, ParseObject, ParseSdk, ParseUser, TriggerRequest } from './parse-api';

export { classDefinitions } from './schema';

const master = { useMasterKey: true };

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

  async function catalogue(): Promise<Product[]> {
    const stored = await new Parse.Query(CLASSES.product).limit(10_000).find(master);
    return stored.map((object) => ({ ...fieldsOf<Product>(object), reviews: [] }));
  }

  const userName = (user: ParseUser) =>
    reviewerName({ firstName: String(user.get('firstName') ?? ''), lastName: String(user.get('lastName') ?? ''), email: String(user.get('email') ?? user.get('username') ?? '') });

  // Orders: priced by the server, readable by their customer and the owner, moved along by the owner only.
  Parse.Cloud.beforeSave(CLASSES.order, async (request: TriggerRequest) => {
    if (request.master) return;
    const order = request.object;
    if (request.original) {
      const changed = order.dirtyKeys().filter((key) => key !== 'updatedAt');
      if (changed.some((key) => key !== 'status')) throw forbidden('Only an order’s status can be changed.');
      const status = order.get('status');
      if (!(ORDER_STATUSES as readonly unknown[]).includes(status) && status !== 'cancelled') throw invalid('Unknown order status.');
      return;
    }
    const user = requireUser(request);
    const clientKey = order.get('clientKey');
    if (typeof clientKey !== 'string' || clientKey.length < 8 || clientKey.length > 100) throw invalid('An order needs its key.');
    const checked = checkOrderPrices(fieldsOf<OrderDraft>(order), await catalogue());
    if (!checked.ok) throw invalid(checked.message);
    const { userId: _fromClient, ...priced } = checked.order;
    order.set({ ...priced, userId: user.id, status: 'pending', clientKey });
    order.setACL(customerAndOwner(user.id as string));
  });

  Parse.Cloud.define(FUNCTIONS.cancelOrder, async (request: FunctionRequest) => {
    const user = requireUser(request);
    const orderId = String(request.params.orderId ?? '');
    const order = await new Parse.Query(CLASSES.order).get(orderId, { sessionToken: user.getSessionToken() }).catch(() => undefined);
    if (!order || order.get('userId') !== user.id) throw notFound(`Order #${orderId} is no longer here.`);
    if (!canCancel(order.get('status') as never)) throw conflict(`Order #${orderId} can no longer be cancelled.`);
    order.set('status', 'cancelled');
    await order.save(null, master);
    return fieldsOf(order);
  });

  // Reviews: written by a signed-in customer, verified when they bought the product, counted on the product.
  Parse.Cloud.beforeSave(CLASSES.review, async (request: TriggerRequest) => {
    if (request.master) return;
    if (request.original) throw forbidden();
    const user = requireUser(request);
    const review = request.object;
    const draft = { rating: review.get('rating') as number, title: String(review.get('title') ?? ''), comment: String(review.get('comment') ?? '') };
    const problem = reviewProblem(draft, true);
    if (problem !== null || !isRating(draft.rating)) throw invalid(problem ?? messages.fillAllFields);
    const productId = String(review.get('productId') ?? '');
    const product = await new Parse.Query(CLASSES.product).get(productId, master).catch(() => undefined);
    if (!product) throw notFound('This product is no longer sold.');
    const bought = await new Parse.Query(CLASSES.order)
      .equalTo('userId', user.id)
      .equalTo('items.productId', productId)
      .first(master)
      .catch(() => undefined);
    const verified = Boolean(bought && bought.get('status') !== 'cancelled');
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

  async function recountReviews(productId: string): Promise<void> {
    const reviews = await new Parse.Query(CLASSES.review).equalTo('productId', productId).limit(10_000).find(master);
    const product = await new Parse.Query(CLASSES.product).get(productId, master).catch(() => undefined);
    if (!product) return;
    product.set({ averageRating: averageRating(reviews.map((r) => Number(r.get('rating')))), totalReviews: reviews.length });
    await product.save(null, master);
  }

  Parse.Cloud.afterSave(CLASSES.review, async (request: TriggerRequest) => {
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

  // Products: public, changed by the owner (the class-level permissions), checked here.
  Parse.Cloud.beforeSave(CLASSES.product, (request: TriggerRequest) => {
    if (request.master) return;
    const product = request.object;
    const price = product.get('price');
    if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) throw invalid('Enter a price of 0 or more.');
    if (String(product.get('name') ?? '').trim() === '') throw invalid('A product needs a name.');
    if (!request.original) product.set({ averageRating: 0, totalReviews: 0 });
    product.setACL(publicRead());
  });

  // Custom requests: anyone sends one (pending, no estimate); the owner quotes and moves it along.
  Parse.Cloud.beforeSave(CLASSES.customRequest, async (request: TriggerRequest) => {
    if (request.master) return;
    const stored = request.object;
    if (!request.original) {
      const fields = fieldsOf<Record<string, unknown>>(stored);
      const typed = Object.fromEntries(
        (['name', 'email', 'phone', 'projectType', 'woodType', 'dimensions', 'description', 'budget', 'timeline', 'engraving', 'inspiration', 'quantity'] as const).map(
          (name) => [name, typeof fields[name] === 'string' ? fields[name] : ''],
        ),
      ) as CustomOrderFields;
      const errors = validateCustomOrder(typed);
      if (Object.keys(errors).length > 0) throw invalid(Object.values(errors)[0] as string);
      const { id: _id, createdAt: _createdAt, ...fresh } = createCustomOrderRequest(typed, new Date(), 'new');
      for (const key of Object.keys(fields)) if (!(key in fresh) && key !== 'id' && key !== 'createdAt') stored.unset(key);
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

  // Chat: conversations are written only through these functions, which apply lib/chat's rules. Each change reads
  // the conversation and writes it back whole, so the changes to one conversation run one at a time: otherwise a
  // message sent while the automatic reply is written (or from two tabs at once) is overwritten and lost. The
  // queue lives in this process, which is the only one that writes conversations (server/start.mjs runs one).
  const queues = new Map<string, Promise<unknown>>();
  function oneAtATime<T>(conversationId: string, work: () => Promise<T>): Promise<T> {
    const next = (queues.get(conversationId) ?? Promise.resolve()).then(work);
    const settled = next.catch(() => undefined);
    queues.set(conversationId, settled);
    void settled.then(() => {
      if (queues.get(conversationId) === settled) queues.delete(conversationId);
    });
    return next;
  }

  /**
   * Runs `change` on the conversation named in the request, with its automatic reply delivered if it is due: as
   * its customer (only they send messages and read them) or, with `asOwner`, as the owner.
   */
  async function changeConversation(
    request: FunctionRequest,
    asOwner: boolean,
    change: (conversation: Conversation) => Conversation,
  ): Promise<Conversation> {
    const user = requireUser(request);
    if (asOwner) await requireOwner(request);
    const id = String(request.params.conversationId ?? '');
    return oneAtATime(id, async () => {
      const options = asOwner ? master : { sessionToken: user.getSessionToken() };
      const object = await new Parse.Query(CLASSES.conversation).get(id, options).catch(() => undefined);
      if (!object || (!asOwner && object.get('customerId') !== user.id)) throw notFound('This conversation is no longer here.');
      return store(object, change(deliverAutoReply(fieldsOf<Conversation>(object), new Date())));
    });
  }

  async function store(object: ParseObject, conversation: Conversation): Promise<Conversation> {
    const { id: _id, createdAt: _createdAt, autoReplyDueAt, ...fields } = conversation as Conversation & { createdAt?: string };
    object.set(fields);
    if (autoReplyDueAt === undefined) object.unset('autoReplyDueAt');
    else object.set('autoReplyDueAt', autoReplyDueAt);
    await object.save(null, master);
    return fieldsOf<Conversation>(object);
  }

  function scheduleAutoReply(conversationId: string): void {
    setTimeout(() => {
      void oneAtATime(conversationId, async () => {
        const object = await new Parse.Query(CLASSES.conversation).get(conversationId, master).catch(() => undefined);
        if (!object) return;
        const current = fieldsOf<Conversation>(object);
        const next = deliverAutoReply(current, new Date());
        if (next !== current) await store(object, next);
      }).catch(() => undefined);
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
    const object = new (Parse.Object.extend(CLASSES.conversation))();
    object.set('objectId', conversationId);
    object.setACL(customerAndOwner(user.id as string));
    const stored = await store(object, conversation);
    scheduleAutoReply(conversationId);
    return stored;
  });

  Parse.Cloud.define(FUNCTIONS.sendMessage, (request: FunctionRequest) =>
    changeConversation(request, false, (conversation) => {
      const next = sendCustomerMessage(conversation, String(request.params.content ?? ''), new Date(), randomId('m'));
      if (!next) throw conflict('This conversation is closed or the message is empty.');
      return next;
    }),
  );

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

/** The seed catalogue and its reviews, written once into an empty database. */
export async function seedCatalogue(Parse: ParseSdk): Promise<number> {
  if ((await new Parse.Query(CLASSES.product).count(master)) > 0) return 0;
  const acl = new Parse.ACL();
  acl.setPublicReadAccess(true);
  acl.setRoleWriteAccess(ADMIN_ROLE, true);
  const Product = Parse.Object.extend(CLASSES.product);
  const ReviewObject = Parse.Object.extend(CLASSES.review);
  for (const { id, reviews, ...fields } of seedProducts) {
    const product = new Product();
    product.set({ objectId: id, ...fields, customizationOptions: fields.customizationOptions ?? [] });
    product.setACL(acl);
    await product.save(null, master);
    for (const { id: reviewId, createdAt: _createdAt, ...review } of reviews as Review[]) {
      const stored = new ReviewObject();
      stored.set({ objectId: reviewId, ...review });
      stored.setACL(acl);
      await stored.save(null, master);
    }
  }
  return seedProducts.length;
}
