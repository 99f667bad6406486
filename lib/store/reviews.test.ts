import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { seedProducts } from '@/content/products';
import { makeOrder } from '@/test-support/admin-data';
import { useCatalogue } from './catalogue';
import { useOrders } from './orders';
import { ada } from '@/test-support/user';
import { useHelpfulMarks } from './helpful-marks';
import { submitReview } from './reviews';
import { useSession } from './session';

const draft = { rating: 4, title: 'Solid', comment: 'Flat and heavy.' };
const board = () => useCatalogue.getState().products.find((p) => p.id === '1')!;
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

beforeEach(() => {
  useCatalogue.setState({ products: seedProducts });
  useOrders.setState({ orders: [] });
  useSession.setState({ user: null, accounts: [] });
  useHelpfulMarks.setState({ marks: [] });
});

describe('submitReview (rules §4, §5)', () => {
  it('refuses a visitor who is not logged in, whatever the form says', async () => {
    expect(await submitReview('1', draft)).toEqual({ ok: false, error: messages.reviewLoginRequired });
    expect(board().totalReviews).toBe(3);
  });

  it('refuses a blank title or comment', async () => {
    await useSession.getState().login(ada);
    expect(await submitReview('1', { ...draft, comment: ' ' })).toEqual({ ok: false, error: messages.fillAllFields });
    expect(board().reviews).toHaveLength(3);
  });

  it('adds the review on top, recalculates average and count, and persists the catalogue', async () => {
    await useSession.getState().login(ada);
    expect(await submitReview('1', { ...draft, rating: 3 })).toMatchObject({ ok: true, review: { rating: 3 } });
    const product = board();
    expect(product.reviews[0]).toMatchObject({ title: 'Solid', userName: 'Ada Lovelace', rating: 3, verified: false });
    expect([product.averageRating, product.totalReviews]).toEqual([4.3, 4]);
    const persisted = stored('catalogue').state.products.find((p: { id: string }) => p.id === '1');
    expect([persisted.averageRating, persisted.totalReviews]).toEqual([4.3, 4]);
  });

  it("is verified when the reviewer's orders hold the product, even under an earlier guest account", async () => {
    const guest = { ...ada, id: 'guest_1_abc' };
    useSession.setState({ user: ada, accounts: [guest, ada] });
    useOrders.setState({ orders: [makeOrder({ userId: guest.id })] });
    await submitReview('1', draft);
    expect(board().reviews[0].verified).toBe(true);
  });

  it('is verified from the orders this browser stored, also before the orders store has read them', async () => {
    // The product page does not load the orders store: it comes with the first shop operation, after hydration.
    useSession.setState({ user: ada, accounts: [ada] });
    await useOrders.getState().placeOrder((id) => makeOrder({ id, userId: ada.id }), Date.now());
    useOrders.persisted.forget();
    expect(useOrders.getState().orders).toEqual([]);
    await submitReview('1', draft);
    expect(board().reviews[0].verified).toBe(true);
  });
});

describe('useHelpfulMarks', () => {
  it('adds 1 for the first mark of this browser and nothing for the second; the marks persist', async () => {
    const { markHelpful } = useHelpfulMarks.getState();
    expect(await markHelpful('1', 'r1-1')).toBe(true);
    expect(await markHelpful('1', 'r1-1')).toBe(false);
    expect(board().reviews.find((r) => r.id === 'r1-1')!.helpful).toBe(13);
    expect(stored('helpfulMarks')).toMatchObject({ state: { marks: ['1/r1-1'] }, version: 2 });
  });

  it('keeps only text marks from storage', async () => {
    localStorage.setItem('helpfulMarks', JSON.stringify({ state: { marks: ['1/r1-1', 7, null] }, version: 2 }));
    await useHelpfulMarks.persisted.read();
    expect(useHelpfulMarks.getState().marks).toEqual(['1/r1-1']);
  });
});

describe('the helpfulMarks store, given anything in its localStorage key', () => {
  it('loads a list of text, never throws and never rewrites what it read', async () => {
    const anyJson = fc.oneof(fc.jsonValue(), fc.array(fc.oneof(fc.string(), fc.jsonValue())));
    const stored = fc.oneof(
      fc.string(),
      fc.json(),
      fc.record({ state: fc.record({ marks: anyJson }), version: fc.constantFrom(0, 1, 2) }).map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(stored, async (text) => {
        useHelpfulMarks.persisted.forget();
        localStorage.setItem('helpfulMarks', text);
        await useHelpfulMarks.persisted.read();
        const { marks } = useHelpfulMarks.getState();
        expect(Array.isArray(marks) && marks.every((mark) => typeof mark === 'string')).toBe(true);
        // Whatever it was, reading it wrote nothing.
        expect(localStorage.getItem('helpfulMarks')).toBe(text);
      }),
      { numRuns: 150 },
    );
  });
});
