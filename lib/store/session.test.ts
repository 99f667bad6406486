import { afterEach, describe, expect, it } from 'vitest';
import { useCart } from './cart';
import { useSession } from './session';
import { CHECKOUT_DETAILS } from './storage-keys';
import { ada } from '@/test-support/user';


describe('signing out', () => {
  afterEach(() => sessionStorage.clear());

  it('leaves the next person at this tab neither the cart nor what was typed at checkout', async () => {
    await useSession.getState().login(ada);
    await useCart.getState().add({ id: '2', inStock: true });
    expect(useCart.getState().items).toHaveLength(1);
    const details = { forUser: ada.id, details: { email: ada.email, street: '5 Pine St' } };
    sessionStorage.setItem(CHECKOUT_DETAILS.key, JSON.stringify({ version: CHECKOUT_DETAILS.version, state: details }));

    await useSession.getState().logout();
    expect(useSession.getState().user).toBeNull();
    expect(useCart.getState().items).toEqual([]);
    expect(sessionStorage.getItem(CHECKOUT_DETAILS.key)).toBeNull();
  });
});
