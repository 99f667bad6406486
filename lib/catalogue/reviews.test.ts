import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { seedProducts } from '@/content/products';
import { makeOrder } from '@/test-support/admin-data';
import { ada } from '@/test-support/user';
import {
  addHelpfulMark,
  averageRating,
  createReview,
  DEFAULT_RATING,
  isVerifiedPurchase,
  reviewProblem,
  reviewerName,
  withHelpfulMark,
  withReview,
} from './reviews';

const board = seedProducts.find((p) => p.id === '1')!;
const draft = { rating: 3, title: ' Sturdy ', comment: ' Heavy and flat. ' };

describe('reviewProblem (rules §5)', () => {
  it('needs the reviewer to be logged in', () => {
    expect(reviewProblem(draft, false)).toBe('Please log in to leave a review');
    expect(messages.reviewLoginRequired).toBe('Please log in to leave a review');
  });

  it.each([
    [{ ...draft, title: '   ' }],
    [{ ...draft, comment: '' }],
    [{ ...draft, title: '', comment: '\n' }],
  ])("says 'Please fill in all fields' for a blank title or comment (%j)", (blankDraft) => {
    expect(reviewProblem(blankDraft, true)).toBe('Please fill in all fields');
  });

  it.each([0, 6, 2.5, Number.NaN])('refuses a rating of %s (1 to 5 stars)', (rating) => {
    expect(reviewProblem({ ...draft, rating }, true)).toBe(messages.fillAllFields);
  });

  it('accepts a complete review from 1 to 5 stars; the form starts at 5', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(reviewProblem({ ...draft, rating }, true)).toBeNull();
    expect(DEFAULT_RATING).toBe(5);
  });
});

describe('averageRating (rules §9: rounded to one decimal)', () => {
  it.each([
    [[5, 4, 4], 4.3],
    [[5, 5, 4], 4.7],
    [[5, 5, 4, 3], 4.3], // 4.25 rounds half up
    [[5, 5, 4, 1], 3.8], // 3.75
    [[4, 5], 4.5],
    [[1], 1],
    [[], 0],
  ])('%j → %s', (ratings, expected) => {
    expect(averageRating(ratings)).toBe(expected);
  });
});

describe('isVerifiedPurchase (verified: the reviewer has an order containing the product)', () => {
  const orders = [
    makeOrder({ id: 'a', userId: 'guest_1' }), // product 1
    makeOrder({ id: 'b', userId: 'user_2', status: 'cancelled' }),
  ];

  it('is true when one of the reviewer’s accounts ordered the product', () => {
    expect(isVerifiedPurchase(orders, ['user_1', 'guest_1'], '1')).toBe(true);
  });

  it('is false for another product, another customer, or a cancelled order', () => {
    expect(isVerifiedPurchase(orders, ['guest_1'], '2')).toBe(false);
    expect(isVerifiedPurchase(orders, ['user_3'], '1')).toBe(false);
    expect(isVerifiedPurchase(orders, ['user_2'], '1')).toBe(false);
  });
});

describe('adding a review (rules §4)', () => {
  const now = new Date('2025-10-01T12:00:00.000Z');
  const review = createReview({ productId: '1', user: ada, draft, verified: true, now, random: () => 0 });

  it('makes the review from the signed-in user and the trimmed draft, helpful 0', () => {
    expect(review).toEqual({
      id: 'review_1759320000000_000000',
      productId: '1',
      userId: 'user_1',
      userName: 'Ada Lovelace',
      userEmail: 'ada@example.com',
      rating: 3,
      title: 'Sturdy',
      comment: 'Heavy and flat.',
      createdAt: '2025-10-01T12:00:00.000Z',
      verified: true,
      helpful: 0,
    });
  });

  it('puts the review first and recalculates the average and the count', () => {
    expect(board.reviews.map((r) => r.rating)).toEqual([5, 5, 4]);
    const updated = withReview(board, review);
    expect(updated.reviews[0]).toBe(review);
    expect(updated.totalReviews).toBe(4);
    expect(updated.averageRating).toBe(4.3);
    expect(board.totalReviews).toBe(3); // the product given is left as it was
  });

  it('names the reviewer by first and last name, else by the email before the @', () => {
    expect(reviewerName({ firstName: ' Ada ', lastName: '', email: 'a@b.co' })).toBe('Ada');
    expect(reviewerName({ firstName: '', lastName: '', email: 'grace@navy.mil' })).toBe('grace');
  });
});

describe('helpful (rules §4: anyone adds 1; this browser counts once per review)', () => {
  it('adds 1 to that review only', () => {
    const updated = withHelpfulMark(board, 'r1-3');
    expect(updated.reviews.map((r) => r.helpful)).toEqual([12, 8, 4]);
    expect(withHelpfulMark(board, 'unknown')).toBe(board);
  });

  it('counts the first mark of a review and not the second', () => {
    const first = addHelpfulMark([], '1', 'r1-3');
    expect(first).toEqual({ marks: ['1/r1-3'], counts: true });
    const second = addHelpfulMark(first.marks, '1', 'r1-3');
    expect(second).toEqual({ marks: ['1/r1-3'], counts: false });
    expect(addHelpfulMark(first.marks, '1', 'r1-2').counts).toBe(true);
  });
});
