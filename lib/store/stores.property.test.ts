import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { cartItemSchema, conversationSchema, customOrderRequestSchema, orderSchema, productSchema, userSchema } from '../schemas';
import { useAdmin } from './admin';
import { useCart } from './cart';
import { useCatalogue } from './catalogue';
import { useChat } from './chat';
import { useCustomOrders } from './custom-orders';
import { useOrders } from './orders';
import { useSession } from './session';

interface PersistedStoreCase {
  key: string;
  /** The persisted field names, so generated envelopes hit the fields the store reads. */
  fields: string[];
  store: { persisted: { read: () => Promise<void>; forget: () => void; status: () => string } };
  /** The state's persisted fields still have their declared types. */
  wellTyped: () => boolean;
}

const listOf = <T,>(schema: z.ZodMiniType<T>) => z.array(schema);
const valid = <T,>(schema: z.ZodMiniType<T>, value: unknown) => schema.safeParse(value).success;

const cases: PersistedStoreCase[] = [
  {
    key: 'cart',
    fields: ['items'],
    store: useCart,
    wellTyped: () => valid(listOf(cartItemSchema), useCart.getState().items),
  },
  {
    key: 'catalogue',
    fields: ['products'],
    store: useCatalogue,
    wellTyped: () => valid(listOf(productSchema), useCatalogue.getState().products),
  },
  {
    key: 'orders',
    fields: ['orders'],
    store: useOrders,
    wellTyped: () => valid(listOf(orderSchema), useOrders.getState().orders),
  },
  {
    key: 'session',
    fields: ['user', 'accounts'],
    store: useSession,
    wellTyped: () => {
      const { user, accounts } = useSession.getState();
      return (user === null || valid(userSchema, user)) && valid(listOf(userSchema), accounts);
    },
  },
  {
    key: 'chat',
    fields: ['conversations', 'guestId'],
    store: useChat,
    wellTyped: () => {
      const { conversations, guestId } = useChat.getState();
      return valid(listOf(conversationSchema), conversations) && (guestId === null || guestId.startsWith('guest_'));
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
  },
  {
    key: 'customOrders',
    fields: ['requests'],
    store: useCustomOrders,
    wellTyped: () => valid(listOf(customOrderRequestSchema), useCustomOrders.getState().requests),
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

describe.each(cases)('the $key store, given anything in its localStorage key', ({ key, fields, store, wellTyped }) => {
  it('loads with a well-typed state, never throws, and leaves alone what it could not read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await fc.assert(
      fc.asyncProperty(storedText(fields), async (text) => {
        store.persisted.forget();
        localStorage.setItem(key, text);
        await store.persisted.read();
        expect(wellTyped()).toBe(true);
        expect(localStorage.getItem(key)).toBe(text);
      }),
      { numRuns: 150 },
    );
  });
});
