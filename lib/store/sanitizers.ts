// What each store keeps of the state it reads back from localStorage: the valid parts, with defaults standing for
// the rest. Stored data is untrusted input: anyone can edit it. This module (and zod with it) is loaded only when a key
// actually holds data, so a first visit downloads none of it; persisted.ts loads it.
import * as z from 'zod/mini';
import { configuredAdminCredential } from '@/lib/admin/auth';
import {
  cartItemSchema,
  conversationSchema,
  customOrderRequestSchema,
  orderSchema,
  parserFor,
  productSchema,
  reviewSchema,
  userSchema,
} from '@/lib/schemas';
import type { AdminSession, Product } from '@/types/shop';
import { isRecord } from './stored-values';
import { averageRating } from '@/lib/catalogue/reviews';
import { getBackingStorage } from './backing-storage';
import { STORAGE_KEYS, type StoreName } from './storage-keys';

type Sanitizer = (stored: unknown) => Record<string, unknown>;

/** Keeps the entries of a stored list that pass `parse`; anything that is not a list becomes undefined. */
function keepValid<T>(value: unknown, parse: (item: unknown) => T | null): T[] | undefined {
  return splitValid(value, parse)?.kept;
}

/** The entries of a stored list that pass `parse`, and those that do not, as stored. */
function splitValid<T>(value: unknown, parse: (item: unknown) => T | null): { kept: T[]; dropped: unknown[] } | undefined {
  if (!Array.isArray(value)) return undefined;
  const kept: T[] = [];
  const dropped: unknown[] = [];
  for (const item of value) {
    const parsed = parse(item);
    if (parsed === null) dropped.push(item);
    else kept.push(parsed);
  }
  return { kept, dropped };
}

/**
 * Entries of a stored list that cannot be read are hidden, not lost: the store's next save writes its key from
 * what was read, so each is first copied, as it was stored, under `<key>:unreadable` (once; the shop never reads
 * it back). When that copy cannot be written, this throws, and the key is left exactly as it is (persisted.ts).
 */
function setAside(store: StoreName, dropped: readonly unknown[]): void {
  // With a shared server the stores hold copies of its records, which stay there; a copy kept here would only
  // outlive a sign-out.
  if (dropped.length === 0 || process.env.NEXT_PUBLIC_PARSE_SERVER_URL) return;
  const key = `${STORAGE_KEYS[store].key}:unreadable`;
  const storage = getBackingStorage();
  let kept: unknown[] = [];
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    if (Array.isArray(stored)) kept = stored;
  } catch {
    // Text that is not JSON: the entries now dropped replace it.
  }
  const texts = new Set(kept.map((entry) => JSON.stringify(entry)));
  const fresh = dropped.filter((entry) => !texts.has(JSON.stringify(entry)));
  if (fresh.length === 0) return;
  const text = JSON.stringify([...kept, ...fresh]);
  storage.setItem(key, text);
  // As every write here: it counts only when it reads back.
  if (storage.getItem(key) !== text) throw new Error(`The entries set aside under ${key} did not read back.`);
}

/** The valid entries of a stored list, the others set aside; undefined when the value is not a list. */
function validEntries<T>(store: StoreName, value: unknown, parse: (value: unknown) => T | null): T[] | undefined {
  const split = splitValid(value, parse);
  if (split) setAside(store, split.dropped);
  return split?.kept;
}

const adminSessionSchema: z.ZodMiniType<AdminSession> = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.literal('admin'),
  // The password's proof (64 hex digits), or with a shared server the owner's session on it ("r:" and 32 hex).
  proof: z.string().check(z.regex(/^([0-9a-f]{64}|r:[0-9a-f]{32})$/)),
});

/**
 * A stored session is kept only for the credential this build was made with: after the owner changes the admin
 * email, an older session no longer opens the dashboard. Its proof is checked before the dashboard opens
 * (lib/store/admin.ts useAdminAccess), which takes Web Crypto and so cannot happen here. With a shared server there
 * is no built-in credential: the server checks the session (lib/shop/server-owner.ts).
 */
export function storedAdminSession(
  stored: unknown,
  credential: { email: string } | null = configuredAdminCredential,
): AdminSession | null {
  const session = parserFor(adminSessionSchema)(stored);
  if (session && process.env.NEXT_PUBLIC_PARSE_SERVER_URL) return session.proof.startsWith('r:') ? session : null;
  if (!session || !credential || session.email !== credential.email) return null;
  return session;
}

/** Keeps the valid entries of a stored list field; a field that is not a list leaves the default. */
function listField<T>(store: StoreName, field: string, parse: (value: unknown) => T | null): Sanitizer {
  return (stored) => {
    const list = isRecord(stored) ? validEntries(store, stored[field], parse) : undefined;
    return list ? { [field]: list } : {};
  };
}

/**
 * A product with its valid reviews: one review out of bounds hides itself, not the product, and the rating and
 * count shown beside the reviews are those of the reviews kept. The product as stored is set aside.
 */
function productWithValidReviews(stored: unknown): Product | null {
  if (!isRecord(stored)) return null;
  const reviews = keepValid(stored.reviews, parserFor(reviewSchema));
  const dropped = reviews !== undefined && Array.isArray(stored.reviews) && reviews.length < stored.reviews.length;
  if (dropped) setAside('catalogue', [stored]);
  const kept = dropped ? { ...stored, reviews, averageRating: averageRating(reviews.map((r) => r.rating)), totalReviews: reviews.length } : stored;
  return parserFor(productSchema)(kept);
}

/**
 * A guest id the shop gives: the browser backend's (`guest_` and a UUID, or time and randomness in base 36: lib/util/ids.ts
 * randomId), or with a shared server the guest's account id, which Parse Server makes (10 letters and digits).
 */
const GUEST_ID = /^(guest_[A-Za-z0-9-]{1,64}|[A-Za-z0-9]{10})$/;

/** Keyed by the store's localStorage key. */
export const sanitizers: Record<StoreName, Sanitizer> = {
  cart: listField('cart', 'items', parserFor(cartItemSchema)),
  catalogue: listField('catalogue', 'products', productWithValidReviews),
  orders: listField('orders', 'orders', parserFor(orderSchema)),
  customOrders: listField('customOrders', 'requests', parserFor(customOrderRequestSchema)),
  session: (stored) => {
    if (!isRecord(stored)) return {};
    const accounts = validEntries('session', stored.accounts, parserFor(userSchema));
    const user = parserFor(userSchema)(stored.user);
    if (user === null && stored.user != null) setAside('session', [stored.user]);
    return { user, ...(accounts ? { accounts } : {}) };
  },
  chat: (stored) => {
    if (!isRecord(stored)) return {};
    const conversations = validEntries('chat', stored.conversations, parserFor(conversationSchema));
    const guestId = typeof stored.guestId === 'string' && GUEST_ID.test(stored.guestId) ? stored.guestId : undefined;
    return { ...(conversations ? { conversations } : {}), ...(guestId ? { guestId } : {}) };
  },
  admin: (stored) => ({ session: isRecord(stored) ? storedAdminSession(stored.session) : null }),
  helpfulMarks: (stored) => {
    const marks = isRecord(stored) ? validEntries('helpfulMarks', stored.marks, (value) => (typeof value === 'string' ? value : null)) : undefined;
    return marks ? { marks } : {};
  },
};
