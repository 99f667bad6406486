// @vitest-environment jsdom
// The operations' table (lib/shop/operation-cases.ts) on the shared server: the shop's own code in a browser-like
// page, talking to a running Parse Server, with the same cases and outcomes as on browser storage. Then what only
// a server does: real passwords, and an owner who is a role.
import { beforeAll, describe, expect, it } from 'vitest';
import './test/shop-on-server';
import '../vitest.setup';
import { serverUnreachable } from '@/content/server';
import { failure, form, operationCases, shop, summary, value } from '@/lib/shop/operation-cases';
import { useCart } from '@/lib/store/cart';
import { useOrders } from '@/lib/store/orders';
import { seedProducts } from '@/content/products';
import { useSession } from '@/lib/store/session';
import { call, uniqueEmail } from './test/rest';
import { inject } from 'vitest';

const PASSWORD = 'correct horse battery';
let owner: { email: string; password: string };

beforeAll(async () => {
  owner = { email: uniqueEmail('owner'), password: 'owner password 42' };
  const made = await call<{ objectId: string }>('POST', '/users', {
    body: { username: owner.email, email: owner.email, password: owner.password, firstName: 'Shop', lastName: 'Owner' },
  });
  await call('PUT', '/roles/admin', {
    master: true,
    body: { users: { __op: 'AddRelation', objects: [{ __type: 'Pointer', className: '_User', objectId: made.body.objectId }] } },
  });
});

operationCases({
  name: 'the shared server',
  email: uniqueEmail,
  async signInCustomer(email) {
    const signedUp = await shop.signUp({ firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD, confirmPassword: PASSWORD });
    return value(signedUp);
  },
  async signInOwner() {
    value(await shop.adminSignIn(owner.email, owner.password));
  },
  expectNewOrder(order) {
    // The server numbers orders and makes the guest's account itself.
    expect(order.id).toMatch(/^\w{10}$/);
    expect(order.userId).toMatch(/^\w{10}$/);
  },
});

describe('only on the shared server', () => {
  it('signs in with the right password only', async () => {
    const email = uniqueEmail('grace');
    value(await shop.signUp({ firstName: 'Grace', lastName: 'Hopper', email, password: PASSWORD, confirmPassword: PASSWORD }));
    value(await shop.signOut());
    expect(failure(await shop.signIn({ firstName: '', lastName: '', email, password: 'wrong', confirmPassword: '' }))).toEqual({
      kind: 'forbidden',
      message: 'Invalid email or password',
    });
    expect(value(await shop.signIn({ firstName: '', lastName: '', email, password: PASSWORD, confirmPassword: '' }))).toMatchObject({ email, firstName: 'Grace' });
    expect(useSession.getState().user?.email).toBe(email);
  });

  it('opens /admin to an account in the owner role only', async () => {
    const email = uniqueEmail('mallory');
    value(await shop.signUp({ firstName: 'Mallory', lastName: 'M', email, password: PASSWORD, confirmPassword: PASSWORD }));
    expect(failure(await shop.adminSignIn(email, PASSWORD))).toEqual({ kind: 'forbidden', message: 'Invalid email or password' });
    expect(failure(await shop.adminSignIn(owner.email, 'wrong password'))).toEqual({ kind: 'forbidden', message: 'Invalid email or password' });
    expect(value(await shop.adminSignIn(owner.email, owner.password))).toMatchObject({ name: 'Admin User', role: 'admin' });
    value(await shop.adminSignOut());
  });

  it('says so when the server cannot be reached, keeps the cart, and places the order once on retry', async () => {
    const { serverURL } = inject('backend');
    await useCart.getState().add(seedProducts[1], []);
    process.env.NEXT_PUBLIC_PARSE_SERVER_URL = 'http://127.0.0.1:9/parse';
    try {
      expect(failure(await shop.placeOrder({ form, summary }))).toEqual({ kind: 'unavailable', message: serverUnreachable.order });
    } finally {
      process.env.NEXT_PUBLIC_PARSE_SERVER_URL = serverURL;
    }
    expect(useCart.getState().items).toHaveLength(1);
    expect(useOrders.getState().orders).toEqual([]);
    const order = value(await shop.placeOrder({ form, summary }));
    expect(useOrders.getState().orders.map((o) => o.id)).toEqual([order.id]);
  });
});
