import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { cartItemSchema, orderSchema, productSchema, userSchema } from '../schemas';
import { useCart } from './cart';
import { useCatalogue } from './catalogue';
import { useOrders } from './orders';
import { useSession } from './session';

interface PersistedStoreCase {
  key: string;
  /** The persisted field names, so generated envelopes hit the fields the store reads. */
  fields: string[];
  rehydrate: () => Promise<void>;
  reset: () => void;
  /** The state's persisted fields still have their declared types. */
  wellTyped: () => boolean;
}

const listOf = <T,>(schema: z.ZodMiniType<T>) => z.array(schema);
const valid = <T,>(schema: z.ZodMiniType<T>, value: unknown) => schema.safeParse(value).success;

const cases: PersistedStoreCase[] = [
  {
    key: 'cart',
    fields: ['items'],
    rehydrate: () => useCart.persist.rehydrate(),
    reset: () => useCart.setState({ items: [] }),
    wellTyped: () => valid(listOf(cartItemSchema), useCart.getState().items),
  },
  {
    key: 'catalogue',
    fields: ['products'],
    rehydrate: () => useCatalogue.persist.rehydrate(),
    reset: () => useCatalogue.setState(useCatalogue.getInitialState()),
    wellTyped: () => valid(listOf(productSchema), useCatalogue.getState().products),
  },
  {
    key: 'orders',
    fields: ['orders'],
    rehydrate: () => useOrders.persist.rehydrate(),
    reset: () => useOrders.setState({ orders: [] }),
    wellTyped: () => valid(listOf(orderSchema), useOrders.getState().orders),
  },
  {
    key: 'session',
    fields: ['user', 'accounts'],
    rehydrate: () => useSession.persist.rehydrate(),
    reset: () => useSession.setState({ user: null, accounts: [] }),
    wellTyped: () => {
      const { user, accounts } = useSession.getState();
      return (user === null || valid(userSchema, user)) && valid(listOf(userSchema), accounts);
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

describe.each(cases)('the $key store, given anything in its localStorage key', ({ key, fields, rehydrate, reset, wellTyped }) => {
  it('loads with a well-typed state and never throws', async () => {
    await fc.assert(
      fc.asyncProperty(storedText(fields), async (text) => {
        reset();
        localStorage.setItem(key, text);
        await rehydrate();
        expect(wellTyped()).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
