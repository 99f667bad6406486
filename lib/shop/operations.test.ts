// The operations on the static shop's backend, browser storage: the shared table (operation-cases.ts), then what
// only this backend does (any password signs in, a full storage refuses a write, the owner's built-in password).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readOutbox } from '@/lib/notifications/outbox';
import { interruptedPlacement } from './placement';
import { useOrders } from '@/lib/store/orders';
import { eventually } from '@/test-support/wait';
import { setBackingStorage } from '@/lib/store/backing-storage';
import { conversationsOf } from '@/lib/chat/conversations';
import { useCatalogue } from '@/lib/store/catalogue';
import { currentCustomerId, useChat } from '@/lib/store/chat';
import { useSession } from '@/lib/store/session';
import { testAdmin } from '@/test-support/admin-credential';
import { failure, form, operationCases, shop, summary, value } from './operation-cases';

afterEach(() => setBackingStorage(null));

operationCases({
  name: 'browser storage',
  email: (name) => `${name}@example.com`,
  async signInCustomer(email) {
    return value(await shop.signIn({ firstName: '', lastName: '', email, password: 'p', confirmPassword: '' }));
  },
  async signInOwner() {
    value(await shop.adminSignIn(testAdmin.email, testAdmin.password));
  },
  expectNewOrder(order, placedAfter) {
    expect(Number(order.id)).toBeGreaterThanOrEqual(placedAfter);
    expect(order.userId).toMatch(/^guest_/);
  },
});

describe('only on browser storage', () => {
  it('signs in any email, named after the part before @, and signs out', async () => {
    const user = value(await shop.signIn({ firstName: '', lastName: '', email: 'grace@example.com', password: 'p', confirmPassword: '' }));
    expect(user.firstName).toBe('grace');
    value(await shop.signOut());
    expect(useSession.getState().user).toBeNull();
  });

  it("keeps a guest's conversation theirs when they then check out as a guest, and not the next guest's", async () => {
    const started = value(await shop.startConversation({ subject: 'Shipping', message: 'Do you ship to Regina?', guestName: 'Bo', guestEmail: 'bo@example.com' }));
    value(await shop.placeOrder({ form, summary }));
    const shown = () => conversationsOf(useChat.getState().conversations, currentCustomerId(useSession.getState().user, useChat.getState().guestId));
    expect(shown().map((c) => c.id)).toEqual([started.id]);

    value(await shop.signOut());
    expect(shown()).toEqual([]);
  });

  it("takes a review's verified mark away when its author cancels the order that earned it, and gives it back when the owner takes it up again", async () => {
    value(await shop.signIn({ firstName: '', lastName: '', email: 'ivy@example.com', password: 'p', confirmPassword: '' }));
    const order = value(await shop.placeOrder({ form, summary }));
    const review = value(await shop.submitReview('2', { rating: 5, title: 'Sturdy', comment: 'Holds my phone upright.' }));
    const verified = () => useCatalogue.getState().products.find((p) => p.id === '2')!.reviews.find((r) => r.id === review.id)!.verified;
    expect(verified()).toBe(true);

    value(await shop.cancelOrder(order.id));
    expect(verified()).toBe(false);
    value(await shop.adminSignIn(testAdmin.email, testAdmin.password));
    value(await shop.setOrderStatus(order.id, { from: 'cancelled', to: 'processing' }));
    expect(verified()).toBe(true);
  });

  it("writes the owner's email and this tab's placed order with the order, before a guest is signed in, so a page stopped then loses neither", async () => {
    // The page stops (a reload, a closed tab) while the guest is being signed in: that save never ends.
    vi.spyOn(useSession.getState(), 'login').mockReturnValue(new Promise(() => {}));
    void shop.placeOrder({ form, summary });
    await eventually(() => expect(useOrders.getState().orders).toHaveLength(1));
    const [order] = useOrders.getState().orders;
    expect(readOutbox().entries.map((entry) => entry.id)).toEqual([`order:${order.id}`]);
    expect(await interruptedPlacement()).toEqual({
      order,
      guest: {
        id: order.userId,
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '780 555 0199',
        address: { street: '4812 50 Avenue', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' },
      },
    });
  });

  it('refuses an order the browser cannot store, changing nothing', async () => {
    setBackingStorage({
      getItem: (key) => localStorage.getItem(key),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: (key) => localStorage.removeItem(key),
    });
    expect(failure(await shop.placeOrder({ form, summary })).kind).toBe('unavailable');
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem('orders')).toBeNull();
  });

  it('signs the owner in with the right password only', async () => {
    expect(failure(await shop.adminSignIn(testAdmin.email, 'wrong password'))).toEqual({ kind: 'forbidden', message: 'Invalid email or password' });
    expect(value(await shop.adminSignIn(testAdmin.email, testAdmin.password))).toMatchObject({ name: 'Admin User', role: 'admin' });
    value(await shop.adminSignOut());
  }, 20_000);
});
