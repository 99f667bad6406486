// @vitest-environment jsdom
// Placing an order when the server's answer is lost on the way back: the retry must find the order the first
// attempt placed, never place a second one, also after a reload.
import { describe, expect, it, vi } from 'vitest';
import '@/server/test/shop-on-server';
import '@/vitest.setup';
import { serverRefusals, serverUnreachable } from '@/content/server';
import { seedProducts } from '@/content/products';
import { failure, form, shop, summary, value } from '@/lib/shop/operation-cases';
import { serverSession, setSessionToken } from '@/lib/shop/server-session';
import { useCart } from '@/lib/store/cart';
import { call } from '@/server/test/rest';

describe('an order whose answer was lost', () => {
  /** Places the order as a guest; the server places it, but its answer never reaches the shop (a dropped connection). */
  async function placeOrderAndLoseTheAnswer() {
    await useCart.getState().add(seedProducts[1], []);
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const answer = await realFetch(input, init);
      if (init?.method === 'POST' && String(input).endsWith('/classes/Order')) throw new TypeError('Failed to fetch');
      return answer;
    };
    try {
      expect(failure(await shop.placeOrder({ form, summary }))).toEqual({ kind: 'unavailable', message: serverUnreachable.order });
    } finally {
      globalThis.fetch = realFetch;
    }
  }

  it('says the order may already be placed when its first attempt went through under a session this browser lost', async () => {
    await placeOrderAndLoseTheAnswer();
    setSessionToken(null);
    expect(failure(await shop.placeOrder({ form, summary }))).toEqual({ kind: 'conflict', message: serverRefusals.orderUnconfirmed });
    expect(useCart.getState().items).toHaveLength(1);
  });

  // Last: after a reload the shop's modules are new ones, which later tests in this file would share.
  it('places an order once when its answer was lost and the page reloaded before the retry', async () => {
    await placeOrderAndLoseTheAnswer();
    const guestSession = serverSession().token;
    expect(guestSession).toEqual(expect.any(String));

    // A reload: every module starts again, and each store reads what the browser kept, as the page's hydration does.
    vi.resetModules();
    const reloaded = await import('@/lib/shop/orders');
    await (await import('@/lib/shop/run')).backend();
    const { persistedKeys } = await import('@/lib/store/persisted');
    await Promise.all([...persistedKeys()].map((key) => key.read()));
    const order = value(await reloaded.placeOrder({ form, summary }));

    const onServer = await call<{ results: { objectId: string }[] }>('GET', '/classes/Order', { session: guestSession ?? '' });
    expect(onServer.body.results.map((o) => o.objectId)).toEqual([order.id]);
  });
});
