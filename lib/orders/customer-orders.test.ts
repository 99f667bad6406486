import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/content/products';
import { makeOrder } from '@/test-support/admin-data';
import { canCancel, orderActions, ordersOf, planReorder, recentOrders, RECENT_ORDERS } from './customer-orders';
import { ORDER_STATUSES, type OrderStatus } from '@/types/shop';

const at = (day: number) => `2025-06-${String(day).padStart(2, '0')}T12:00:00.000Z`;

describe('recentOrders (rules §2, §9: the 3 most recent, newest first)', () => {
  const orders = [
    makeOrder({ id: 'a', userId: 'user_1', createdAt: at(1) }),
    makeOrder({ id: 'b', userId: 'user_1', createdAt: at(4) }),
    makeOrder({ id: 'other', userId: 'user_2', createdAt: at(9) }),
    makeOrder({ id: 'c', userId: 'guest_1', createdAt: at(3) }),
    makeOrder({ id: 'd', userId: 'user_1', createdAt: at(2) }),
  ];

  it('shows the newest 3 of the customer’s orders and counts them all', () => {
    expect(RECENT_ORDERS).toBe(3);
    const { shown, total } = recentOrders(orders, ['user_1', 'guest_1']);
    expect(shown.map((o) => o.id)).toEqual(['b', 'c', 'd']);
    expect(total).toBe(4);
  });

  it("leaves out other customers' orders", () => {
    expect(ordersOf(orders, ['user_2']).map((o) => o.id)).toEqual(['other']);
    expect(recentOrders(orders, ['nobody'])).toEqual({ shown: [], total: 0 });
  });

  it('sorts an order with an unreadable date by its id, a timestamp', () => {
    const list = [
      makeOrder({ id: String(Date.parse(at(5))), createdAt: 'garbled' }),
      makeOrder({ id: 'x', createdAt: at(6) }),
      makeOrder({ id: 'y', createdAt: at(4) }),
    ];
    expect(ordersOf(list, ['user-1']).map((o) => o.id)).toEqual(['x', String(Date.parse(at(5))), 'y']);
  });
});

describe('orderActions (rules §4)', () => {
  it.each<[OrderStatus, string[]]>([
    ['pending', ['cancel', 'contact']],
    ['processing', ['cancel', 'contact']],
    ['shipped', ['contact']],
    ['delivered', ['reorder', 'contact']],
    ['cancelled', ['contact']],
  ])('%s → %j', (status, actions) => {
    expect(orderActions(status)).toEqual(actions);
  });

  it('lets a customer cancel only what has not shipped', () => {
    expect(ORDER_STATUSES.filter(canCancel)).toEqual(['pending', 'processing']);
    expect(canCancel('cancelled')).toBe(false);
  });
});

describe('planReorder', () => {
  const order = makeOrder({
    items: [
      {
        productId: '1',
        productName: 'Old name',
        unitPrice: 90,
        quantity: 2,
        customizations: [{ optionId: 'wood-type', optionName: 'Wood Type', value: 'cherry', priceAdjustment: 25, valueLabel: 'Black cherry' }],
      },
      { productId: '8', productName: 'Sold out piece', unitPrice: 40, quantity: 1, customizations: [] },
      { productId: 'gone', productName: 'Retired tray', unitPrice: 30, quantity: 1, customizations: [] },
    ],
  });

  it('puts back each in-stock line with its customisations and quantity, and names the rest', () => {
    const plan = planReorder(order, seedProducts);
    expect(plan.lines).toEqual([
      {
        product: seedProducts[0],
        quantity: 2,
        customizations: [{ optionId: 'wood-type', optionName: 'Wood Type', value: 'cherry', priceAdjustment: 25 }],
      },
    ]);
    const outOfStock = seedProducts.find((p) => p.id === '8')!;
    expect(outOfStock.inStock).toBe(false);
    expect(plan.unavailable).toEqual([outOfStock.name, 'Retired tray']);
  });
});
