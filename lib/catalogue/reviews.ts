// Reviews (rules §3, §4, §5, §9): who may write one and what it needs, how it joins its product (average rating
// to one decimal, review count), the verified badge, and the helpful count that anyone may raise once per browser.
import { messages } from '@/content/messages';
import type { Order, Product, Review, User } from '@/types/shop';
import { idSuffix } from '@/lib/util/ids';
import { TEXT_LIMITS, overLongFields } from '@/lib/limits';

export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** rules §5: the form starts at 5 stars. */
export const DEFAULT_RATING = 5;
export const RATINGS = [5, 4, 3, 2, 1] as const;

export interface ReviewDraft {
  rating: number;
  title: string;
  comment: string;
}

export function isRating(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= MIN_RATING && (value as number) <= MAX_RATING;
}

/**
 * The message that stops a review, or null when it may be posted (rules §5): signed in ('Please log in to leave a
 * review'), then a non-blank title and comment and a rating of 1 to 5 ('Please fill in all fields').
 */
export function reviewProblem(draft: ReviewDraft, signedIn: boolean): string | null {
  if (!signedIn) return messages.reviewLoginRequired;
  if (draft.title.trim() === '' || draft.comment.trim() === '' || !isRating(draft.rating)) return messages.fillAllFields;
  const long = overLongFields({ title: draft.title, comment: draft.comment }, REVIEW_LIMITS);
  return long.title ?? long.comment ?? null;
}

export const REVIEW_LIMITS = { title: TEXT_LIMITS.title, comment: TEXT_LIMITS.message };

/** rules §9: the mean of the ratings rounded to one decimal (5, 4, 4 → 4.3); 0 with no reviews. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  // Whole-number ratings: sum × 10 / count is exact where it ends in .5, so Math.round rounds half up as people do.
  return Math.round((sum * 10) / ratings.length) / 10;
}

/**
 * A verified purchase: one of the reviewer's orders (any of their account ids) holds the product and was not
 * cancelled.
 */
export function isVerifiedPurchase(orders: readonly Order[], reviewerIds: readonly string[], productId: string): boolean {
  const ids = new Set(reviewerIds);
  return orders.some(
    (order) => ids.has(order.userId) && order.status !== 'cancelled' && order.items.some((item) => item.productId === productId),
  );
}

/** The name shown on a review: first and last name, else the email before the @. */
export function reviewerName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName.trim()} ${user.lastName.trim()}`.trim() || user.email.split('@')[0];
}

export function createReview(input: {
  productId: string;
  user: User;
  draft: ReviewDraft;
  verified: boolean;
  now: Date;
  random?: () => number;
}): Review {
  const { productId, user, draft, verified, now, random = Math.random } = input;
  return {
    id: `review_${now.getTime()}_${idSuffix(random)}`,
    productId,
    userId: user.id,
    userName: reviewerName(user),
    userEmail: user.email,
    rating: draft.rating,
    title: draft.title.trim(),
    comment: draft.comment.trim(),
    createdAt: now.toISOString(),
    verified,
    helpful: 0,
  };
}

/** rules §4: the review joins the product (newest first) and averageRating and totalReviews are recalculated. */
export function withReview(product: Product, review: Review): Product {
  const reviews = [review, ...product.reviews];
  return {
    ...product,
    reviews,
    averageRating: averageRating(reviews.map((r) => r.rating)),
    totalReviews: reviews.length,
  };
}

/** rules §4: marking a review helpful adds 1 to its count. The product is returned as is for an unknown review. */
export function withHelpfulMark(product: Product, reviewId: string): Product {
  if (!product.reviews.some((review) => review.id === reviewId)) return product;
  return {
    ...product,
    reviews: product.reviews.map((review) => (review.id === reviewId ? { ...review, helpful: review.helpful + 1 } : review)),
  };
}

/** The key under which this browser remembers that it marked a review helpful. */
export function helpfulMarkKey(productId: string, reviewId: string): string {
  return `${productId}/${reviewId}`;
}

/**
 * Counting helpful once per browser: the marks with this review's added and whether it counts, or the marks
 * unchanged and false when this browser already marked it.
 */
export function addHelpfulMark(marks: readonly string[], productId: string, reviewId: string): { marks: string[]; counts: boolean } {
  const key = helpfulMarkKey(productId, reviewId);
  if (marks.includes(key)) return { marks: [...marks], counts: false };
  return { marks: [...marks, key], counts: true };
}
