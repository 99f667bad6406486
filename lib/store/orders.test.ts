import { beforeEach, describe, expect, it } from 'vitest';
import { makeOrder } from '@/test-support/admin-data';
import { useOrders } from './orders';

describe('cancelOrder (the customer’s Cancel Order)', () => {
  beforeEach(() => {
    useOrders.setState({
      orders: (['pending', 'processing', 'shipped', 'delivered'] as const).map((status) => makeOrder({ id: status, status })),
    });
  });

  it('cancels a pending or processing order and nothing else', async () => {
    const { cancelOrder } = useOrders.getState();
    const results = [];
    for (const id of ['pending', 'processing', 'shipped', 'delivered', 'unknown']) results.push(await cancelOrder(id));
    expect(results).toEqual([true, true, false, false, false]);
    expect(useOrders.getState().orders.map((o) => o.status)).toEqual(['cancelled', 'cancelled', 'shipped', 'delivered']);
    expect(JSON.parse(localStorage.getItem('orders')!).state.orders[0].status).toBe('cancelled');
  });
});
