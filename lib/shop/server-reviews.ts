// Reviews on the shared server (server-backend.ts): a signed-in customer's review of a product, and the helpful
// marks the server counts once per browser.
import { addHelpfulMark, reviewProblem, withReview, type ReviewDraft } from '@/lib/catalogue/reviews';
import { messages } from '@/content/messages';
import { serverRefusals } from '@/content/server';
import { useCatalogue } from '@/lib/store/catalogue';
import { useHelpfulMarks } from '@/lib/store/helpful-marks';
import { useSession } from '@/lib/store/session';
import type { Review } from '@/types/shop';
import type { Backend } from './backend';
import { fail, succeed, type ShopResult } from './result';
import { CLASSES, FUNCTIONS, recordOf } from './server-protocol';
import { customerToken, storedReview, text, type Json } from './server-records';
import { request, runFunction, where } from './server-rest';
import { serverSession, settleWrite, writeKeyFor } from './server-session';

/**
 * The review an earlier attempt posted, found by what it says: its key is hidden from every reader, its author too.
 * The newest of the signed-in author's reviews of the product with the same rating, title and comment.
 */
async function findPostedReview(productId: string, draft: ReviewDraft, session: string | null): Promise<ShopResult<Json>> {
  const userId = useSession.getState().user?.id;
  if (!userId) return fail({ kind: 'conflict', message: serverRefusals.reviewUnconfirmed });
  const found = await request<{ results: Json[] }>('GET', `/classes/${CLASSES.review}?${where({ productId, userId })}&order=-createdAt&limit=100`, { session });
  if (!found.ok) return found;
  const same = found.value.results.find(
    (r) => r.rating === draft.rating && r.title === draft.title.trim() && r.comment === draft.comment.trim(),
  );
  return same ? succeed(same) : fail({ kind: 'conflict', message: serverRefusals.reviewUnconfirmed });
}

export const serverReviews: Pick<Backend, 'submitReview' | 'markHelpful'> = {
  async submitReview(productId, draft) {
    const token = customerToken();
    const problem = reviewProblem(draft, useSession.getState().user !== null && token !== null);
    if (problem === messages.reviewLoginRequired) return fail({ kind: 'forbidden', message: problem });
    if (problem) return fail({ kind: 'invalid', message: problem, fields: {} });
    const key = writeKeyFor('review', JSON.stringify([productId, draft]));
    const created = await request<Json>('POST', `/classes/${CLASSES.review}`, { session: token, body: { productId, ...draft, clientKey: key }, unreachable: 'review' });
    if (!created.ok && created.failure.kind === 'unavailable') return created;
    settleWrite('review');
    // The same key again (a conflict): an earlier attempt did reach the shop, and that review is the one posted.
    const read = created.ok
      ? await request<Json>('GET', `/classes/${CLASSES.review}/${text(created.value.objectId)}`, { session: token })
      : created.failure.kind === 'conflict'
        ? await findPostedReview(productId, draft, token)
        : created;
    if (!read.ok) return read;
    const review = storedReview(recordOf<Review>(read.value));
    await useCatalogue.persisted.save((s) => ({ products: s.products.map((p) => (p.id === productId ? withReview(p, review) : p)) }));
    return succeed(review);
  },

  async markHelpful(productId, reviewId) {
    const marked = await runFunction<{ counted: boolean; helpful: number }>(
      FUNCTIONS.markHelpful,
      { reviewId, browserId: serverSession().browserId },
      { session: customerToken() },
    );
    if (!marked.ok) return marked;
    const { counted, helpful } = marked.value;
    await useHelpfulMarks.persisted.save((s) => ({ marks: addHelpfulMark(s.marks, productId, reviewId).marks }));
    await useCatalogue.persisted.save((s) => ({
      products: s.products.map((p) => (p.id === productId ? { ...p, reviews: p.reviews.map((r) => (r.id === reviewId ? { ...r, helpful } : r)) } : p)),
    }));
    return succeed({ counted });
  },
};
