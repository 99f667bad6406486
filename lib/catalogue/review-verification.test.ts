import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/test-support/admin-data';
import { reverifiedReviews } from './review-verification';
import type { Review } from '@/types/shop';

const review = (id: string, userId: string, productId: string, verified: boolean): Review => ({
  id,
  productId,
  userId,
  userName: 'Ada Lovelace',
  userEmail: 'ada@example.com',
  rating: 5,
  title: 'Lovely',
  comment: 'Heavy and flat.',
  createdAt: '2026-11-01T12:00:00.000Z',
  verified,
  helpful: 0,
});

describe('reverifiedReviews', () => {
  const tray = (status: 'cancelled' | 'pending') =>
    makeOrder({ userId: 'user-1', status, items: [{ productId: '4', productName: 'Walnut Serving Tray', unitPrice: 68, quantity: 1, customizations: [] }] });

  it("takes the mark from the author's review when the order that earned it is cancelled, and gives it back when it is not", () => {
    const reviews = [review('r1', 'user-1', '4', true), review('r2', 'user-2', '4', true)];
    const cancelled = reverifiedReviews(reviews, [tray('cancelled')], ['user-1']);
    expect(cancelled.map((r) => [r.id, r.verified])).toEqual([['r1', false], ['r2', true]]);
    expect(reverifiedReviews(cancelled, [tray('pending')], ['user-1']).map((r) => r.verified)).toEqual([true, true]);
  });

  it('counts an order under any of the shopper’s account ids, and answers the same list when nothing changes', () => {
    const reviews = [review('r1', 'guest_1', '4', true)];
    expect(reverifiedReviews(reviews, [tray('pending')], ['guest_1', 'user-1'])).toBe(reviews);
  });
});
