// How data written by an older version of the shop is brought to the current shape (lib/store/storage-keys.ts
// holds the current versions). Each step names what changed; a fixture of every older shape is tested beside it.
import { QUANTITY_LIMITS } from '@/lib/limits';
import { isAllowedImageUrl } from '@/lib/catalogue/image-urls';
import { isRecord } from './stored-values';

type Migrate = (stored: unknown, fromVersion: number) => unknown;

const mapList = (value: unknown, each: (item: Record<string, unknown>) => unknown): unknown =>
  Array.isArray(value) ? value.map((item) => (isRecord(item) ? each(item) : item)) : value;

/** A time that version 1 may have written as epoch milliseconds (a number or digits) becomes ISO 8601 text. */
function isoTime(value: unknown): unknown {
  const millis = typeof value === 'number' ? value : typeof value === 'string' && /^\d{10,}$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(millis) ? new Date(millis).toISOString() : value;
}

/** Version 2: a cart line holds at most 99 (version 1 allowed 999), so larger lines are capped. */
export const migrateCart: Migrate = (stored, fromVersion) => {
  if (fromVersion >= 2 || !isRecord(stored)) return stored;
  return {
    ...stored,
    items: mapList(stored.items, (line) =>
      typeof line.quantity === 'number' && line.quantity > QUANTITY_LIMITS.max ? { ...line, quantity: QUANTITY_LIMITS.max } : line,
    ),
  };
};

/**
 * Version 2: product photos come only from the photo host or this site (version 1 kept any text). A product keeps
 * its other photos instead of being dropped whole; one left with none shows the placeholder.
 */
export const migrateCatalogue: Migrate = (stored, fromVersion) => {
  if (fromVersion >= 2 || !isRecord(stored)) return stored;
  return {
    ...stored,
    products: mapList(stored.products, (product) =>
      Array.isArray(product.images)
        ? { ...product, images: product.images.filter((url) => typeof url === 'string' && isAllowedImageUrl(url)) }
        : product,
    ),
  };
};

/**
 * Version 2: the signed-in user is always one of the browser's accounts (version 1 could hold a user missing from
 * them, whom signing in again by email then did not find).
 */
export const migrateSession: Migrate = (stored, fromVersion) => {
  if (fromVersion >= 2 || !isRecord(stored)) return stored;
  const { user } = stored;
  const accounts = Array.isArray(stored.accounts) ? stored.accounts : [];
  if (!isRecord(user) || typeof user.id !== 'string') return { ...stored, accounts };
  const known = accounts.some((account) => isRecord(account) && account.id === user.id);
  return { ...stored, accounts: known ? accounts : [...accounts, user] };
};

/**
 * Version 2: an order's createdAt is ISO 8601 text (version 1 also kept epoch milliseconds). Its lines are kept
 * as placed, also those over today's 99 (lib/schemas.ts reads them up to version 1's 999).
 */
export const migrateOrders: Migrate = (stored, fromVersion) => {
  if (fromVersion >= 2 || !isRecord(stored)) return stored;
  return { ...stored, orders: mapList(stored.orders, (order) => ({ ...order, createdAt: isoTime(order.createdAt) })) };
};

/** Version 2: conversation and message times are ISO 8601 text (version 1 also kept epoch milliseconds). */
export const migrateChat: Migrate = (stored, fromVersion) => {
  if (fromVersion >= 2 || !isRecord(stored)) return stored;
  return {
    ...stored,
    conversations: mapList(stored.conversations, (conversation) => ({
      ...conversation,
      lastMessage: isoTime(conversation.lastMessage),
      messages: mapList(conversation.messages, (message) => ({ ...message, timestamp: isoTime(message.timestamp) })),
    })),
  };
};

/**
 * Version 2: an admin session carries the proof that only the password gives. A version 1 session has none, so
 * it is dropped and the owner signs in again.
 */
export const migrateAdmin: Migrate = (stored, fromVersion) => {
  if (fromVersion >= 2 || !isRecord(stored)) return stored;
  return { ...stored, session: null };
};

/** Version 2: a mark is "productId/reviewId" (version 1 kept any text), listed once. */
export const migrateHelpfulMarks: Migrate = (stored, fromVersion) => {
  if (fromVersion >= 2 || !isRecord(stored) || !Array.isArray(stored.marks)) return stored;
  const marks = stored.marks.filter((mark): mark is string => typeof mark === 'string' && /^[^/]+\/[^/]+$/.test(mark));
  return { ...stored, marks: [...new Set(marks)] };
};

/**
 * The custom-order requests are a plain list whose shape is fixed (rules §3), so there is no version to read:
 * each entry is brought up to date on its own. Entries written before the owner could quote lack
 * estimatedPrice and estimatedTimeline; they are read as not yet quoted (null).
 */
export function migrateCustomOrderRequests(raw: unknown): unknown {
  return mapList(raw, (request) => ({
    ...request,
    estimatedPrice: request.estimatedPrice ?? null,
    estimatedTimeline: request.estimatedTimeline ?? null,
  }));
}
