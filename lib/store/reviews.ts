import { accountIdsFor } from '../auth';
import { addHelpfulMark, createReview, isVerifiedPurchase, reviewProblem, type ReviewDraft } from '../reviews';
import { useCatalogue } from './catalogue';
import { migrateHelpfulMarks } from './migrations';
import { useOrders } from './orders';
import { persistedStore } from './persisted';
import { useSession } from './session';
import type { Review } from '@/types/shop';

interface PersistedMarks {
  /** The reviews this browser marked helpful, as lib/reviews helpfulMarkKey. */
  marks: string[];
}

interface HelpfulMarksActions {
  /**
   * Anyone may mark a review helpful; this browser counts once per review. True when it counted, false when this
   * browser had already marked it.
   */
  markHelpful: (productId: string, reviewId: string) => Promise<boolean>;
}

export const useHelpfulMarks = persistedStore<PersistedMarks, HelpfulMarksActions>(
  { store: 'helpfulMarks', initial: { marks: [] }, migrate: migrateHelpfulMarks },
  ({ save }) => ({
    markHelpful: async (productId, reviewId) => {
      let counts = false;
      await save((s) => {
        const added = addHelpfulMark(s.marks, productId, reviewId);
        counts = added.counts;
        return counts ? { marks: added.marks } : s;
      });
      if (counts) await useCatalogue.getState().markHelpful(productId, reviewId);
      return counts;
    },
  }),
);

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
  const verified = isVerifiedPurchase(useOrders.getState().orders, accountIdsFor(user, accounts), productId);
  const review = createReview({ productId, user, draft, verified, now });
  const outcome = await useCatalogue.getState().addReview(productId, review);
  return outcome.saved ? { ok: true, review } : { ok: false, notSaved: true };
}
