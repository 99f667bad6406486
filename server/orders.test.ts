// Orders on the shared server, tried through its REST API as a browser (or anyone with curl) would: the server
// prices every order itself, stores it once per checkout, shows it only to its customer and the owner, and lets
// only the owner move it along (the customer may cancel it while it has not left the workshop).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { twoOakPhoneStands } from '@/test-support/orders';
import { ageRevisionClaims, holdWrites } from '@/server/test/database';
import { NOT_FOUND, PERMISSION_DENIED, INVALID, DUPLICATE, INVALID_SESSION, CONFLICT, call, runFunction, signUp, signUpOwner, type Account } from '@/server/test/rest';

/** Parse's answer to a visitor without a session where the class asks for one: 'not found', not 'forbidden'. */
const SIGN_IN_REQUIRED = { code: NOT_FOUND, error: 'Permission denied' };

/** lib/orders/order-check.ts PRICES_CHANGED, written out: the test states what the shopper reads. */
const PRICES_CHANGED = 'Prices or availability changed since you opened checkout. Please review your order and place it again.';

interface StoredOrder {
  objectId: string;
  clientKey: string;
  userId: string;
  status: string;
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
  items: { productId: string; unitPrice: number; quantity: number }[];
  ACL?: Record<string, { read?: boolean; write?: boolean }>;
}

const newKey = () => `order-${randomUUID()}`;

/** The test order, placed by `account` under a checkout key. */
function honestOrder(account: Account, clientKey = newKey()) {
  return {
    clientKey,
    userId: account.id,
    customerEmail: account.email,
    customerName: 'Ada Tester',
    ...twoOakPhoneStands,
  };
}

const placeOrder = (account: Account, body: Record<string, unknown>) =>
  call<{ objectId: string }>('POST', '/classes/Order', { session: account.session, body });

async function placedOrder(account: Account): Promise<string> {
  const answer = await placeOrder(account, honestOrder(account));
  if (answer.status !== 201) throw new Error(`could not place an order: ${JSON.stringify(answer.body)}`);
  return answer.body.objectId;
}

const getOrder = (id: string, session?: string) => call<StoredOrder>('GET', `/classes/Order/${id}`, { session });

const findOrders = (session: string | undefined, conditions: Record<string, unknown> = {}) =>
  call<{ results: StoredOrder[] }>('GET', `/classes/Order?limit=1000&where=${encodeURIComponent(JSON.stringify(conditions))}`, { session });

describe('the server prices every order itself', () => {
  let ada: Account;
  let bob: Account;
  beforeAll(async () => {
    [ada, bob] = await Promise.all([signUp('ada'), signUp('bob')]);
  });

  it('stores an honestly priced order as pending, for its customer, readable by them and the owner only', async () => {
    const order = honestOrder(ada);
    const placed = await placeOrder(ada, order);
    expect(placed.status).toBe(201);

    const stored = await getOrder(placed.body.objectId, ada.session);
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({
      clientKey: order.clientKey,
      userId: ada.id,
      status: 'pending',
      subtotal: 68,
      shipping: 15.6,
      tax: 5.44,
      total: 89.04,
      shippingMethod: 'Standard Shipping',
      items: [{ productId: '2', productName: 'Oak Phone Stand', unitPrice: 34, quantity: 2 }],
    });
    expect(stored.body.ACL).toEqual({ [ada.id]: { read: true }, 'role:admin': { read: true, write: true } });
  });

  it('refuses an order without a session or without its key', async () => {
    const anonymous = await call('POST', '/classes/Order', { body: honestOrder(ada) });
    expect(anonymous.body).toMatchObject(SIGN_IN_REQUIRED);
    for (const clientKey of [undefined, 'short', 'k'.repeat(101), 12345678]) {
      const answer = await placeOrder(ada, { ...honestOrder(ada), clientKey });
      expect(answer.body.code).toBe(INVALID);
    }
  });

  it('refuses a hand-edited unit price, subtotal or total with the shop’s message', async () => {
    const cheaperLine = { ...honestOrder(ada), items: [{ productId: '2', productName: 'Oak Phone Stand', unitPrice: 1, quantity: 2, customizations: [] }] };
    // $1 a stand: subtotal $2, shipping $15.60, tax $0.16, total $17.76, all consistent with the edited line.
    const edited = [
      { ...cheaperLine, subtotal: 2, tax: 0.16, total: 17.76 },
      { ...honestOrder(ada), subtotal: 2, tax: 0.16, total: 17.76 },
      { ...honestOrder(ada), total: 1 },
    ];
    for (const body of edited) {
      const answer = await placeOrder(ada, body);
      expect(answer.body).toMatchObject({ code: INVALID, error: PRICES_CHANGED });
    }
  });

  it('refuses a quantity of 0 or 100, an unknown product and an out-of-stock one', async () => {
    for (const quantity of [0, 100]) {
      const answer = await placeOrder(ada, { ...honestOrder(ada), items: [{ productId: '2', productName: 'Oak Phone Stand', unitPrice: 34, quantity, customizations: [] }] });
      expect(answer.body).toMatchObject({ code: INVALID, error: "Each item's quantity must be between 1 and 99." });
    }
    const unknown = await placeOrder(ada, { ...honestOrder(ada), items: [{ productId: 'no-such-product', productName: 'Ghost', unitPrice: 34, quantity: 2, customizations: [] }] });
    expect(unknown.body).toMatchObject({ code: INVALID, error: 'An item in your order is no longer sold. Please review your cart.' });
    // Product '8' (Oak Spice Rack, $74) is out of stock in the seed catalogue.
    const outOfStock = await placeOrder(ada, {
      ...honestOrder(ada),
      items: [{ productId: '8', productName: 'Oak Spice Rack', unitPrice: 74, quantity: 1, customizations: [] }],
    });
    expect(outOfStock.body).toMatchObject({ code: INVALID, error: 'Oak Spice Rack is out of stock. Please review your cart.' });
  });

  it('keeps no card number: only four digits as the last four, and no field of the client’s own', async () => {
    const withLast4 = await placeOrder(ada, { ...honestOrder(ada), cardLast4: '4242' });
    expect(withLast4.status).toBe(201);
    expect((await getOrder(withLast4.body.objectId, ada.session)).body).toMatchObject({ cardLast4: '4242' });

    const wholeNumber = await placeOrder(ada, { ...honestOrder(ada), cardLast4: '4242424242424242' });
    expect(wholeNumber.body.code).toBe(INVALID);
    const extraField = await placeOrder(ada, { ...honestOrder(ada), cardNumber: '4242424242424242', cvc: '123' });
    expect(extraField.body.code).toBe(PERMISSION_DENIED);
  });

  it('stores a new order as pending whatever status the client sends', async () => {
    const placed = await placeOrder(ada, { ...honestOrder(ada), status: 'delivered' });
    expect(placed.status).toBe(201);
    expect((await getOrder(placed.body.objectId, ada.session)).body.status).toBe('pending');
  });

  it('files an order under the caller, whoever the client names', async () => {
    const placed = await placeOrder(ada, { ...honestOrder(ada), userId: bob.id });
    expect(placed.status).toBe(201);
    expect((await getOrder(placed.body.objectId, ada.session)).body.userId).toBe(ada.id);
    expect((await getOrder(placed.body.objectId, bob.session)).body.code).toBe(NOT_FOUND);
  });
});

describe('one checkout makes one order', () => {
  it('refuses a second order with the same key, so the customer has exactly one', async () => {
    const ada = await signUp('ada');
    const clientKey = newKey();
    const first = await placeOrder(ada, honestOrder(ada, clientKey));
    expect(first.status).toBe(201);
    const again = await placeOrder(ada, honestOrder(ada, clientKey));
    expect(again.body.code).toBe(DUPLICATE);

    const mine = await findOrders(ada.session, { clientKey });
    expect(mine.body.results.map((order) => order.objectId)).toEqual([first.body.objectId]);
  });
});

describe('an order is seen by its customer and the owner only, and moved along by the owner', () => {
  let ada: Account;
  let bob: Account;
  let owner: Account;
  beforeAll(async () => {
    [ada, bob, owner] = await Promise.all([signUp('ada'), signUp('bob'), signUpOwner()]);
  });

  it('does not show one shopper another’s order, by id or in a list, nor any order to an anonymous visitor', async () => {
    const adas = await placedOrder(ada);
    const bobs = await placedOrder(bob);

    expect((await getOrder(adas, bob.session)).body.code).toBe(NOT_FOUND);
    const bobSees = (await findOrders(bob.session)).body.results.map((order) => order.objectId);
    expect(bobSees).toContain(bobs);
    expect(bobSees).not.toContain(adas);
    expect((await findOrders(bob.session, { userId: ada.id })).body.results).toEqual([]);

    expect((await findOrders(undefined)).body).toMatchObject(SIGN_IN_REQUIRED);
    expect((await getOrder(adas)).body).toMatchObject(SIGN_IN_REQUIRED);

    const ownerSees = (await findOrders(owner.session)).body.results.map((order) => order.objectId);
    expect(ownerSees).toEqual(expect.arrayContaining([adas, bobs]));
  });

  it('lets the owner change the status from the one they were shown, and nothing else; the customer changes nothing', async () => {
    const id = await placedOrder(ada);
    const setStatus = (change: Record<string, unknown>, session?: string) => runFunction<StoredOrder>('setOrderStatus', { orderId: id, ...change }, session);

    // Not by writing the order: its status only through the shop's functions, which check what the owner saw.
    for (const session of [ada.session, owner.session]) {
      for (const body of [{ status: 'shipped' }, { total: 1 }, { subtotal: 1, tax: 0.08, total: 16.68 }, { items: [] }, { userId: bob.id }, { status: 'shipped', total: 1 }]) {
        const written = await call('PUT', `/classes/Order/${id}`, { session, body });
        expect(written.body.code).toBe(PERMISSION_DENIED);
      }
    }
    expect((await setStatus({ from: 'pending', to: 'shipped' }, ada.session)).body.code).toBe(PERMISSION_DENIED);
    expect((await setStatus({ from: 'pending', to: 'shipped' })).body.code).toBe(PERMISSION_DENIED);
    expect((await setStatus({ from: 'pending', to: 'lost' }, owner.session)).body.code).toBe(INVALID);
    expect((await setStatus({ from: 'pending', to: 'cancelled' }, owner.session)).body.code).toBe(INVALID);
    expect((await setStatus({ to: 'shipped' }, owner.session)).body.code).toBe(INVALID);
    expect((await runFunction('setOrderStatus', { orderId: 'nosuchorder', from: 'pending', to: 'shipped' }, owner.session)).body.code).toBe(NOT_FOUND);
    expect((await getOrder(id, ada.session)).body.status).toBe('pending');

    const shipped = await setStatus({ from: 'pending', to: 'shipped' }, owner.session);
    expect(shipped.status).toBe(200);
    expect(shipped.body.result).toMatchObject({ id, status: 'shipped', userId: ada.id, total: 89.04 });
    expect(shipped.body.result).not.toHaveProperty('statusRevision');
    expect((await getOrder(id, ada.session)).body).toMatchObject({ status: 'shipped', userId: ada.id, subtotal: 68, total: 89.04 });
    // Back again, in any order.
    expect((await setStatus({ from: 'shipped', to: 'pending' }, owner.session)).body.result?.status).toBe('pending');
  });

  it('keeps the order of status changes its own: an order placed with a revision of the client’s moves along as any other', async () => {
    // 2^53: where adding 1 no longer changes a floating-point number, so every later write would pass as the next.
    const answer = await placeOrder(ada, { ...honestOrder(ada), statusRevision: 2 ** 53 });
    expect(answer.status).toBe(201);
    const id = answer.body.objectId;
    for (const [from, to] of [['pending', 'processing'], ['processing', 'shipped'], ['shipped', 'delivered']]) {
      const moved = await runFunction<StoredOrder>('setOrderStatus', { orderId: id, from, to }, owner.session);
      expect(moved.body.result?.status, `${from} to ${to}: ${JSON.stringify(moved.body)}`).toBe(to);
    }
    expect((await getOrder(id, ada.session)).body.status).toBe('delivered');
  });

  it("refuses the owner's change made from a status the order no longer has, saying what it is now", async () => {
    const id = await placedOrder(ada);
    expect((await runFunction('cancelOrder', { orderId: id }, ada.session)).status).toBe(200);
    // The owner's page still showed it pending.
    const stale = await runFunction('setOrderStatus', { orderId: id, from: 'pending', to: 'shipped' }, owner.session);
    expect(stale.body).toEqual({
      code: CONFLICT,
      error: `Order #${id} was changed elsewhere just now and is now cancelled. Nothing was saved: check the order, then choose its status again.`,
    });
    expect((await getOrder(id, ada.session)).body.status).toBe('cancelled');
    // Chosen again from what it is now, it is made; and a change to the status it already has is no change.
    expect((await runFunction<StoredOrder>('setOrderStatus', { orderId: id, from: 'cancelled', to: 'processing' }, owner.session)).body.result?.status).toBe('processing');
    expect((await runFunction<StoredOrder>('setOrderStatus', { orderId: id, from: 'pending', to: 'processing' }, owner.session)).body.result?.status).toBe('processing');
  });

  it('lets a customer cancel their own pending order, not someone else’s nor a shipped one', async () => {
    const pending = await placedOrder(ada);
    const byBob = await runFunction('cancelOrder', { orderId: pending }, bob.session);
    expect(byBob.body.code).toBe(NOT_FOUND);
    expect((await getOrder(pending, ada.session)).body.status).toBe('pending');
    expect((await runFunction('cancelOrder', { orderId: pending })).body.code).toBe(INVALID_SESSION);

    const cancelled = await runFunction<{ status: string }>('cancelOrder', { orderId: pending }, ada.session);
    expect(cancelled.body.result?.status).toBe('cancelled');
    expect((await getOrder(pending, ada.session)).body.status).toBe('cancelled');

    const shipped = await placedOrder(ada);
    expect((await runFunction('setOrderStatus', { orderId: shipped, from: 'pending', to: 'shipped' }, owner.session)).status).toBe(200);
    const tooLate = await runFunction('cancelOrder', { orderId: shipped }, ada.session);
    expect(tooLate.body.code).toBe(CONFLICT);
    expect((await getOrder(shipped, ada.session)).body.status).toBe('shipped');
  });

  // The two are made to overlap: the first one's write waits in the database until the second has been answered, so
  // both start from the same pending order and the second is refused at its claim. Left to chance, the two could
  // also follow each other, and the second would be refused for the status it read instead.
  for (const first of ['cancel', 'ship'] as const) {
    it(`when the customer cancels while the owner ships (${first} first), exactly one of them wins and the order says which`, async () => {
      const id = await placedOrder(ada);
      const cancel = () => runFunction('cancelOrder', { orderId: id }, ada.session);
      const ship = () => runFunction('setOrderStatus', { orderId: id, from: 'pending', to: 'shipped' }, owner.session);
      const held = await holdWrites('Order', id);
      let firstDone: ReturnType<typeof call>;
      let secondDone: ReturnType<typeof call>;
      try {
        firstDone = first === 'cancel' ? cancel() : ship();
        await held.waiting(1);
        secondDone = first === 'cancel' ? ship() : cancel();
        // Refused at its claim, the second is answered while the first still waits; were it let through, it would wait too.
        await Promise.race([secondDone, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      } finally {
        await held.release();
      }
      const [firstAnswer, secondAnswer] = await Promise.all([firstDone, secondDone]);
      expect(firstAnswer.status).toBe(200);
      expect(secondAnswer.body.code).toBe(CONFLICT);
      const stored = (await getOrder(id, ada.session)).body;
      expect(stored.status).toBe(first === 'cancel' ? 'cancelled' : 'shipped');
      // How the server orders status changes is its own business.
      expect(stored).not.toHaveProperty('statusRevision');
    });
  }

  it('when the cancelling is written long after it was asked for, the owner shipping meanwhile still cannot also win', async () => {
    const id = await placedOrder(ada);
    // The database holds the cancelling's write until its claim on the order's next status is older than the server
    // waits before giving a claim up (10 s); the owner ships then, and once more after being told no.
    const held = await holdWrites('Order', id);
    const outcomes: Promise<{ status: number }>[] = [];
    try {
      outcomes.push(runFunction('cancelOrder', { orderId: id }, ada.session));
      await held.waiting(1);
      await ageRevisionClaims('Order', id, 11_000);
      const ship = () => runFunction('setOrderStatus', { orderId: id, from: 'pending', to: 'shipped' }, owner.session);
      const toldNo = await ship();
      expect(toldNo.body.code).toBe(CONFLICT);
      outcomes.push(ship());
      await held.waiting(2);
    } finally {
      await held.release();
    }
    const [cancel, ship] = await Promise.all(outcomes);
    expect([cancel.status, ship.status].filter((status) => status === 200)).toHaveLength(1);
    expect((await getOrder(id, ada.session)).body.status).toBe(cancel.status === 200 ? 'cancelled' : 'shipped');
  }, 60_000);
});

// The checkout form's rules (lib/orders/checkout.ts) and the product page's (required options, an engraving's length) hold
// on the server too, with the messages the shopper reads (content/), written out here: an order the owner's Orders
// tab cannot read would drop out of it.
describe('the server holds an order to the checkout’s rules', () => {
  let ada: Account;
  let owner: Account;
  beforeAll(async () => {
    [ada, owner] = await Promise.all([signUp('ada'), signUpOwner()]);
  });

  it('refuses an order without an email, with one that is not an address, or with a phone that is not a number', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ customerEmail: undefined }, 'Enter your email address'],
      [{ customerEmail: '   ' }, 'Enter your email address'],
      [{ customerEmail: 'ada-at-example' }, 'Enter an email address like name@example.com'],
      [{ customerEmail: `${'a'.repeat(288)}@example.com` }, 'Please keep this to 254 characters or fewer (it has 300).'],
      [{ customerPhone: 'call me' }, 'Enter a phone number of 7 to 15 digits, or leave it blank'],
    ];
    for (const [fields, error] of cases) {
      const answer = await placeOrder(ada, { ...honestOrder(ada), ...fields });
      expect(answer.body).toEqual({ code: INVALID, error });
    }
  });

  it('refuses a name over 100 characters or without a last name, and takes first and last names of 100 each', async () => {
    const refused: [string | undefined, string][] = [
      ['x'.repeat(300), 'Please keep this to 100 characters or fewer (it has 300).'],
      [`Ada ${'x'.repeat(300)}`, 'Please keep this to 100 characters or fewer (it has 300).'],
      ['Ada', 'Enter your last name'],
      [undefined, 'Enter your first name'],
    ];
    for (const [customerName, error] of refused) {
      const answer = await placeOrder(ada, { ...honestOrder(ada), customerName });
      expect(answer.body).toEqual({ code: INVALID, error });
    }
    // A first name may have spaces in it: "Mary Ann" and a last name of 100.
    for (const customerName of [`${'A'.repeat(100)} ${'B'.repeat(100)}`, `Mary Ann ${'B'.repeat(100)}`]) {
      const placed = await placeOrder(ada, { ...honestOrder(ada), customerName });
      expect(placed.status).toBe(201);
      expect((await getOrder(placed.body.objectId, ada.session)).body).toMatchObject({ customerName });
    }
  });

  it('refuses a shipping address the checkout would not take', async () => {
    const address = twoOakPhoneStands.shippingAddress;
    const cases: [Record<string, unknown>, string][] = [
      [{ street: '' }, 'Enter your street address'],
      [{ street: 'x'.repeat(500) }, 'Please keep this to 200 characters or fewer (it has 500).'],
      [{ state: 'Narnia' }, 'Choose your province or territory'],
      [{ zipCode: '12345' }, 'Enter a postal code like T9V 0W8'],
      [{ country: 'France' }, 'Choose United States or Canada'],
    ];
    for (const [fields, error] of cases) {
      const answer = await placeOrder(ada, { ...honestOrder(ada), shippingAddress: { ...address, ...fields } });
      expect(answer.body).toEqual({ code: INVALID, error });
    }
  });

  it('refuses an engraving longer than its option allows, and takes one that fits', async () => {
    // Product '2' (Oak Phone Stand, $34) engraved (+$15, up to 20 characters), twice: subtotal 2 x $49 = $98,
    // Standard Shipping $15.60, tax 8% of $98 = $7.84, total $121.44.
    const engraved = (value: string) => ({
      ...honestOrder(ada),
      items: [
        {
          productId: '2',
          productName: 'Oak Phone Stand',
          unitPrice: 49,
          quantity: 2,
          customizations: [{ optionId: 'logo-engraving', optionName: 'Logo or Text Engraving', value, priceAdjustment: 15 }],
        },
      ],
      subtotal: 98,
      tax: 7.84,
      total: 121.44,
    });
    const tooLong = await placeOrder(ada, engraved('x'.repeat(500)));
    expect(tooLong.body).toEqual({ code: INVALID, error: 'Oak Phone Stand, Logo or Text Engraving: Please keep this to 20 characters or fewer (it has 500).' });
    const fits = await placeOrder(ada, engraved('y'.repeat(20)));
    expect(fits.status).toBe(201);
    expect((await getOrder(fits.body.objectId, ada.session)).body).toMatchObject({ total: 121.44, items: [{ customizations: [{ value: 'y'.repeat(20) }] }] });
  });

  it('refuses an order that leaves out a required option, and takes it with the option chosen', async () => {
    // A piece the owner sells with a required engraving: $50, delivered locally in Lloydminster for nothing, so
    // subtotal $50, tax 8% = $4, total $54.
    const product = await call<{ objectId: string }>('POST', '/classes/Product', {
      session: owner.session,
      body: {
        name: 'Engraved Keepsake Box',
        description: 'A walnut box with a name on its lid.',
        price: 50,
        images: ['https://images.unsplash.com/photo-keepsake-box'],
        category: 'home-decor',
        inStock: true,
        materials: ['Black walnut'],
        dimensions: '6" x 4" x 3"',
        weight: '1 lbs',
        craftingTime: '1-2 weeks',
        customizationOptions: [{ id: 'lid-name', name: 'Name on the lid', type: 'text', required: true, description: '', priceAdjustment: 0, maxLength: 30 }],
      },
    });
    expect(product.status).toBe(201);
    const order = (customizations: unknown[]) => ({
      ...honestOrder(ada),
      items: [{ productId: product.body.objectId, productName: 'Engraved Keepsake Box', unitPrice: 50, quantity: 1, customizations }],
      subtotal: 50,
      shipping: 0,
      shippingMethod: 'Local Delivery (Lloydminster)',
      tax: 4,
      total: 54,
    });
    const blank = { optionId: 'lid-name', optionName: 'Name on the lid', value: '   ', priceAdjustment: 0 };
    for (const customizations of [[], [blank]]) {
      const answer = await placeOrder(ada, order(customizations));
      expect(answer.body).toEqual({ code: INVALID, error: 'Engraved Keepsake Box: Please complete the required option: Name on the lid.' });
    }
    const chosen = await placeOrder(ada, order([{ ...blank, value: 'The Okafors' }]));
    expect(chosen.status).toBe(201);
  });
});
