import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { accountIdsFor } from '../auth';
import { addHelpfulMark, createReview, isVerifiedPurchase, reviewProblem, type ReviewDraft } from '../reviews';
import { useCatalogue } from './catalogue';
import { registerPersistedStore } from './hydration';
import { useOrders } from './orders';
import { persistOptions } from './persisted';
import { useSession } from './session';

interface HelpfulMarksState {
  /** The reviews this browser marked helpful, as lib/reviews helpfulMarkKey. */
  marks: string[];
  /**
   * SPEC §4: anyone may mark a review helpful; this browser counts once per review. True when it counted, false
   * when this browser had already marked it.
   */
  markHelpful: (productId: string, reviewId: string) => boolean;
}

type PersistedMarks = Pick<HelpfulMarksState, 'marks'>;

export const useHelpfulMarks = create<HelpfulMarksState>()(
  persist(
    (set, get) => ({
      marks: [],
      markHelpful: (productId, reviewId) => {
        const { marks, counts } = addHelpfulMark(get().marks, productId, reviewId);
        if (!counts) return false;
        set({ marks });
        useCatalogue.getState().markHelpful(productId, reviewId);
        return true;
      },
    }),
    persistOptions<HelpfulMarksState, PersistedMarks>({
      name: 'helpfulMarks',
      version: 1,
      partialize: ({ marks }) => ({ marks }),
    }),
  ),
);
registerPersistedStore(useHelpfulMarks);

export type SubmitReviewResult = { ok: true } | { ok: false; error: string };

/**
 * SPEC §4, §5 review add, with its rules enforced here and not only in the form: the signed-in user is the
 * reviewer (else 'Please log in to leave a review'), title and comment are needed ('Please fill in all fields'),
 * and the review is verified when one of the reviewer's orders holds the product.
 */
export function submitReview(productId: string, draft: ReviewDraft, now: Date = new Date()): SubmitReviewResult {
  const { user, accounts } = useSession.getState();
  const problem = reviewProblem(draft, user !== null);
  if (problem || !user) return { ok: false, error: problem ?? '' };
  const verified = isVerifiedPurchase(useOrders.getState().orders, accountIdsFor(user, accounts), productId);
  useCatalogue.getState().addReview(productId, createReview({ productId, user, draft, verified, now }));
  return { ok: true };
}
