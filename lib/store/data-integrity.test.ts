// What the persistence layer promises the shopper, tested through the stores as the pages use them: nothing
// stored is overwritten before it is read or when it cannot be read, a save that fails changes nothing, and two
// tabs never drop each other's additions.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '@/test-support/wait';
import { makeConversation, makeMessage, makeOrder } from '@/test-support/admin-data';
import { ada } from '@/test-support/user';
import type { Order } from '@/types/shop';
import { setBackingStorage, type KeyValueStorage } from './backing-storage';
import { useCart } from './cart';
import { useCatalogue } from './catalogue';
import { useChat } from './chat';
import { syncAcrossTabs } from './hydration';
import { fingerprint } from './persisted';
import { useOrders } from './orders';
import { submitReview } from './reviews';
import { useSession } from './session';
import { useStorageStatus } from './storage-status';

const line = (productId: string, quantity = 1) => ({ productId, quantity, customizations: [] });
/** A key's stored text as a tab writes it; `over` names the text that tab wrote over (lib/store/persisted.ts). */
const envelope = (state: unknown, version = 2, over?: string) => JSON.stringify({ state, version, over });
const storedState = (key: string) => JSON.parse(localStorage.getItem(key)!).state;

/** Stands in for a browser whose storage is full: every write is refused, reads still work. */
function fullStorage(): KeyValueStorage {
  return {
    getItem: (key) => localStorage.getItem(key),
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: (key) => localStorage.removeItem(key),
  };
}

afterEach(() => setBackingStorage(null));

describe('a change made before the store has read its key', () => {
  it('waits for the read and is applied to what was stored (a returning shopper adds to the cart early)', async () => {
    localStorage.setItem('cart', envelope({ items: [line('1'), line('4', 2)] }));
    useCart.persisted.forget(); // as on a page whose stores have not been read yet
    const adding = useCart.getState().add({ id: '6', inStock: true });
    expect(localStorage.getItem('cart')).toBe(envelope({ items: [line('1'), line('4', 2)] }));

    await useCart.persisted.read();
    await adding;
    expect(useCart.getState().items).toEqual([line('1'), line('4', 2), line('6')]);
    expect(storedState('cart').items).toEqual([line('1'), line('4', 2), line('6')]);
  });
});

describe('a key that cannot be read is left exactly as it was', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});

  it.each([
    ['text that is not JSON', '{"state":{"items":[{"productId":"1"'],
    ['JSON that is not the stored envelope', '[1,2,3]'],
    ['data written by a newer version of the shop', envelope({ items: [line('1')], wishlist: ['9'] }, 3)],
  ])('%s: the shop works in memory, says so once, and never overwrites it', async (_, text) => {
    localStorage.setItem('cart', text);
    await useCart.persisted.read();

    await useCart.getState().add({ id: '4', inStock: true });
    await useCart.getState().add({ id: '4', inStock: true });
    expect(useCart.getState().items.find((item) => item.productId === '4')?.quantity).toBe(2);
    expect(localStorage.getItem('cart')).toBe(text);
    expect(useStorageStatus.getState().notSaving).toBe('unreadable');
  });

  it('shows what a newer version stored as far as this version can read it', async () => {
    localStorage.setItem('cart', envelope({ items: [line('1', 3)], wishlist: ['9'] }, 3));
    await useCart.persisted.read();
    expect(useCart.getState().items).toEqual([line('1', 3)]);
  });

  it('refuses a change the shopper must not lose instead of keeping it in memory', async () => {
    localStorage.setItem('orders', 'not json');
    await useOrders.persisted.read();
    const placed = await useOrders.getState().placeOrder((id) => makeOrder({ id }), Date.now());
    expect(placed).toEqual({ saved: false });
    expect(useOrders.getState().orders).toEqual([]);
    expect(localStorage.getItem('orders')).toBe('not json');
  });
});

describe('a stored entry that cannot be read', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const readable = makeOrder({ id: '1' });
  // An order without its shipping method (hand-edited, or from a shop that kept none): not shown, not lost.
  const { shippingMethod: _, ...unreadable } = makeOrder({ id: '2' });

  it('is hidden, and kept as it was stored under "<key>:unreadable" before a save writes the key without it', async () => {
    localStorage.setItem('orders', envelope({ orders: [readable, unreadable] }));
    await useOrders.persisted.read();
    expect(useOrders.getState().orders.map((o) => o.id)).toEqual(['1']);

    expect((await useOrders.getState().updateStatus('1', { from: 'pending', to: 'shipped' })).saved).toBe(true);
    expect(storedState('orders').orders.map((o: Order) => [o.id, o.status])).toEqual([['1', 'shipped']]);
    expect(JSON.parse(localStorage.getItem('orders:unreadable')!)).toEqual([unreadable]);

    // Read again (another tab, a reload), it is kept once.
    localStorage.setItem('orders', envelope({ orders: [readable, unreadable] }));
    await useOrders.persisted.read();
    expect(JSON.parse(localStorage.getItem('orders:unreadable')!)).toEqual([unreadable]);
  });

  it.each([
    ['refused', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }],
    ['dropped without a word', () => {}],
  ])('leaves the key exactly as it was when the entry cannot be set aside (its write %s)', async (_, setAsideWrite) => {
    const stored = envelope({ orders: [readable, unreadable] });
    localStorage.setItem('orders', stored);
    setBackingStorage({
      getItem: (key) => localStorage.getItem(key),
      setItem: (key, value) => (key.endsWith(':unreadable') ? setAsideWrite() : localStorage.setItem(key, value)),
      removeItem: (key) => localStorage.removeItem(key),
    });
    await useOrders.persisted.read();
    expect((await useOrders.getState().updateStatus('1', { from: 'pending', to: 'shipped' })).saved).toBe(false);
    expect(localStorage.getItem('orders')).toBe(stored);
    expect(localStorage.getItem('orders:unreadable')).toBeNull();
  });
});

describe('a save the browser refuses', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});

  it('places no order: nothing is kept, the cart stays, and the caller is told', async () => {
    await useCart.getState().add({ id: '1', inStock: true });
    setBackingStorage(fullStorage());

    const placed = await useOrders.getState().placeOrder((id) => makeOrder({ id }), Date.now());
    expect(placed).toEqual({ saved: false });
    expect(useOrders.getState().orders).toEqual([]);
    expect(useCart.getState().items).toEqual([line('1')]);
    expect(useStorageStatus.getState().notSaving).toBe('refused');
  });

  it('counts a write only when it reads back (storage that drops writes silently)', async () => {
    setBackingStorage({ getItem: () => null, setItem: () => {}, removeItem: () => {} });
    const placed = await useOrders.getState().placeOrder((id) => makeOrder({ id }), Date.now());
    expect(placed.saved).toBe(false);
    expect(useOrders.getState().orders).toEqual([]);
  });

  it('keeps a review, a profile edit and a chat message out of the page when they cannot be saved', async () => {
    await useSession.getState().login(ada);
    await useChat.getState().startConversation({ subject: 'Order Status', message: 'Hello' });
    const [conversation] = useChat.getState().conversations;
    setBackingStorage(fullStorage());

    expect(await submitReview('1', { rating: 5, title: 'Lovely', comment: 'Heavy and flat.' })).toEqual({
      ok: false,
      notSaved: true,
    });
    expect(useCatalogue.getState().products.find((p) => p.id === '1')!.totalReviews).toBe(3);
    expect((await useSession.getState().updateUser({ firstName: 'Augusta' })).saved).toBe(false);
    expect(useSession.getState().user!.firstName).toBe(ada.firstName);
    expect(await useChat.getState().sendMessage(conversation.id, 'Still there?')).toEqual({ ok: false, problem: 'not-saved' });
    expect(useChat.getState().conversations[0].messages).toHaveLength(1);
  });

  it('lets the cart carry on in memory (the shopper is told once)', async () => {
    setBackingStorage(fullStorage());
    await useCart.getState().add({ id: '1', inStock: true });
    expect(useCart.getState().items).toEqual([line('1')]);
    expect(useStorageStatus.getState().notSaving).toBe('refused');
  });
});

describe('a browser that blocks site data ("Don\'t allow sites to save data")', () => {
  // Chromium then throws on reading `window.localStorage` and refuses Web Locks with a SecurityError.
  const refuse = () => {
    throw new DOMException('The request was denied.', 'SecurityError');
  };
  const ownLocalStorage = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
  afterEach(() => {
    Object.defineProperty(window, 'localStorage', ownLocalStorage);
  });

  it('keeps the cart in memory and says so, and places no order', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(navigator, 'locks', { configurable: true, value: { request: () => Promise.reject(new DOMException('The request was denied.', 'SecurityError')) } });
    Object.defineProperty(window, 'localStorage', { configurable: true, get: refuse });

    expect(await useCart.getState().add({ id: '1', inStock: true })).toEqual({ saved: false, reason: 'refused' });
    expect(useCart.getState().items).toEqual([line('1')]);
    expect(useStorageStatus.getState().notSaving).toBe('refused');
    expect(await useOrders.getState().placeOrder((id) => makeOrder({ id }), Date.now())).toEqual({ saved: false });
    expect(useOrders.getState().orders).toEqual([]);
  });
});

describe('two tabs writing the same key', () => {
  // The other tab's write lands in storage before this tab hears of it (its storage event has not arrived).
  const otherTabWrites = (key: string, state: unknown) => localStorage.setItem(key, envelope(state));

  it('keeps an order placed in each tab', async () => {
    await useOrders.getState().placeOrder((id) => makeOrder({ id, customerName: 'This tab' }), 1_000);
    const theirs: Order = makeOrder({ id: '2000', customerName: 'Other tab' });
    otherTabWrites('orders', { orders: [...storedState('orders').orders, theirs] });

    await useOrders.getState().placeOrder((id) => makeOrder({ id, customerName: 'This tab again' }), 3_000);
    expect(storedState('orders').orders.map((o: Order) => o.customerName)).toEqual(['This tab', 'Other tab', 'This tab again']);
  });

  it('keeps a review written in one tab and a product edit made in the other', async () => {
    await useSession.getState().login(ada);
    await useCatalogue.getState().updateProduct('2', { name: 'Walnut Board, Large' });
    const products = storedState('catalogue').products.map((p: { id: string; reviews: unknown[] }) =>
      p.id === '3' ? { ...p, reviews: p.reviews } : p,
    );
    otherTabWrites('catalogue', { products: products.map((p: { id: string }) => (p.id === '5' ? { ...p, price: 99 } : p)) });

    expect((await submitReview('1', { rating: 5, title: 'Lovely', comment: 'Heavy and flat.' })).ok).toBe(true);
    const stored = storedState('catalogue').products;
    expect(stored.find((p: { id: string }) => p.id === '5').price).toBe(99);
    expect(stored.find((p: { id: string }) => p.id === '2').name).toBe('Walnut Board, Large');
    expect(stored.find((p: { id: string }) => p.id === '1').totalReviews).toBe(4);
  });

  it("makes this tab's message again when the other tab wrote without having seen it", async () => {
    // Two tabs save at the same moment. Each starts from the conversation as it was; the other tab's write lands
    // last, so storage loses this tab's message until this tab hears of that write (its storage event).
    const conversation = makeConversation({
      id: 'conv_1',
      customerId: 'guest_1',
      messages: [makeMessage({ id: 'm1', conversationId: 'conv_1', content: 'First' })],
    });
    otherTabWrites('chat', { conversations: [conversation], guestId: 'guest_1' });
    const before = localStorage.getItem('chat');
    await useChat.persisted.read();

    await useChat.getState().sendMessage('conv_1', 'From this tab');
    const ours = localStorage.getItem('chat');
    // The other tab's write starts from the conversation as it was, and names the text it wrote over (`over`).
    const otherTabsMessage = makeMessage({ id: 'm9', conversationId: 'conv_1', content: 'From the other tab' });
    const theirs = envelope({ conversations: [{ ...conversation, messages: [...conversation.messages, otherTabsMessage] }], guestId: 'guest_1' }, 2, fingerprint(before));
    localStorage.setItem('chat', theirs);

    const stopSyncing = syncAcrossTabs();
    window.dispatchEvent(new StorageEvent('storage', { key: 'chat', oldValue: ours, newValue: theirs }));
    stopSyncing();
    await eventually(() =>
      expect(storedState('chat').conversations[0].messages.map((m: { content: string }) => m.content)).toEqual([
        'First',
        'From the other tab',
        'From this tab',
      ]),
    );
  });

  it('keeps a chat message sent from each tab', async () => {
    const conversation = makeConversation({
      id: 'conv_1',
      customerId: 'guest_1',
      messages: [makeMessage({ id: 'm1', conversationId: 'conv_1', content: 'First' })],
    });
    otherTabWrites('chat', { conversations: [conversation], guestId: 'guest_1' });
    await useChat.persisted.read();
    await useChat.getState().sendMessage('conv_1', 'From this tab');
    const fromOtherTab = storedState('chat').conversations[0];
    otherTabWrites('chat', {
      conversations: [
        { ...fromOtherTab, messages: [...fromOtherTab.messages, makeMessage({ id: 'm9', conversationId: 'conv_1', content: 'From the other tab' })] },
      ],
      guestId: 'guest_1',
    });

    await useChat.getState().sendMessage('conv_1', 'From this tab again');
    expect(storedState('chat').conversations[0].messages.map((m: { content: string }) => m.content)).toEqual([
      'First',
      'From this tab',
      'From the other tab',
      'From this tab again',
    ]);
  });
});
