import { describe, expect, it } from 'vitest';
import { makeConversation, makeOrder } from './admin-test-data';
import { conversationsByActivity, filterOrders, ordersNewestFirst, paginate } from './admin-lists';

describe('ordersNewestFirst', () => {
  it('sorts by creation time, newest first, unreadable dates last', () => {
    const orders = [
      makeOrder({ id: 'a', createdAt: '2025-01-02T00:00:00.000Z' }),
      makeOrder({ id: 'b', createdAt: 'garbage' }),
      makeOrder({ id: 'c', createdAt: '2025-03-01T00:00:00.000Z' }),
      makeOrder({ id: 'd', createdAt: '2025-01-02T00:00:00.000Z' }),
    ];
    expect(ordersNewestFirst(orders).map((o) => o.id)).toEqual(['c', 'd', 'a', 'b']);
    expect(orders.map((o) => o.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('filterOrders', () => {
  const orders = [
    makeOrder({ id: '1', status: 'pending' }),
    makeOrder({ id: '2', status: 'cancelled' }),
    makeOrder({ id: '3', status: 'pending' }),
  ];
  it.each([
    ['all', ['1', '2', '3']],
    ['pending', ['1', '3']],
    ['cancelled', ['2']],
    ['delivered', []],
  ] as const)('%s → %j', (filter, ids) => {
    expect(filterOrders(orders, filter).map((o) => o.id)).toEqual(ids);
  });
});

describe('conversationsByActivity', () => {
  it('puts the newest activity first', () => {
    const list = [
      makeConversation({ id: 'old', lastMessage: '2025-01-01T00:00:00.000Z' }),
      makeConversation({ id: 'new', lastMessage: '2025-02-01T00:00:00.000Z' }),
    ];
    expect(conversationsByActivity(list).map((c) => c.id)).toEqual(['new', 'old']);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 55 }, (_, i) => i + 1);
  it.each([
    [1, { page: 1, pageCount: 3, from: 1, to: 25, first: 1 }],
    [3, { page: 3, pageCount: 3, from: 51, to: 55, first: 51 }],
    [9, { page: 3, pageCount: 3, from: 51, to: 55, first: 51 }],
    [0, { page: 1, pageCount: 3, from: 1, to: 25, first: 1 }],
  ])('page %i of 55 items by 25', (page, expected) => {
    const result = paginate(items, page, 25);
    expect({ page: result.page, pageCount: result.pageCount, from: result.from, to: result.to, first: result.items[0] }).toEqual(
      expected,
    );
  });

  it('has one empty page for an empty list', () => {
    expect(paginate([], 1, 25)).toEqual({ items: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });
});
