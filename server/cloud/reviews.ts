// Reviews: written by a signed-in customer, verified when they bought the product, counted on the product.
import { messages } from '@/content/messages';
import { reverifiedReviews } from '@/lib/catalogue/review-verification';
import { averageRating, isRating, isVerifiedPurchase, reviewProblem } from '@/lib/catalogue/reviews';
import { countsAsPaid } from '@/lib/orders/payment';
import { CLASSES, ERROR_CODES, FUNCTIONS } from '@/lib/shop/server-protocol';
import { randomId } from '@/lib/util/ids';
import type { Order, Review } from '@/types/shop';
import type { FunctionRequest, ParseSdk, TriggerRequest } from './parse-api';
import { fieldsOf, isClientKey, master, userName, type CloudContext } from './shared';

/**
 * A customer's orders that make a purchase: paid, or never paid online (lib/orders/payment.ts countsAsPaid). An order
 * awaiting its payment, unpaid, flagged or refunded earns no verified mark.
 */
async function paidOrdersOf(Parse: ParseSdk, userId: string): Promise<Order[]> {
  const orders = await new Parse.Query(CLASSES.order).equalTo('userId', userId).limit(10_000).find(master);
  return orders.map((order) => fieldsOf<Order>(order)).filter(countsAsPaid);
}

/** A customer's reviews of these products, marked verified again from their orders as they are now. */
export async function reverifyReviews(Parse: ParseSdk, userId: string, productIds: string[]): Promise<void> {
  const stored = await new Parse.Query(CLASSES.review).equalTo('userId', userId).containedIn('productId', productIds).limit(10_000).find(master);
  if (stored.length === 0) return;
  const orders = await paidOrdersOf(Parse, userId);
  const reviews = stored.map((object) => fieldsOf<Review>(object));
  const next = reverifiedReviews(reviews, orders, [userId]);
  for (const [n, object] of stored.entries()) {
    if (next[n] === reviews[n]) continue;
    object.set('verified', next[n].verified);
    await object.save(null, master);
  }
}

/**
 * How many browsers without an account one address may count helpful on one review: a household or an office
 * sharing an address, not a script inventing browser ids (which the rate limit alone would let count 30 times).
 */
export const ANONYMOUS_MARKS_PER_ADDRESS = 3;

export function registerReviews(Parse: ParseSdk, cloud: CloudContext): void {
  const { forbidden, invalid, notFound, requireUser, refuseChosenId, publicRead, oneAtATime } = cloud;

  // Reviews: written by a signed-in customer, verified when they bought the product, counted on the product.
  Parse.Cloud.beforeSave(CLASSES.review, async (request: TriggerRequest) => {
    if (request.master) return;
    if (request.original) throw forbidden();
    refuseChosenId(request);
    const user = requireUser(request);
    const review = request.object;
    // The browser's key for this review: a retry of it (a late answer) is refused as a duplicate, not posted twice.
    const clientKey = review.get('clientKey');
    if (clientKey !== undefined && !isClientKey(clientKey)) throw invalid('A review needs its key.');
    const draft = { rating: review.get('rating') as number, title: String(review.get('title') ?? ''), comment: String(review.get('comment') ?? '') };
    const problem = reviewProblem(draft, true);
    if (problem !== null || !isRating(draft.rating)) throw invalid(problem ?? messages.fillAllFields);
    const productId = String(review.get('productId') ?? '');
    const product = await new Parse.Query(CLASSES.product).get(productId, master).catch(() => undefined);
    if (!product) throw notFound('This product is no longer sold.');
    // The customer's orders, checked here with the shop's rule: a query on a field inside the items array
    // (items.productId) never matches on PostgreSQL, where Parse reads it as a field of an object.
    const verified = isVerifiedPurchase(await paidOrdersOf(Parse, user.id as string), [user.id as string], productId);
    review.set({
      productId,
      userId: user.id,
      userName: userName(user),
      userEmail: String(user.get('email') ?? ''),
      rating: draft.rating,
      title: draft.title.trim(),
      comment: draft.comment.trim(),
      verified,
      helpful: 0,
    });
    review.setACL(publicRead());
  });

  async function reviewFigures(productId: string): Promise<{ averageRating: number; totalReviews: number }> {
    const reviews = await new Parse.Query(CLASSES.review).equalTo('productId', productId).limit(10_000).find(master);
    return { averageRating: averageRating(reviews.map((r) => Number(r.get('rating')))), totalReviews: reviews.length };
  }

  /**
   * The product's average and count, from its reviews. Two recounts at once (two reviews, or two server instances)
   * may finish in either order, so each reads the reviews again after writing and writes again if they changed:
   * the last to finish always leaves the figures of every review.
   */
  const recountReviews = (productId: string): Promise<void> =>
    oneAtATime(`${CLASSES.product}:${productId}`, async () => {
      let figures = await reviewFigures(productId);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const product = await new Parse.Query(CLASSES.product).get(productId, master).catch(() => undefined);
        if (!product) return;
        product.set(figures);
        await product.save(null, master);
        const now = await reviewFigures(productId);
        if (now.averageRating === figures.averageRating && now.totalReviews === figures.totalReviews) return;
        figures = now;
      }
    });

  Parse.Cloud.afterSave(CLASSES.review, async (request: TriggerRequest) => {
    // A helpful mark leaves the ratings as they were: only a new review, or one whose rating changed, is counted.
    if (request.original && request.original.get('rating') === request.object.get('rating')) return;
    await recountReviews(String(request.object.get('productId')));
  });

  /** Whether `voter` had not marked the review yet: its mark is kept, one per review and voter (a unique index). */
  async function markedFirst(reviewId: string, voter: string): Promise<boolean> {
    const mark = new (Parse.Object.extend(CLASSES.helpfulMark))();
    mark.set({ objectId: randomId('h'), reviewId, voter });
    mark.setACL(new Parse.ACL());
    try {
      await mark.save(null, master);
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === ERROR_CODES.duplicate) return false;
      throw error;
    }
  }

  /**
   * Whether the address has a mark left on the review: it takes the first free of its ANONYMOUS_MARKS_PER_ADDRESS
   * places, each a mark of its own, so two requests at once never take one place twice.
   */
  async function addressPlaceTaken(reviewId: string, address: string): Promise<boolean> {
    for (let place = 1; place <= ANONYMOUS_MARKS_PER_ADDRESS; place += 1) {
      if (await markedFirst(reviewId, `address:${address}#${place}`)) return true;
    }
    return false;
  }

  Parse.Cloud.define(FUNCTIONS.markHelpful, async (request: FunctionRequest) => {
    const reviewId = String(request.params.reviewId ?? '');
    const browserId = String(request.params.browserId ?? '');
    const voter = request.user?.id ? `user:${request.user.id}` : /^[\w-]{8,100}$/.test(browserId) ? `browser:${browserId}` : null;
    if (!voter) throw invalid('A helpful mark needs a browser id.');
    const review = await new Parse.Query(CLASSES.review).get(reviewId, master).catch(() => undefined);
    if (!review) throw notFound('This review is no longer here.');
    // A browser id is whatever the browser says: without an account, its address also counts only so many times.
    const counted = (await markedFirst(reviewId, voter)) && (request.user?.id !== undefined || (await addressPlaceTaken(reviewId, request.ip)));
    if (!counted) return { counted: false, helpful: review.get('helpful') };
    review.increment('helpful');
    await review.save(null, master);
    return { counted: true, helpful: review.get('helpful') };
  });
}
