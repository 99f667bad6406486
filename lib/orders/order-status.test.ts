import { describe, expect, it } from 'vitest';
import { orderStatusCopy } from '@/content/orders';
import { isOrderStatus, isSettableStatus, statusChangeRefusal } from './order-status';

describe("the owner's status change", () => {
  it('is made when the order still has the status the owner saw, in any direction', () => {
    expect(statusChangeRefusal('42', { from: 'pending', to: 'shipped' }, 'pending')).toBeNull();
    expect(statusChangeRefusal('42', { from: 'delivered', to: 'pending' }, 'delivered')).toBeNull();
  });

  it('is made when the order already has the chosen status (nothing to write)', () => {
    expect(statusChangeRefusal('42', { from: 'pending', to: 'shipped' }, 'shipped')).toBeNull();
  });

  it('is refused, naming the status the order has now, when it changed since the owner saw it', () => {
    expect(statusChangeRefusal('42', { from: 'pending', to: 'shipped' }, 'cancelled')).toBe(
      'Order #42 was changed elsewhere just now and is now cancelled. Nothing was saved: check the order, then choose its status again.',
    );
    expect(statusChangeRefusal('7', { from: 'processing', to: 'delivered' }, 'shipped')).toMatch(/^Order #7 was changed elsewhere just now and is now shipped\./);
  });

  it('says only that the order changed when the other change is not known yet', () => {
    expect(orderStatusCopy.changedElsewhere('42')).toBe('Order #42 was changed elsewhere just now. Nothing was saved: check the order, then choose its status again.');
  });

  it('tells the owner the status a change saved', () => {
    expect(orderStatusCopy.changed('42', 'shipped')).toBe('Order #42 is now shipped.');
  });

  it("tells the customer an order that has left pending and processing can no longer be cancelled", () => {
    expect(orderStatusCopy.tooLateToCancel('42')).toBe('Order #42 can no longer be cancelled.');
  });

  it('knows the four statuses the owner sets, and cancelled as a status only the customer sets', () => {
    expect(['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'lost', 1].filter(isSettableStatus)).toEqual(['pending', 'processing', 'shipped', 'delivered']);
    expect(['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'lost', 1].filter(isOrderStatus)).toEqual(['pending', 'processing', 'shipped', 'delivered', 'cancelled']);
  });
});
