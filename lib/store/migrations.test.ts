// Data written by version 1 of each store, as version 1 wrote it (fixtures/), read by today's stores.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useAdmin } from './admin';
import { useCart } from './cart';
import { useCatalogue } from './catalogue';
import { useChat } from './chat';
import { useCustomOrders } from './custom-orders';
import { useOrders } from './orders';
import { useHelpfulMarks } from './helpful-marks';
import { useSession } from './session';
import { STORAGE_KEYS } from './storage-keys';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', `v1-${name}.json`), 'utf8').trim();

async function readVersion1(key: string, store: { persisted: { read: () => Promise<void> } }) {
  localStorage.setItem(key, fixture(key));
  await store.persisted.read();
}

describe('the current versions', () => {
  it('are listed once, with the shape each key holds now', () => {
    expect(Object.fromEntries(Object.values(STORAGE_KEYS).map(({ key, version }) => [key, version]))).toEqual({
      cart: 2,
      catalogue: 2,
      session: 2,
      orders: 2,
      chat: 2,
      admin: 2,
      customOrders: 1,
      helpfulMarks: 2,
    });
  });
});

describe('data written by version 1', () => {
  it('cart: a line over 99 is capped at 99; the rest is kept as it was', async () => {
    await readVersion1('cart', useCart);
    expect(useCart.getState().items).toEqual([
      {
        productId: '1',
        quantity: 2,
        customizations: [{ optionId: 'wood-type', optionName: 'Wood Type', value: 'cherry', priceAdjustment: 25 }],
      },
      { productId: '4', quantity: 99, customizations: [] },
    ]);
  });

  it('catalogue: only photos on the photo host or this site are kept; the product stays', async () => {
    await readVersion1('catalogue', useCatalogue);
    const [board] = useCatalogue.getState().products;
    expect(board.name).toBe('Edge-Grain Hardwood Cutting Board');
    expect(board.images).toEqual(['https://images.unsplash.com/photo-1?auto=format&fit=crop&w=800&q=75', '/placeholder.svg']);
  });

  it('session: the signed-in user becomes one of the accounts, so signing in by email finds them', async () => {
    await readVersion1('session', useSession);
    const { user, accounts } = useSession.getState();
    expect(user?.id).toBe('user_1700000000000_ab12');
    expect(accounts.map((a) => a.id)).toEqual(['guest_1690000000000', 'user_1700000000000_ab12']);
  });

  it('orders: a time kept as epoch milliseconds becomes ISO 8601 text', async () => {
    await readVersion1('orders', useOrders);
    const [order] = useOrders.getState().orders;
    expect(order.createdAt).toBe('2025-01-01T00:00:00.000Z');
    expect(order.total).toBe(85.2);
    expect(order.status).toBe('shipped');
  });

  it('orders: an order with a line over 99, which version 1 took, is kept as it was placed', async () => {
    await readVersion1('orders', useOrders);
    const bulk = useOrders.getState().orders.find((order) => order.id === '1735776000000');
    expect(bulk?.items).toEqual([{ productId: '4', productName: 'Walnut Serving Tray', unitPrice: 65, quantity: 250, customizations: [] }]);
    expect(bulk?.total).toBe(17550);
  });

  it('chat: conversation and message times become ISO 8601 text', async () => {
    await readVersion1('chat', useChat);
    const [conversation] = useChat.getState().conversations;
    expect(conversation.lastMessage).toBe('2025-01-01T01:00:00.000Z');
    expect(conversation.messages[0].timestamp).toBe('2025-01-01T01:00:00.000Z');
    expect(useChat.getState().guestId).toBe('guest_1690000000000');
  });

  it('admin: a session without the password proof is dropped; the owner signs in again', async () => {
    await readVersion1('admin', useAdmin);
    expect(useAdmin.getState().session).toBeNull();
  });

  it('helpful marks: each mark of the form product/review, once', async () => {
    await readVersion1('helpfulMarks', useHelpfulMarks);
    expect(useHelpfulMarks.getState().marks).toEqual(['1/review-1', '2/review-3']);
  });

  it('custom-order requests: a request from before quoting reads as not yet quoted', async () => {
    await readVersion1('customOrders', useCustomOrders);
    const [request] = useCustomOrders.getState().requests;
    expect(request).toMatchObject({ name: 'Ada Lovelace', estimatedPrice: null, estimatedTimeline: null, status: 'pending' });
  });

  it('is written back in the current shape on the next save', async () => {
    await readVersion1('cart', useCart);
    await useCart.getState().add({ id: '6', inStock: true });
    const stored = JSON.parse(localStorage.getItem('cart')!);
    expect(stored.version).toBe(2);
    expect(stored.state.items.map((line: { quantity: number }) => line.quantity)).toEqual([2, 99, 1]);
  });
});
