// A review's verified mark follows its author's orders: it goes when they cancel the order that earned it, and comes
// back when the owner takes that order up again. Kept out of lib/catalogue/reviews.ts, which the product page loads: only
// order changes (the browser's backend, the shared server) need it.
import type { Order, Review } from '@/types/shop';
import { isVerifiedPurchase } from './reviews';

/**
 * The reviews with the verified mark of those by `reviewerIds` (one shopper's account ids) made again from the
 * orders as they are now; the same array when no mark changes.
 */
export function reverifiedReviews(reviews: readonly Review[], orders: readonly Order[], reviewerIds: readonly string[]): readonly Review[] {
  const authors = new Set(reviewerIds);
  let changed = false;
  const next = reviews.map((review) => {
    if (!authors.has(review.userId)) return review;
    const verified = isVerifiedPurchase(orders, reviewerIds, review.productId);
    if (verified === review.verified) return review;
    changed = true;
    return { ...review, verified };
  });
  return changed ? next : reviews;
}
