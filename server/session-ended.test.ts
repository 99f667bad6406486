// @vitest-environment jsdom
// A customer's session that the server no longer takes (it expired, or they signed out on another device), found
// by whichever request comes next: this browser signs them out too and says so, keeps the cart and what was typed at
// checkout for when they sign in again, and never places their order as a guest's.
import { describe, expect, it } from 'vitest';
import '@/server/test/shop-on-server';
import '@/vitest.setup';
import { serverRefusals } from '@/content/server';
import { failure, form, shop, summary, value } from '@/lib/shop/operation-cases';
import { refreshFromServer } from '@/lib/shop/server-backend';
import { serverSession } from '@/lib/shop/server-session';
import { useCart } from '@/lib/store/cart';
import { useEndedSession } from '@/lib/store/ended-session';
import { useSession } from '@/lib/store/session';
import { keepCheckoutDetails, readKeptDetails } from '@/components/checkout/kept-details';
import { seedProducts } from '@/content/products';
import { eventually } from '@/test-support/wait';
import { call, uniqueEmail } from '@/server/test/rest';

const PASSWORD = 'correct horse battery';

/** Sam, signed in here with a phone stand in the cart and an address typed at checkout; then his session ends on the server. */
async function samWhoseSessionEnded() {
  const email = uniqueEmail('sam');
  const sam = value(await shop.signUp({ firstName: 'Sam', lastName: 'Session', email, password: PASSWORD, confirmPassword: PASSWORD }));
  await useCart.getState().add(seedProducts[1], []);
  keepCheckoutDetails({ ...form, email }, sam.id);
  const ended = await call('POST', '/logout', { session: serverSession().token ?? '', body: {} });
  expect(ended.status).toBe(200);
  return sam;
}

async function expectSignedOutHereAndTold(samId: string) {
  await eventually(() => expect(useSession.getState().user).toBeNull());
  expect(serverSession().token).toBeNull();
  expect(useEndedSession.getState().endedFor).toBe(samId);
  expect(useCart.getState().items).toMatchObject([{ productId: '2', quantity: 1 }]);
  expect(await readKeptDetails(samId)).toMatchObject({ street: form.street });
}

const ordersOf = async (userId: string) =>
  (await call<{ results: unknown[] }>('GET', `/classes/Order?where=${encodeURIComponent(JSON.stringify({ userId }))}`, { master: true })).body.results;

describe('a session the server has ended', () => {
  it('found by an action: the customer is told, signed out here, and keeps the cart and what was typed', async () => {
    const sam = await samWhoseSessionEnded();
    expect(failure(await shop.placeOrder({ form, summary }))).toEqual({ kind: 'forbidden', message: serverRefusals.sessionExpired });
    await expectSignedOutHereAndTold(sam.id);
    expect(await ordersOf(sam.id)).toEqual([]);
  });

  it('found when the page reads again (a reload, the tab back in view): the same', async () => {
    const sam = await samWhoseSessionEnded();
    await refreshFromServer();
    await expectSignedOutHereAndTold(sam.id);
  });

  it('a Logout after it ended elsewhere is a plain sign-out, with nothing to tell', async () => {
    await samWhoseSessionEnded();
    value(await shop.signOut());
    expect(useEndedSession.getState().endedFor).toBeNull();
    expect(useSession.getState().user).toBeNull();
  });

  it('is forgotten by the next sign-in', async () => {
    const sam = await samWhoseSessionEnded();
    await refreshFromServer();
    await eventually(() => expect(useEndedSession.getState().endedFor).toBe(sam.id));
    value(await shop.signIn({ firstName: '', lastName: '', email: sam.email, password: PASSWORD, confirmPassword: '' }));
    expect(useEndedSession.getState().endedFor).toBeNull();
  });
});
