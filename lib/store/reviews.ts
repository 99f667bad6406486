import { accountIdsFor } from '@/lib/accounts/auth';
import { createReview, isVerifiedPurchase, reviewProblem, type ReviewDraft } from '@/lib/catalogue/reviews';
import { useCatalogue } from './catalogue';
import { useOrders } from './orders';
import { useSession } from './session';
import type { Review } from '@/types/shop';

export type SubmitReviewResult = { ok: true; review: Review } | { ok: false; error: string } | { ok: false; notSaved: true };

/**
 * Adds a review, with its rules enforced here and not only in the form: the signed-in user is the reviewer
 * (else 'Please log in to leave a review'), title and comment are needed ('Please fill in all fields'), and the
 * review is verified when one of the reviewer's orders holds the product.
 */
export async function submitReview(productId: string, draft: ReviewDraft, now: Date = new Date()): Promise<SubmitReviewResult> {
  const { user, accounts } = useSession.getState();
  const problem = reviewProblem(draft, user !== null);
  if (problem || !user) return { ok: false, error: problem ?? '' };
  // This module, and with it the orders store, loads with the first shop operation, not with the product page:
  // the orders are read here if hydration has not read them yet.
  await useOrders.persisted.read();
  const verified = isVerifiedPurchase(useOrders.getState().orders, accountIdsFor(user, accounts), productId);
  const review = createReview({ productId, user, draft, verified, now });
  const outcome = await useCatalogue.getState().addReview(productId, review);
  return outcome.saved ? { ok: true, review } : { ok: false, notSaved: true };
}
