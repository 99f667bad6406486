// The classes the shop stores and who may do what with them (class-level permissions). Anything not granted here
// is refused: no client creates classes or adds fields, `_User` cannot be listed, roles are written by the server
// only. Per-object ACLs, set by the triggers, narrow reads further (an order to its customer and the owner).
import { ADMIN_ROLE, CLASSES } from '@/lib/shop/server-protocol';

type Grant = Record<string, boolean>;
type Operation = 'find' | 'count' | 'get' | 'create' | 'update' | 'delete' | 'addField';
type Permissions = Record<Operation, Grant> & { protectedFields: Record<string, string[]> };
type FieldType = 'String' | 'Number' | 'Boolean' | 'Array' | 'Object' | 'Date';

export interface ClassDefinition {
  className: string;
  fields: Record<string, { type: FieldType }>;
  classLevelPermissions: Permissions;
}

/** Classes only the Cloud Code reads and writes, which the browser never names. */
export const SERVER_CLASSES = {
  /**
   * One per revision of a record that is read and written back (a conversation, an order's status), made by the
   * change that makes that revision (server/cloud/index.ts, claimRevision).
   */
  revisionClaim: 'RevisionClaim',
  /**
   * The Stripe Checkout Session an order is paid through, one per order (its objectId the order's): its id, address
   * and expiry, so Pay pressed again returns the same page while it is open (payments.ts). The master key only.
   */
  paymentSession: 'PaymentSession',
  /** Each Stripe event the webhook has handled (its objectId the event's id), with what it did: the same event twice changes nothing more. */
  paymentEvent: 'PaymentEvent',
} as const;

/**
 * Records read and written back whole keep a revision, and the database refuses any write of one that does not
 * make its next revision (server/start.mjs installs the check): a change whose read went stale while it waited,
 * however long, fails instead of writing over a newer revision. `whenChanged`: only writes that change that field
 * make a revision (an order's status; its other fields are not written back).
 */
export type RevisionedClass = typeof CLASSES.conversation | typeof CLASSES.order;
export const REVISIONED: { className: RevisionedClass; revision: string; whenChanged?: string }[] = [
  { className: CLASSES.conversation, revision: 'revision' },
  { className: CLASSES.order, revision: 'statusRevision', whenChanged: 'status' },
];

const nobody: Grant = {};
const everyone: Grant = { '*': true };
const signedIn: Grant = { requiresAuthentication: true };
const owner: Grant = { [`role:${ADMIN_ROLE}`]: true };

function permissions(grants: Partial<Record<Operation, Grant>>, protectedFields: Record<string, string[]> = {}): Permissions {
  return {
    find: nobody,
    count: nobody,
    get: nobody,
    create: nobody,
    update: nobody,
    delete: nobody,
    addField: nobody,
    ...grants,
    protectedFields,
  };
}

const readable = (grant: Grant) => ({ find: grant, count: grant, get: grant });

function fields(types: Record<string, FieldType>): ClassDefinition['fields'] {
  return Object.fromEntries(Object.entries(types).map(([name, type]) => [name, { type }]));
}

export const classDefinitions: ClassDefinition[] = [
  {
    className: '_User',
    fields: fields({ firstName: 'String', lastName: 'String', phone: 'String', address: 'Object', guest: 'Boolean', contactEmail: 'String' }),
    // Signing up is open; each account reads and changes only itself (its ACL), and nobody lists accounts.
    classLevelPermissions: permissions({ get: signedIn, create: everyone, update: signedIn }),
  },
  {
    className: '_Role',
    fields: {},
    classLevelPermissions: permissions({}),
  },
  {
    className: CLASSES.product,
    fields: fields({
      name: 'String',
      description: 'String',
      price: 'Number',
      images: 'Array',
      category: 'String',
      inStock: 'Boolean',
      materials: 'Array',
      dimensions: 'String',
      weight: 'String',
      craftingTime: 'String',
      customizationOptions: 'Array',
      averageRating: 'Number',
      totalReviews: 'Number',
    }),
    classLevelPermissions: permissions({ ...readable(everyone), create: owner, update: owner, delete: owner }),
  },
  {
    className: CLASSES.review,
    fields: fields({
      productId: 'String',
      userId: 'String',
      userName: 'String',
      userEmail: 'String',
      rating: 'Number',
      title: 'String',
      comment: 'String',
      verified: 'Boolean',
      helpful: 'Number',
      clientKey: 'String',
    }),
    // Reviews are public, their authors' email addresses and the browser's key (unique: a retry posts once) are not.
    classLevelPermissions: permissions({ ...readable(everyone), create: signedIn }, { '*': ['userEmail', 'clientKey'] }),
  },
  {
    className: CLASSES.helpfulMark,
    fields: fields({ reviewId: 'String', voter: 'String' }),
    classLevelPermissions: permissions({}),
  },
  {
    className: CLASSES.order,
    fields: fields({
      clientKey: 'String',
      userId: 'String',
      customerEmail: 'String',
      customerName: 'String',
      customerPhone: 'String',
      items: 'Array',
      subtotal: 'Number',
      shipping: 'Number',
      shippingMethod: 'String',
      tax: 'Number',
      total: 'Number',
      status: 'String',
      shippingAddress: 'Object',
      cardLast4: 'String',
      statusRevision: 'Number',
      // The online payment and the shipment, written by the server only (payments.ts, orders.ts); read by M's outbox
      // trigger as to_jsonb(NEW) ->> 'payment' and so on.
      payment: 'String',
      paymentProblem: 'String',
      paidAmount: 'Number',
      paidCurrency: 'String',
      paidAt: 'String',
      paymentIntentId: 'String',
      refundedAmount: 'Number',
      refundedAt: 'String',
      carrier: 'String',
      trackingNumber: 'String',
    }),
    // The status revision is the server's: it orders status changes (the owner's, a customer's cancelling).
    classLevelPermissions: permissions({ ...readable(signedIn), create: signedIn, update: owner }, { '*': ['statusRevision'] }),
  },
  {
    className: CLASSES.conversation,
    fields: fields({
      customerId: 'String',
      customerName: 'String',
      customerEmail: 'String',
      subject: 'String',
      status: 'String',
      lastMessage: 'String',
      unreadCount: 'Number',
      messages: 'Array',
      autoReplyDueAt: 'String',
      revision: 'Number',
    }),
    // Written only by the chat functions, which apply the chat rules; the revision is theirs too.
    classLevelPermissions: permissions({ ...readable(signedIn) }, { '*': ['revision'] }),
  },
  {
    className: SERVER_CLASSES.revisionClaim,
    fields: fields({ record: 'String', revision: 'Number' }),
    classLevelPermissions: permissions({}),
  },
  {
    className: SERVER_CLASSES.paymentSession,
    fields: fields({ sessionId: 'String', url: 'String', closesAt: 'Number', refundRefusals: 'Number' }),
    classLevelPermissions: permissions({}),
  },
  {
    className: SERVER_CLASSES.paymentEvent,
    fields: fields({ type: 'String', orderId: 'String', outcome: 'String' }),
    classLevelPermissions: permissions({}),
  },
  {
    className: CLASSES.customRequest,
    fields: fields({
      name: 'String',
      email: 'String',
      phone: 'String',
      projectType: 'String',
      woodType: 'String',
      dimensions: 'String',
      description: 'String',
      budget: 'String',
      timeline: 'String',
      engraving: 'String',
      inspiration: 'String',
      quantity: 'String',
      status: 'String',
      estimatedPrice: 'Number',
      estimatedTimeline: 'String',
      clientKey: 'String',
    }),
    // Anyone may send a request; only the owner reads and moves it. Its key (unique) makes a retry send it once.
    // `find` is open to every signed-in session because LiveQuery checks a subscription against the class-level
    // permissions without the subscriber's roles (Parse Server 9): granted to the owner's role only, the owner's
    // dashboard could not follow new requests live. Each request's ACL (the owner's role only, set when it is sent)
    // is what keeps it from everyone else, in a list as over LiveQuery: a shopper's list and subscription get none.
    classLevelPermissions: permissions({ ...readable(owner), find: signedIn, create: everyone, update: owner }),
  },
];
