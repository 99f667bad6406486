// Reviews and helpful marks.
import type { ReviewDraft } from '@/lib/catalogue/reviews';
import { backend } from './run';

export const submitReview = async (productId: string, draft: ReviewDraft) => (await backend()).submitReview(productId, draft);

export const markHelpful = async (productId: string, reviewId: string) => (await backend()).markHelpful(productId, reviewId);
