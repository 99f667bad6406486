// @vitest-environment jsdom
// A sign-in cut off halfway, on the shared server: the server made a session, but the account was never read, so
// the page says it could not sign in. That browser must then hold no session, and a guest's checkout on it must
// never go into someone's account.
import { describe, expect, it, vi } from 'vitest';
import '@/server/test/shop-on-server';
import '@/vitest.setup';
import { serverUnreachable } from '@/content/server';
import { failure, form, shop, summary, value } from '@/lib/shop/operation-cases';
import { serverSession, setSessionToken } from '@/lib/shop/server-session';
import { useCart } from '@/lib/store/cart';
import { useSession } from '@/lib/store/session';
import { seedProducts } from '@/content/products';
import { call, signUp, type Account } from '@/server/test/rest';
import { eventually } from '@/test-support/wait';

const PASSWORD = 'correct horse battery';

/** The account's name, street and orders as the server holds them (read with the master key). */
async function heldFor(account: Account) {
  const user = await call<{ firstName: string; address?: { street: string } }>('GET', `/users/${account.id}`, { master: true });
  const orders = await call<{ results: unknown[] }>('GET', `/classes/Order?where=${encodeURIComponent(JSON.stringify({ userId: account.id }))}`, { master: true });
  return { firstName: user.body.firstName, street: user.body.address?.street, orders: orders.body.results.length };
}

/** The connection drops on the way back from the server's GET /users/me. */
function losingTheAccountRead() {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET' && String(input).endsWith('/users/me')) throw new TypeError('Failed to fetch');
    return realFetch(input, init);
  });
}

const signInForm = (email: string) => ({ firstName: '', lastName: '', email, password: PASSWORD, confirmPassword: '' });

/** The sessions the server holds for the account (the master key reads them). */
const sessionsOf = async (account: Account) =>
  (await call<{ results: unknown[] }>('GET', `/classes/_Session?where=${encodeURIComponent(JSON.stringify({ user: { __type: 'Pointer', className: '_User', objectId: account.id } }))}`, { master: true })).body.results.length;

describe('a sign-in cut off after the server made the session', () => {
  it('leaves no session in this browser and ends the one the server made', async () => {
    const hal = await signUp('hal', { address: { street: '1 Real Road', city: 'Saskatoon', state: 'SK', zipCode: 'S7K 1A1', country: 'Canada' } });
    losingTheAccountRead();
    try {
      expect(failure(await shop.signIn(signInForm(hal.email)))).toEqual({ kind: 'unavailable', message: serverUnreachable.signIn });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(useSession.getState().user).toBeNull();
    expect(serverSession().token).toBeNull();
    // The sign-up's own session and nothing else.
    await eventually(async () => expect(await sessionsOf(hal)).toBe(1));
  });

  it("then a guest's checkout in this browser makes a guest account and leaves the customer's account as it was", async () => {
    const hal = await signUp('hal', { address: { street: '1 Real Road', city: 'Saskatoon', state: 'SK', zipCode: 'S7K 1A1', country: 'Canada' } });
    losingTheAccountRead();
    try {
      failure(await shop.signIn(signInForm(hal.email)));
    } finally {
      vi.unstubAllGlobals();
    }
    await useCart.getState().add(seedProducts[1], []);
    const order = value(await shop.placeOrder({ form: { ...form, email: 'gwen@example.com', firstName: 'Gwen' }, summary }));
    expect(order.userId).not.toBe(hal.id);
    expect(await heldFor(hal)).toEqual({ firstName: 'hal', street: '1 Real Road', orders: 0 });
  });
});

describe("a customer's session held by a browser that shows nobody signed in", () => {
  it("is never lent to a guest's checkout or chat", async () => {
    const hal = await signUp('hal', { address: { street: '1 Real Road', city: 'Saskatoon', state: 'SK', zipCode: 'S7K 1A1', country: 'Canada' } });
    setSessionToken(hal.session);
    const conversation = value(await shop.startConversation({ subject: 'Shipping', message: 'Do you ship?', guestName: 'Gwen', guestEmail: 'gwen@example.com' }));
    expect(conversation.customerId).not.toBe(hal.id);

    setSessionToken(hal.session);
    await useCart.getState().add(seedProducts[1], []);
    const order = value(await shop.placeOrder({ form: { ...form, email: 'gwen@example.com', firstName: 'Gwen' }, summary }));
    expect(order.userId).not.toBe(hal.id);
    expect(await heldFor(hal)).toMatchObject({ firstName: 'hal', street: '1 Real Road', orders: 0 });
  });

  it("a guest's own session still carries their next order, so their conversation and order stay together", async () => {
    const conversation = value(await shop.startConversation({ subject: 'Shipping', message: 'Do you ship?', guestName: 'Gwen', guestEmail: 'gwen@example.com' }));
    await useCart.getState().add(seedProducts[1], []);
    const order = value(await shop.placeOrder({ form: { ...form, email: 'gwen@example.com', firstName: 'Gwen' }, summary }));
    expect(order.userId).toBe(conversation.customerId);
  });
});
