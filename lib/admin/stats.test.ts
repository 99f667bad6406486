import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedProducts } from '@/content/products';
import { makeConversation, makeMessage, makeOrder } from '@/test-support/admin-data';
import { adminStats, localDayKey, revenueByDay } from './stats';

const none = { products: [], orders: [], conversations: [] };

describe('adminStats: the five summary cards (rules §2, §9)', () => {
  it('counts products and every order, cancelled ones included', () => {
    const stats = adminStats({
      ...none,
      products: seedProducts,
      orders: [makeOrder({ id: '1' }), makeOrder({ id: '2', status: 'cancelled' })],
    });
    expect(stats.products).toBe(16);
    expect(stats.orders).toBe(2);
  });

  it.each([
    ['sums totals to 2 decimals without float drift', [0.1, 0.2], 0.3],
    ['sums many cents exactly', Array(10).fill(19.99), 199.9],
    ['rounds each total to the cent once', [10.005, 0.004], 10.01],
    ['is 0 with no orders', [], 0],
  ])('revenue %s', (_case, totals, expected) => {
    const orders = totals.map((total, i) => makeOrder({ id: String(i), total }));
    expect(adminStats({ ...none, orders }).revenue).toBe(expected);
  });

  it('leaves cancelled orders out of revenue', () => {
    const orders = [
      makeOrder({ id: '1', total: 112.2, status: 'delivered' }),
      makeOrder({ id: '2', total: 50, status: 'cancelled' }),
      makeOrder({ id: '3', total: 24.5, status: 'pending' }),
      makeOrder({ id: '4', total: 10, status: 'shipped' }),
      makeOrder({ id: '5', total: 5.25, status: 'processing' }),
    ];
    expect(adminStats({ ...none, orders }).revenue).toBe(151.95);
  });

  describe('customers: distinct people across orders and conversations', () => {
    it.each([
      [
        'one registered customer who ordered twice and chatted once',
        [makeOrder({ userId: 'u1' }), makeOrder({ userId: 'u1' })],
        [makeConversation({ customerId: 'u1' })],
        1,
      ],
      [
        'a guest who chats and orders with the same email, in another case',
        [makeOrder({ userId: 'guest_111', customerEmail: 'Bo@Example.com' })],
        [makeConversation({ customerId: 'guest_222', customerEmail: 'bo@example.com ' })],
        1,
      ],
      [
        'a customer who checks out with another email than their account, linked by user id',
        [makeOrder({ userId: 'u1', customerEmail: 'work@example.com' }), makeOrder({ userId: 'u9', customerEmail: 'home@example.com' })],
        [makeConversation({ customerId: 'u1', customerEmail: 'home@example.com' })],
        1,
      ],
      [
        "different people who each ordered as 'guest'",
        [makeOrder({ userId: 'guest', customerEmail: 'a@example.com' }), makeOrder({ userId: 'guest', customerEmail: 'b@example.com' })],
        [],
        2,
      ],
      [
        'people only in conversations count too',
        [makeOrder({ userId: 'u1', customerEmail: 'a@example.com' })],
        [
          makeConversation({ id: 'c1', customerId: 'u2', customerEmail: 'b@example.com' }),
          makeConversation({ id: 'c2', customerId: 'u3', customerEmail: 'c@example.com' }),
        ],
        3,
      ],
      ['nobody', [], [], 0],
    ])('%s → %i', (_case, orders, conversations, expected) => {
      expect(adminStats({ ...none, orders, conversations }).customers).toBe(expected);
    });
  });

  it('counts customer messages awaiting a reply from the workshop, in active conversations', () => {
    const conversations = [
      // Answered once, then two more customer messages: 2 await a reply. The automatic reply does not answer.
      makeConversation({
        id: 'c1',
        messages: [
          makeMessage({ id: 'a' }),
          makeMessage({ id: 'b', senderType: 'admin', senderId: 'admin' }),
          makeMessage({ id: 'c' }),
          makeMessage({ id: 'd', senderType: 'admin', senderId: 'support' }),
          makeMessage({ id: 'e' }),
        ],
      }),
      makeConversation({ id: 'c2', messages: [makeMessage({ id: 'f' })] }),
      makeConversation({ id: 'c3', status: 'closed', messages: [makeMessage({ id: 'g' })] }),
    ];
    expect(adminStats({ ...none, conversations }).unreadMessages).toBe(3);
  });

  it('adds up correctly at the bench scale (500 products, 2,000 orders, 300 conversations)', () => {
    const products = Array.from({ length: 500 }, (_, i) => ({ ...seedProducts[i % 16], id: `p${i}` }));
    const orders = Array.from({ length: 2000 }, (_, i) =>
      makeOrder({ id: String(i), userId: `u${i % 700}`, customerEmail: `u${i % 700}@example.com`, total: 10.01 }),
    );
    const conversations = Array.from({ length: 300 }, (_, i) =>
      makeConversation({ id: `c${i}`, customerId: `u${i + 600}`, customerEmail: `u${i + 600}@example.com` }),
    );
    const stats = adminStats({ products, orders, conversations });
    expect(stats).toMatchObject({ products: 500, orders: 2000, revenue: 20020, customers: 900 });
  });
});

describe('revenueByDay: the chart of the last 30 days', () => {
  const now = new Date(2025, 5, 30, 15, 0); // 30 June 2025, 3 pm local time

  it('has one entry per day, oldest first, ending today', () => {
    const series = revenueByDay([], now);
    expect(series).toHaveLength(30);
    expect(series[0].day).toBe('2025-06-01');
    expect(series[29].day).toBe('2025-06-30');
    expect(series.every((d) => d.revenue === 0 && d.orders === 0)).toBe(true);
  });

  it('adds up each day in local time, leaving out cancelled orders and older days', () => {
    const at = (d: number, h: number) => new Date(2025, 5, d, h).toISOString();
    const orders = [
      makeOrder({ id: '1', createdAt: at(30, 9), total: 0.1 }),
      makeOrder({ id: '2', createdAt: at(30, 23), total: 0.2 }),
      makeOrder({ id: '3', createdAt: at(30, 10), total: 99, status: 'cancelled' }),
      makeOrder({ id: '4', createdAt: at(1, 0), total: 40 }),
      makeOrder({ id: '5', createdAt: new Date(2025, 4, 31, 23).toISOString(), total: 1000 }),
      makeOrder({ id: '6', createdAt: 'not a date', total: 5 }),
    ];
    const series = revenueByDay(orders, now);
    expect(series[29]).toEqual({ day: '2025-06-30', revenue: 0.3, orders: 2 });
    expect(series[0]).toEqual({ day: '2025-06-01', revenue: 40, orders: 1 });
    expect(series.reduce((sum, d) => sum + d.orders, 0)).toBe(3);
  });

  it('crosses a month boundary', () => {
    expect(revenueByDay([], new Date(2025, 2, 5)).map((d) => d.day).slice(0, 2)).toEqual(['2025-02-04', '2025-02-05']);
    expect(localDayKey(new Date(2025, 0, 9))).toBe('2025-01-09');
  });
});

describe('with a shared server: only paid orders, or orders without a payment field, count (Stripe Checkout)', () => {
  beforeEach(() => {
    vi.stubEnv('NEXT_PUBLIC_PARSE_SERVER_URL', 'http://127.0.0.1:1337/parse');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const today = new Date(2025, 5, 30, 15, 0);
  const at = new Date(2025, 5, 30, 9).toISOString();
  const orders = [
    makeOrder({ id: 'card', total: 10, createdAt: at, userId: 'u1', customerEmail: 'one@example.com' }),
    makeOrder({ id: 'paid', total: 51.72, createdAt: at, payment: 'paid', userId: 'u2', customerEmail: 'two@example.com' }),
    makeOrder({ id: 'awaiting', total: 100, createdAt: at, payment: 'awaiting', userId: 'u3', customerEmail: 'three@example.com' }),
    makeOrder({ id: 'unpaid', total: 200, createdAt: at, payment: 'unpaid', status: 'cancelled', userId: 'u4', customerEmail: 'four@example.com' }),
    makeOrder({ id: 'flagged', total: 300, createdAt: at, payment: 'flagged', userId: 'u5', customerEmail: 'five@example.com' }),
    makeOrder({ id: 'refunded', total: 400, createdAt: at, payment: 'refunded', status: 'cancelled', userId: 'u6', customerEmail: 'six@example.com' }),
  ];

  it('counts the order without a payment field, the paid one and the refunded one; revenue $61.72 from the first two', () => {
    const stats = adminStats({ ...none, orders });
    expect(stats.orders).toBe(3);
    expect(stats.revenue).toBe(61.72);
    // The people of the orders that count: u1, u2 and u6.
    expect(stats.customers).toBe(3);
  });

  it('charts only the revenue of paid orders and orders without a payment field', () => {
    expect(revenueByDay(orders, today)[29]).toEqual({ day: '2025-06-30', revenue: 61.72, orders: 2 });
  });

  it('counts every order as before in the static shop (no server), where no order has a payment field', () => {
    vi.unstubAllEnvs();
    vi.stubEnv('NEXT_PUBLIC_PARSE_SERVER_URL', '');
    const cardOnly = [makeOrder({ id: '1', total: 10 }), makeOrder({ id: '2', total: 5, status: 'cancelled' })];
    expect(adminStats({ ...none, orders: cardOnly })).toMatchObject({ orders: 2, revenue: 10 });
  });
});
