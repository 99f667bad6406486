// Reviews on the shared server: written by signed-in customers under their own name, marked verified only when
// they bought the product, counted on the product; public, without their authors' email addresses; and counted
// helpful once per account or browser.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND, PERMISSION_DENIED, INVALID, call, runFunction, signUp, signUpOwner, type Account } from '@/server/test/rest';

interface StoredReview {
  objectId: string;
  productId: string;
  userId: string;
  userName: string;
  userEmail?: string;
  rating: number;
  title: string;
  comment: string;
  verified: boolean;
  helpful: number;
}

const review = (productId: string, fields: Record<string, unknown> = {}) => ({
  productId,
  rating: 3,
  title: 'Solid, a little small',
  comment: 'Well made, though smaller than I pictured from the photos.',
  ...fields,
});

/**
 * One Family Key Hanger (product '3', $48) delivered locally in Lloydminster: shipping $0, tax 8% of $48 = $3.84,
 * total $51.84.
 */
const localOrder = (account: Account) => ({
  clientKey: `order-${randomUUID()}`,
  customerEmail: account.email,
  customerName: 'Test Customer',
  items: [{ productId: '3', productName: 'Family Key Hanger', unitPrice: 48, quantity: 1, customizations: [] }],
  subtotal: 48,
  shipping: 0,
  shippingMethod: 'Local Delivery (Lloydminster)',
  tax: 3.84,
  total: 51.84,
  shippingAddress: { street: '4812 50 Avenue', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' },
});

const postReview = (session: string | undefined, body: Record<string, unknown>) => call<{ objectId: string }>('POST', '/classes/Review', { session, body });

async function posted(account: Account, body: Record<string, unknown>): Promise<string> {
  const answer = await postReview(account.session, body);
  if (answer.status !== 201) throw new Error(`could not post a review: ${JSON.stringify(answer.body)}`);
  return answer.body.objectId;
}

const getReview = (id: string, options: { session?: string; master?: boolean } = {}) => call<StoredReview>('GET', `/classes/Review/${id}`, options);

const reviewsOf = (productId: string, session?: string, extra = '') =>
  call<{ results: StoredReview[] }>('GET', `/classes/Review?limit=1000&where=${encodeURIComponent(JSON.stringify({ productId }))}${extra}`, { session });

const productRating = async (id: string) => {
  const { body } = await call<{ averageRating: number; totalReviews: number }>('GET', `/classes/Product/${id}`);
  return { averageRating: body.averageRating, totalReviews: body.totalReviews };
};

describe('a review is written by a signed-in customer, under their own name', () => {
  let cara: Account;
  let dan: Account;
  beforeAll(async () => {
    [cara, dan] = await Promise.all([signUp('cara'), signUp('dan')]);
  });

  it('refuses a review from a visitor without a session', async () => {
    const anonymous = await postReview(undefined, review('2'));
    expect(anonymous.body).toMatchObject({ code: NOT_FOUND, error: 'Permission denied' });
  });

  it('stores the review with the author’s account name, no helpful marks and unverified, and recounts the product', async () => {
    // Product '1' (Edge-Grain Hardwood Cutting Board) has three seed reviews rated 5, 5 and 4: 14 / 3 = 4.67,
    // shown as 4.7, from 3 reviews. (Each test file keeps to products no other file reviews: they share a server.)
    expect(await productRating('1')).toEqual({ averageRating: 4.7, totalReviews: 3 });

    const id = await posted(
      cara,
      review('1', { rating: 3, userId: 'u-1001', userName: 'Sarah Mitchell', userEmail: 'sarah.mitchell@example.com', helpful: 50, verified: true }),
    );
    const stored = await getReview(id, { master: true });
    expect(stored.body).toMatchObject({
      productId: '1',
      userId: cara.id,
      userName: 'cara Tester',
      userEmail: cara.email,
      rating: 3,
      title: 'Solid, a little small',
      helpful: 0,
      verified: false,
    });
    // With Cara's 3: (14 + 3) / 4 = 4.25, which rounds half up to 4.3, from 4 reviews.
    expect(await productRating('1')).toEqual({ averageRating: 4.3, totalReviews: 4 });
  });

  it('refuses a rating of 0, 6 or 4.5, a blank title, an unknown product and a key that is not one', async () => {
    for (const rating of [0, 6, 4.5, '5']) {
      expect((await postReview(cara.session, review('4', { rating }))).body.code).toBe(INVALID);
    }
    expect((await postReview(cara.session, review('4', { title: '   ' }))).body.code).toBe(INVALID);
    for (const clientKey of ['short', 42, 'k'.repeat(101)]) {
      expect((await postReview(cara.session, review('4', { clientKey }))).body).toMatchObject({ code: INVALID, error: 'A review needs its key.' });
    }
    expect((await postReview(cara.session, review('no-such-product'))).body.code).toBe(NOT_FOUND);
    // Product '4' (Walnut Serving Tray) has no seed reviews, and none of these were kept.
    expect(await productRating('4')).toEqual({ averageRating: 0, totalReviews: 0 });
    expect((await reviewsOf('4')).body.results).toEqual([]);
  });

  it('marks a review verified once its author has ordered the product', async () => {
    const before = await getReview(await posted(dan, review('3', { rating: 5 })));
    expect(before.body.verified).toBe(false);

    const order = await call('POST', '/classes/Order', { session: dan.session, body: localOrder(dan) });
    expect(order.status).toBe(201);

    const after = await getReview(await posted(dan, review('3', { rating: 4 })));
    expect(after.body.verified).toBe(true);
    // Another product Dan has not bought stays unverified.
    expect((await getReview(await posted(dan, review('5', { rating: 4 })))).body.verified).toBe(false);
    // Product '3' has no seed reviews: Dan's 5 and 4 make (5 + 4) / 2 = 4.5 from 2 reviews.
    expect(await productRating('3')).toEqual({ averageRating: 4.5, totalReviews: 2 });

    // An order he cancelled does not count: one Walnut Pen Holder (product '10', $29) delivered locally, tax $2.32,
    // total $31.32.
    const cancelled = await call<{ objectId: string }>('POST', '/classes/Order', {
      session: dan.session,
      body: {
        ...localOrder(dan),
        items: [{ productId: '10', productName: 'Walnut Pen Holder', unitPrice: 29, quantity: 1, customizations: [] }],
        subtotal: 29,
        tax: 2.32,
        total: 31.32,
      },
    });
    expect(cancelled.status).toBe(201);
    expect((await runFunction('cancelOrder', { orderId: cancelled.body.objectId }, dan.session)).status).toBe(200);
    expect((await getReview(await posted(dan, review('10', { rating: 4 })))).body.verified).toBe(false);
  });

  it('takes the verified mark away when the order that earned it is cancelled', async () => {
    const erin = await signUp('erin');
    // One Maple Breakfast Tray (product '12', $95) delivered locally: tax 8% of $95 = $7.60, total $102.60.
    const tray = [{ productId: '12', productName: 'Maple Breakfast Tray', unitPrice: 95, quantity: 1, customizations: [] }];
    const order = await call<{ objectId: string }>('POST', '/classes/Order', {
      session: erin.session,
      body: { ...localOrder(erin), items: tray, subtotal: 95, tax: 7.6, total: 102.6 },
    });
    expect(order.status).toBe(201);
    const reviewId = await posted(erin, review('12', { rating: 5 }));
    expect((await getReview(reviewId)).body.verified).toBe(true);

    expect((await runFunction('cancelOrder', { orderId: order.body.objectId }, erin.session)).status).toBe(200);
    expect((await getReview(reviewId)).body.verified).toBe(false);

    // The owner takes the order up again: a purchase again.
    const owner = await signUpOwner();
    const reopened = await runFunction('setOrderStatus', { orderId: order.body.objectId, from: 'cancelled', to: 'processing' }, owner.session);
    expect(reopened.status).toBe(200);
    expect((await getReview(reviewId)).body.verified).toBe(true);
  });

  it('counts every review posted at the same moment', async () => {
    // Product '11' has no seed reviews; six reviews rated 1 to 5 and 5 again: 20 / 6 = 3.33, shown as 3.3.
    const ratings = [1, 2, 3, 4, 5, 5];
    const answers = await Promise.all(ratings.map((rating, n) => postReview((n % 2 === 0 ? cara : dan).session, review('11', { rating }))));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await productRating('11')).toEqual({ averageRating: 3.3, totalReviews: 6 });
  });

  it('does not let the author change their review or its helpful count', async () => {
    const id = await posted(cara, review('6', { rating: 4 }));
    for (const body of [{ helpful: 100 }, { rating: 5 }, { verified: true }]) {
      expect((await call('PUT', `/classes/Review/${id}`, { session: cara.session, body })).body.code).toBe(PERMISSION_DENIED);
    }
    expect((await call('DELETE', `/classes/Review/${id}`, { session: cara.session })).body.code).toBe(PERMISSION_DENIED);
    expect((await getReview(id)).body).toMatchObject({ helpful: 0, rating: 4, verified: false });
  });
});

describe('an author’s email address is never shown', () => {
  let eve: Account;
  let author: Account;
  let id: string;
  beforeAll(async () => {
    [eve, author] = await Promise.all([signUp('eve'), signUp('frank')]);
    id = await posted(author, review('7'));
  });

  it('leaves it out of the answer to the author and of every read, by anyone', async () => {
    const answer = await postReview(author.session, review('7', { rating: 5 }));
    expect(answer.status).toBe(201);
    expect(JSON.stringify(answer.body)).not.toContain(author.email);

    for (const session of [undefined, eve.session, author.session]) {
      expect((await getReview(id, { session })).body).not.toHaveProperty('userEmail');
      const listed = await reviewsOf('7', session);
      expect(listed.body.results.length).toBeGreaterThanOrEqual(2);
      expect(JSON.stringify(listed.body)).not.toContain('@');
      const asked = await reviewsOf('7', session, '&keys=userEmail,userName');
      expect(JSON.stringify(asked.body)).not.toContain('@');
    }
    // The seed reviews (Sarah Mitchell's on product '1') keep theirs too.
    const seed = await reviewsOf('1');
    expect(seed.body.results.find((r) => r.objectId === 'r1-1')).toMatchObject({ userName: 'Sarah Mitchell' });
    expect(JSON.stringify(seed.body)).not.toContain('sarah.mitchell@example.com');
  });

  it('refuses to find or sort reviews by an address (which would tell whose it is)', async () => {
    const conditions = [{ userEmail: 'sarah.mitchell@example.com' }, { userEmail: { $regex: '^sarah' } }, { userEmail: { $exists: true } }];
    for (const session of [undefined, eve.session]) {
      for (const condition of conditions) {
        const where = encodeURIComponent(JSON.stringify({ productId: '1', ...condition }));
        expect((await call('GET', `/classes/Review?where=${where}`, { session })).body.code).toBe(PERMISSION_DENIED);
        const either = encodeURIComponent(JSON.stringify({ $or: [condition, { productId: 'none' }] }));
        expect((await call('GET', `/classes/Review?where=${either}`, { session })).body.code).toBe(PERMISSION_DENIED);
      }
      expect((await reviewsOf('1', session, '&order=userEmail')).body.code).toBe(PERMISSION_DENIED);
    }
  });
});

describe('a review is counted helpful once per account and once per browser', () => {
  let gina: Account;
  let hal: Account;
  let id: string;
  beforeAll(async () => {
    [gina, hal] = await Promise.all([signUp('gina'), signUp('hal')]);
    id = await posted(gina, review('9'));
  });

  type Marked = { counted: boolean; helpful: number };

  it('counts a signed-in shopper once, whatever browser id they send', async () => {
    const first = await runFunction<Marked>('markHelpful', { reviewId: id, browserId: 'browser-hal-1' }, hal.session);
    expect(first.body.result).toEqual({ counted: true, helpful: 1 });
    const again = await runFunction<Marked>('markHelpful', { reviewId: id, browserId: 'browser-hal-2' }, hal.session);
    expect(again.body.result).toEqual({ counted: false, helpful: 1 });
    expect((await getReview(id)).body.helpful).toBe(1);
  });

  it('counts a browser without an account once per browser id', async () => {
    const browser = `browser-${randomUUID()}`;
    const first = await runFunction<Marked>('markHelpful', { reviewId: id, browserId: browser });
    expect(first.body.result).toEqual({ counted: true, helpful: 2 });
    const again = await runFunction<Marked>('markHelpful', { reviewId: id, browserId: browser });
    expect(again.body.result).toEqual({ counted: false, helpful: 2 });
    expect((await getReview(id)).body.helpful).toBe(2);
  });

  it('refuses a mark without a browser id or for an unknown review', async () => {
    expect((await runFunction('markHelpful', { reviewId: id })).body.code).toBe(INVALID);
    expect((await runFunction('markHelpful', { reviewId: id, browserId: 'x' })).body.code).toBe(INVALID);
    expect((await runFunction('markHelpful', { reviewId: 'no-such-review', browserId: `browser-${randomUUID()}` })).body.code).toBe(NOT_FOUND);
    expect((await getReview(id)).body.helpful).toBe(2);
  });

  it('does not let anyone read or write the marks themselves', async () => {
    expect((await call('GET', '/classes/HelpfulMark', { session: hal.session })).body.code).toBe(PERMISSION_DENIED);
    const forged = await call('POST', '/classes/HelpfulMark', { session: hal.session, body: { reviewId: id, voter: 'browser:someone-else' } });
    expect(forged.body.code).toBe(PERMISSION_DENIED);
  });
});

describe('browsers without an account count at most 3 times per review from one address', () => {
  let kay: Account;
  let lee: Account;
  let id: string;
  beforeAll(async () => {
    [kay, lee] = await Promise.all([signUp('kay'), signUp('lee')]);
    id = await posted(kay, review('10'));
  });

  type Marked = { counted: boolean; helpful: number };
  const mark = (from: string, browserId: string, session?: string) =>
    call<{ result: Marked }>('POST', '/functions/markHelpful', { from, session, body: { reviewId: id, browserId } });

  it('counts the first 3 invented browser ids from an address and no more; another address and an account still count', async () => {
    const results = [];
    for (let n = 1; n <= 5; n += 1) results.push((await mark('127.0.0.85', `browser-invented-${randomUUID()}`)).body.result);
    expect(results).toEqual([
      { counted: true, helpful: 1 },
      { counted: true, helpful: 2 },
      { counted: true, helpful: 3 },
      { counted: false, helpful: 3 },
      { counted: false, helpful: 3 },
    ]);
    expect((await mark('127.0.0.86', `browser-${randomUUID()}`)).body.result).toEqual({ counted: true, helpful: 4 });
    expect((await mark('127.0.0.85', `browser-${randomUUID()}`, lee.session)).body.result).toEqual({ counted: true, helpful: 5 });
    expect((await getReview(id)).body.helpful).toBe(5);
  });
});
