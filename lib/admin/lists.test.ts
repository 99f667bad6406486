import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@/types/shop';
import { makeConversation, makeOrder } from '@/test-support/admin-data';
import {
  conversationsByActivity,
  filterByStatus,
  filterOrders,
  ordersNewestFirst,
  paginate,
  statusFilter,
  withChanged,
} from './lists';

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

describe('filterByStatus', () => {
  const orders = [
    makeOrder({ id: '1', status: 'shipped' }),
    makeOrder({ id: '2', status: 'delivered' }),
    makeOrder({ id: '3', status: 'shipped' }),
    makeOrder({ id: '4', status: 'pending' }),
  ];
  const ids = (list: readonly { id: string }[]) => list.map((o) => o.id);

  it('shows the items with the chosen status', () => {
    expect(ids(filterByStatus(orders, statusFilter('shipped')))).toEqual(['1', '3']);
    expect(ids(filterByStatus(orders, statusFilter<OrderStatus>('all')))).toEqual(['1', '2', '3', '4']);
  });

  it('keeps an item the owner changed under this filter in its place, whatever its status now', () => {
    // Order 2 was shipped when the owner set it to delivered from the Shipped list.
    const filter = withChanged(statusFilter('shipped'), '2');
    expect(ids(filterByStatus(orders, filter))).toEqual(['1', '2', '3']);
    expect(withChanged(filter, '2')).toBe(filter);
    expect(ids(filterByStatus(orders, withChanged(filter, '4')))).toEqual(['1', '2', '3', '4']);
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
