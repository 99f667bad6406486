// The owner's products on the shared server, written through its REST API as the owner's browser (or the owner with
// curl) would: held to the product form's rules on the server too, with the rating counted from the reviews only.
import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID, PERMISSION_DENIED, call, signUpOwner, type Account } from '@/server/test/rest';

/** What the owner's form sends for a new product: a $40 cheese board. */
const board = {
  name: 'Cherry Cheese Board',
  description: 'A small serving board in black cherry.',
  price: 40,
  category: 'serving-trays',
  inStock: true,
  weight: '2 lbs',
  dimensions: '12" x 8" x 0.75"',
  craftingTime: '1-2 weeks',
  images: ['https://images.unsplash.com/photo-cheese-board'],
  materials: ['Black cherry'],
};

/** The refusals the owner reads, written out here. */
const FILL_REQUIRED = 'Please fill in all required fields';
const ADD_IMAGE = 'Please add at least one product image';
const PRICE = 'Enter a price from 0 to 99,999.99, in dollars and cents (for example 24.99)';
const IMAGE_URL = 'Image URLs must be https:// addresses on images.unsplash.com, or start with / (a picture on this site)';

describe('the owner’s products follow the product form’s rules on the server', () => {
  let owner: Account;
  beforeAll(async () => {
    owner = await signUpOwner();
  });

  const create = (body: Record<string, unknown>) => call<{ objectId: string }>('POST', '/classes/Product', { session: owner.session, body });

  it('refuses a product the form would refuse, with the form’s message', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ description: '' }, FILL_REQUIRED],
      [{ name: '   ' }, FILL_REQUIRED],
      [{ price: undefined }, FILL_REQUIRED],
      [{ images: [] }, ADD_IMAGE],
      [{ images: ['  '] }, ADD_IMAGE],
      [{ price: 10.005 }, PRICE],
      [{ price: -1 }, PRICE],
      [{ price: 100_000 }, PRICE],
      [{ price: '40' }, PRICE],
      [{ images: ['javascript:alert(1)'] }, IMAGE_URL],
      [{ images: ['https://attacker.example/board.jpg'] }, IMAGE_URL],
      [{ name: 'x'.repeat(7000) }, 'Please keep this to 100 characters or fewer (it has 7,000).'],
      [{ description: 'x'.repeat(5001) }, 'Please keep this to 5,000 characters or fewer (it has 5,001).'],
      [{ category: 'weapons' }, 'Choose one of the shop’s categories.'],
    ];
    for (const [change, error] of refusals) {
      const answer = await create({ ...board, ...change });
      expect(answer.body, JSON.stringify(change).slice(0, 80)).toEqual({ code: INVALID, error });
    }
  });

  it('refuses an option that would take a piece below $0, and takes one that lowers it to $0', async () => {
    const groove = (priceAdjustment: number) => ({
      customizationOptions: [{ id: 'plain', name: 'Plain edge', type: 'boolean', required: false, description: '', priceAdjustment }],
    });
    expect((await create({ ...board, ...groove(-40.01) })).body).toEqual({ code: INVALID, error: 'An option may lower the price to $0 at most.' });
    expect((await create({ ...board, ...groove(-40) })).status).toBe(201);
    const broken = { customizationOptions: [{ id: 'size', name: 'Size', type: 'select', required: false, description: '' }] };
    expect((await create({ ...board, ...broken })).body).toEqual({ code: INVALID, error: 'A customisation option is not one the shop can show.' });
  });

  it('stores a new product as the form does, trimmed and with no reviews, whatever rating it is sent with', async () => {
    const made = await create({ ...board, name: '  Cherry Cheese Board  ', averageRating: 5, totalReviews: 1000 });
    expect(made.status).toBe(201);
    const stored = await call('GET', `/classes/Product/${made.body.objectId}`);
    expect(stored.body).toMatchObject({ ...board, averageRating: 0, totalReviews: 0, customizationOptions: [] });
  });

  it('counts a product’s rating from its reviews only: the owner cannot write it', async () => {
    const made = await create(board);
    const path = `/classes/Product/${made.body.objectId}`;
    const written = await call('PUT', path, { session: owner.session, body: { averageRating: 5, totalReviews: 1000 } });
    expect(written.body).toEqual({ code: PERMISSION_DENIED, error: 'A product’s rating is counted from its reviews.' });
    expect((await call('GET', path)).body).toMatchObject({ averageRating: 0, totalReviews: 0 });
    // The form's fields the owner changes as before.
    expect((await call('PUT', path, { session: owner.session, body: { price: 42.5 } })).status).toBe(200);
    expect((await call('GET', path)).body).toMatchObject({ ...board, price: 42.5 });
  });
});
