// What the shop's pages and its shared server (server/, Parse Server) agree on: class and function names, the
// role of the owner, and the error codes that say which kind of failure an answer is. Records are stored with
// the shop's own field names, so a stored object is the shop's record plus Parse's bookkeeping.

export const ADMIN_ROLE = 'admin';

export const CLASSES = {
  product: 'Product',
  review: 'Review',
  helpfulMark: 'HelpfulMark',
  order: 'Order',
  conversation: 'Conversation',
  customRequest: 'CustomRequest',
} as const;

export const FUNCTIONS = {
  whoAmI: 'whoAmI',
  cancelOrder: 'cancelOrder',
  setOrderStatus: 'setOrderStatus',
  /** Places an order paid through Stripe Checkout and answers its page (PaymentStart). */
  payOrder: 'payOrder',
  /** The owner's cancelling of a paid order, refunded in full through Stripe first. */
  refundOrder: 'refundOrder',
  markHelpful: 'markHelpful',
  startConversation: 'startConversation',
  sendMessage: 'sendMessage',
  markRead: 'markRead',
  reply: 'reply',
  closeConversation: 'closeConversation',
} as const;

/**
 * Parse's own codes for not found (101), forbidden (119), invalid session (209), invalid (142) and duplicate
 * (137), and the shop's codes for a conflict (the record changed so that the action no longer applies) and for a
 * service the server relies on that did not answer (Stripe): nothing was done, and trying again is safe.
 */
export const ERROR_CODES = { notFound: 101, forbidden: 119, invalidSession: 209, invalid: 142, duplicate: 137, conflict: 4090, unavailable: 5030 } as const;

/**
 * What payOrder answers: the order, and either Stripe's page to pay it on (`open`), or that its payment is settled
 * or being settled (`settled`: show its confirmation), or that it ended unpaid (`ended`: its page expired, so the
 * same cart is placed again under a new key).
 */
export interface PaymentStart<Stored = Record<string, unknown>> {
  order: Stored;
  outcome: 'open' | 'settled' | 'ended';
  checkoutUrl?: string;
}

const PARSE_FIELDS = new Set(['objectId', 'createdAt', 'updatedAt', 'ACL', 'className', '__type', 'sessionToken', 'clientKey', 'authData', 'username', 'emailVerified']);

/** The shop's record inside a stored object's JSON: its id is the objectId, createdAt kept as ISO text. */
export function recordOf<T>(stored: Record<string, unknown>): T {
  const record: Record<string, unknown> = { id: stored.objectId };
  for (const [field, value] of Object.entries(stored)) if (!PARSE_FIELDS.has(field)) record[field] = value;
  const created = stored.createdAt;
  if (typeof created === 'string') record.createdAt = created;
  else if (created && typeof created === 'object' && 'iso' in created) record.createdAt = (created as { iso: string }).iso;
  return record as T;
}
