import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/content/products';
import { makeConversation, makeMessage, makeOrder } from '@/test-support/admin-data';
import { TEXT_LIMITS, QUANTITY_LIMITS } from './limits';
import { conversationSchema, orderSchema, productSchema, reviewSchema } from './schemas';
import { sanitizers } from '@/lib/store/sanitizers';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) => schema.safeParse(value).success;
const review = seedProducts[0].reviews[0];

describe('the bounds every stored field is held to', () => {
  it('are the numbers the shop promises', () => {
    expect(TEXT_LIMITS).toMatchObject({ name: 100, title: 120, message: 2000, adminLongText: 5000 });
    expect(QUANTITY_LIMITS).toEqual({ min: 1, max: 99, placedByVersion1: 999 });
  });

  it('hold for every product of the seed catalogue', () => {
    expect(seedProducts.filter((product) => !ok(productSchema, product)).map((p) => p.id)).toEqual([]);
  });
});

describe('stored data out of bounds is not read', () => {
  it.each([
    ['a rating of 7', { ...review, rating: 7 }],
    ['a rating of 4.5', { ...review, rating: 4.5 }],
    ['a title of 121 characters', { ...review, title: 'x'.repeat(121) }],
    ['a comment of 2,001 characters', { ...review, comment: 'x'.repeat(2001) }],
    ['a date that is not one', { ...review, createdAt: 'not a date' }],
  ])('a review with %s', (_case, value) => {
    expect(ok(reviewSchema, review)).toBe(true);
    expect(ok(reviewSchema, value)).toBe(false);
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:image/svg+xml;base64,PHN2Zz4='],
    ['https://evil.example/x.jpg'],
    ['http://images.unsplash.com/photo-1'],
    ['//evil.example/x.jpg'],
  ])('a product photo at %s', (url) => {
    expect(ok(productSchema, { ...seedProducts[0], images: [url] })).toBe(false);
  });

  it('a product with a negative or endless price, or a name over 100 characters', () => {
    expect(ok(productSchema, { ...seedProducts[0], price: -1 })).toBe(false);
    expect(ok(productSchema, { ...seedProducts[0], price: Infinity })).toBe(false);
    expect(ok(productSchema, { ...seedProducts[0], name: 'x'.repeat(101) })).toBe(false);
  });

  it('an order line of 0 or 1,000, or an order with a negative total; a line of 250, which version 1 took, is read', () => {
    const order = makeOrder();
    const line = order.items[0];
    expect(ok(orderSchema, order)).toBe(true);
    expect(ok(orderSchema, { ...order, items: [{ ...line, quantity: 250 }] })).toBe(true);
    expect(ok(orderSchema, { ...order, items: [{ ...line, quantity: 1000 }] })).toBe(false);
    expect(ok(orderSchema, { ...order, items: [{ ...line, quantity: 0 }] })).toBe(false);
    expect(ok(orderSchema, { ...order, total: -5 })).toBe(false);
  });

  it('a chat message over 2,000 characters', () => {
    const conversation = makeConversation();
    expect(ok(conversationSchema, conversation)).toBe(true);
    expect(ok(conversationSchema, { ...conversation, messages: [makeMessage({ content: 'x'.repeat(2001) })] })).toBe(false);
  });
});

describe('a stored product with one review out of bounds', () => {
  it('keeps the product and its good reviews, and leaves out only the bad review', () => {
    const [good, bad, alsoGood] = seedProducts[0].reviews;
    // A name of 300 characters: the shop's own review form could never have written it.
    const stored = { products: [{ ...seedProducts[0], reviews: [good, { ...bad, userName: 'x'.repeat(300) }, alsoGood] }, seedProducts[1]] };
    const read = sanitizers.catalogue(stored) as { products: { id: string; reviews: { id: string }[] }[] };
    expect(read.products.map((product) => product.id)).toEqual(['1', '2']);
    expect(read.products[0].reviews.map((review) => review.id)).toEqual(['r1-1', 'r1-3']);
    // Rated 5 and 4, the two kept: 4.5 from 2 reviews (the three stored said 4.7 from 3).
    expect(read.products[0]).toEqual({ ...seedProducts[0], reviews: [good, alsoGood], averageRating: 4.5, totalReviews: 2 });
    expect(read.products[1]).toEqual(seedProducts[1]);
  });
});
