import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { makeConversation, makeOrder } from '@/test-support/admin-data';
import { seedProducts } from '@/content/products';
import { useAdmin } from './admin';
import { useCart } from './cart';
import { useCatalogue } from './catalogue';
import { useChat } from './chat';
import { useCustomOrders } from './custom-orders';
import { useOrders } from './orders';
import { useSession } from './session';
import { STORAGE_KEYS, type StoreName } from './storage-keys';

interface PersistedStoreCase {
  key: string;
  /** The persisted field names, so generated envelopes hit the fields the store reads. */
  fields: string[];
  store: { persisted: { read: () => Promise<void>; forget: () => void; status: () => string } };
  /** The state's persisted fields have the types the pages read them as. */
  wellTyped: () => boolean;
  /** A valid record of this store, and the stored text around it, to try one bad field at a time. */
  sample: { record: unknown; stored: (record: unknown) => string; held: () => unknown };
}

// The shapes below are written out by hand from the record types, not taken from lib/schemas.ts: the stores filter
// what they read with those schemas, so checking with the same schemas could not catch a schema that lets a wrong
// type through.
type Check = (value: unknown) => boolean;
const isText: Check = (v) => typeof v === 'string';
const isFlag: Check = (v) => typeof v === 'boolean';
const isAmount: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const isCount: Check = (v) => Number.isInteger(v) && (v as number) >= 0;
const isDate: Check = (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v));
const oneOf =
  (...allowed: unknown[]): Check =>
  (v) =>
    allowed.includes(v);
const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);
const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
const listOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check);
const shape =
  (fields: Record<string, Check>): Check =>
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.entries(fields).every(([field, check]) => check((v as Record<string, unknown>)[field]));

const chosenCustomization = {
  optionId: isText,
  optionName: isText,
  value: (v: unknown) => isText(v) || isFlag(v),
  priceAdjustment: isAmount,
};
const cartLine = shape({ productId: isText, quantity: isCount, customizations: listOf(shape(chosenCustomization)) });
const review = shape({
  id: isText,
  productId: isText,
  userId: isText,
  userName: isText,
  userEmail: isText,
  rating: oneOf(1, 2, 3, 4, 5),
  title: isText,
  comment: isText,
  createdAt: isDate,
  verified: isFlag,
  helpful: isCount,
});
const optionBase = { id: isText, name: isText, required: isFlag, description: isText };
const customizationOption: Check = (v) =>
  shape({ ...optionBase, type: oneOf('select'), choices: listOf(shape({ id: isText, name: isText, priceAdjustment: isAmount })) })(v) ||
  shape({ ...optionBase, type: oneOf('text'), priceAdjustment: isAmount, maxLength: optional(isCount), placeholder: optional(isText) })(v) ||
  shape({ ...optionBase, type: oneOf('boolean'), priceAdjustment: isAmount })(v);
const product = shape({
  id: isText,
  name: isText,
  description: isText,
  price: isAmount,
  images: listOf(isText),
  category: oneOf('cutting-boards', 'phone-stands', 'key-hangers', 'home-decor', 'serving-trays', 'kitchen-storage', 'office-accessories'),
  inStock: isFlag,
  materials: listOf(isText),
  dimensions: isText,
  weight: isText,
  craftingTime: isText,
  reviews: listOf(review),
  customizationOptions: optional(listOf(customizationOption)),
  averageRating: isAmount,
  totalReviews: isCount,
});
const address = shape({ street: isText, city: isText, state: isText, zipCode: isText, country: isText });
const user = shape({ id: isText, email: isText, firstName: isText, lastName: isText, phone: isText, address });
const order = shape({
  id: isText,
  userId: isText,
  customerEmail: isText,
  customerName: isText,
  customerPhone: optional(isText),
  items: listOf(
    shape({
      productId: isText,
      productName: isText,
      image: optional(isText),
      unitPrice: isAmount,
      quantity: isCount,
      customizations: listOf(shape({ ...chosenCustomization, valueLabel: optional(isText) })),
    }),
  ),
  subtotal: isAmount,
  shipping: isAmount,
  shippingMethod: isText,
  tax: isAmount,
  total: isAmount,
  status: oneOf('pending', 'processing', 'shipped', 'delivered', 'cancelled'),
  createdAt: isDate,
  shippingAddress: address,
  cardLast4: optional(isText),
});
const message = shape({
  id: isText,
  conversationId: isText,
  senderId: isText,
  senderName: isText,
  senderType: oneOf('customer', 'admin'),
  content: isText,
  timestamp: isDate,
  read: isFlag,
});
const conversation = shape({
  id: isText,
  customerId: isText,
  customerName: isText,
  customerEmail: isText,
  subject: isText,
  status: oneOf('active', 'closed'),
  lastMessage: isDate,
  unreadCount: isCount,
  messages: listOf(message),
  autoReplyDueAt: optional(isDate),
});
const customRequest = shape({
  ...Object.fromEntries(
    ['id', 'name', 'email', 'phone', 'projectType', 'woodType', 'dimensions', 'description', 'budget', 'timeline', 'engraving', 'inspiration', 'quantity'].map(
      (field) => [field, isText],
    ),
  ),
  status: oneOf('pending', 'quoted', 'accepted', 'declined', 'completed'),
  createdAt: isDate,
  estimatedPrice: nullable(isAmount),
  estimatedTimeline: nullable(isText),
});

const envelope = (store: StoreName, state: object) => JSON.stringify({ state, version: STORAGE_KEYS[store].version });
const sampleUser = {
  id: 'user-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '780-555-0100',
  address: { street: '1 Main St', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 1A1', country: 'Canada' },
};

const cases: PersistedStoreCase[] = [
  {
    key: 'cart',
    fields: ['items'],
    store: useCart,
    wellTyped: () => listOf(cartLine)(useCart.getState().items),
    sample: {
      record: {
        productId: '1',
        quantity: 2,
        customizations: [{ optionId: 'wood', optionName: 'Wood', value: 'walnut', priceAdjustment: 5 }],
      },
      stored: (line) => envelope('cart', { items: [line] }),
      held: () => useCart.getState().items[0],
    },
  },
  {
    key: 'catalogue',
    fields: ['products'],
    store: useCatalogue,
    wellTyped: () => listOf(product)(useCatalogue.getState().products),
    sample: {
      record: seedProducts[0],
      stored: (product) => envelope('catalogue', { products: [product] }),
      held: () => useCatalogue.getState().products[0],
    },
  },
  {
    key: 'orders',
    fields: ['orders'],
    store: useOrders,
    wellTyped: () => listOf(order)(useOrders.getState().orders),
    sample: {
      record: makeOrder(),
      stored: (order) => envelope('orders', { orders: [order] }),
      held: () => useOrders.getState().orders[0],
    },
  },
  {
    key: 'session',
    fields: ['user', 'accounts'],
    store: useSession,
    wellTyped: () => {
      const state = useSession.getState();
      return nullable(user)(state.user) && listOf(user)(state.accounts);
    },
    sample: {
      record: sampleUser,
      stored: (user) => envelope('session', { user, accounts: [user] }),
      held: () => useSession.getState().user,
    },
  },
  {
    key: 'chat',
    fields: ['conversations', 'guestId'],
    store: useChat,
    wellTyped: () => {
      const { conversations, guestId } = useChat.getState();
      return listOf(conversation)(conversations) && (guestId === null || guestId.startsWith('guest_'));
    },
    sample: {
      record: makeConversation({ autoReplyDueAt: '2025-01-01T10:00:02.000Z' }),
      stored: (conversation) => envelope('chat', { conversations: [conversation], guestId: null }),
      held: () => useChat.getState().conversations[0],
    },
  },
  {
    key: 'admin',
    fields: ['session'],
    store: useAdmin,
    wellTyped: () => {
      const { session } = useAdmin.getState();
      return session === null || (session.role === 'admin' && typeof session.email === 'string');
    },
    sample: {
      record: { id: 'admin-1', email: 'owner@example.com', name: 'Owner', role: 'admin', proof: 'ab'.repeat(32) },
      stored: (session) => envelope('admin', { session }),
      held: () => useAdmin.getState().session,
    },
  },
  {
    key: 'customOrders',
    fields: ['requests'],
    store: useCustomOrders,
    wellTyped: () => listOf(customRequest)(useCustomOrders.getState().requests),
    sample: {
      record: {
        ...Object.fromEntries(
          ['name', 'email', 'phone', 'projectType', 'woodType', 'dimensions', 'description', 'budget', 'timeline']
            .concat(['engraving', 'inspiration', 'quantity'])
            .map((field) => [field, `${field} text`]),
        ),
        id: '1',
        status: 'quoted',
        createdAt: '2026-06-01T12:00:00.000Z',
        estimatedPrice: 120,
        estimatedTimeline: '2 weeks',
      },
      stored: (request) => JSON.stringify([request]),
      held: () => useCustomOrders.getState().requests[0],
    },
  },
];

/** Whatever may sit in a key: garbage text, any JSON, or a zustand envelope around anything in the store's fields. */
function storedText(fields: string[]) {
  const fieldValue = fc.oneof(fc.jsonValue(), fc.array(fc.oneof(fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue()))));
  return fc.oneof(
    fc.string(),
    fc.json(),
    fc.jsonValue().map((state) => JSON.stringify({ state, version: 1 })),
    fc
      .record({ state: fc.dictionary(fc.constantFrom(...fields), fieldValue), version: fc.constantFrom(0, 1, 2, -1) })
      .map((v) => JSON.stringify(v)),
  );
}

/** Every path to a value inside a record: ['items', 0, 'quantity'] and so on. */
function pathsIn(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Array.isArray(value) ? value.map((item, i) => [i, item] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, item]) => pathsIn(item, [...prefix, key]))];
}

function withValueAt(record: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(record) ? [...record] : { ...(record as object) }) as Record<string | number, unknown>;
  copy[head] = withValueAt(copy[head], rest, value);
  return copy;
}

/**
 * A valid record with one value in it replaced by any text, any JSON value, or removed. Each of the record's own fields is
 * as likely to be hit as any other, however deep the values below it go.
 */
function nearlyValid({ record, stored }: PersistedStoreCase['sample']) {
  const path = fc
    .constantFrom(...Object.keys(record as object))
    .chain((field) => fc.constantFrom(...pathsIn((record as Record<string, unknown>)[field], [field])));
  return fc
    .tuple(path, fc.oneof(fc.string(), fc.jsonValue(), fc.constant(undefined)))
    .map(([at, value]) => stored(withValueAt(record, at, value)));
}

describe.each(cases)('the $key store, given anything in its localStorage key', ({ key, fields, store, wellTyped, sample }) => {
  it('reads its valid sample record back', async () => {
    localStorage.setItem(key, sample.stored(sample.record));
    await store.persisted.read();
    expect(store.persisted.status()).toBe('ready');
    expect(sample.held()).toEqual(sample.record);
    expect(wellTyped()).toBe(true);
  });

  it('loads with a well-typed state, never throws, and leaves alone what it could not read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await fc.assert(
      fc.asyncProperty(fc.oneof(storedText(fields), { arbitrary: nearlyValid(sample), weight: 2 }), async (text) => {
        store.persisted.forget();
        localStorage.setItem(key, text);
        await store.persisted.read();
        expect(wellTyped()).toBe(true);
        expect(localStorage.getItem(key)).toBe(text);
      }),
      { numRuns: 400 },
    );
  });
});
