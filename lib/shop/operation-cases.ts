// The operations' test table: every action as the pages drive it, with the outcome a shopper or the owner would
// see. Each backend the shop has runs the same cases (lib/shop/operations.test.ts on browser storage,
// server/operations.test.ts on a running Parse Server); `Subject` says only how that backend signs people in and
// what its ids look like.
import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/content/products';
import { emptyCustomOrderFields } from '@/lib/support/custom-orders';
import { checkoutFormFor, type CheckoutForm } from '@/lib/orders/checkout';
import { summarizeCart } from '@/lib/pricing/priced-cart';
import { useCart } from '@/lib/store/cart';
import { useCatalogue } from '@/lib/store/catalogue';
import { useSession } from '@/lib/store/session';
import { useOrders } from '@/lib/store/orders';
import type { Order, User } from '@/types/shop';
import type { ShopResult } from './result';
import * as accounts from './accounts';
import * as admin from './admin';
import * as chat from './chat';
import * as customRequests from './custom-requests';
import * as orders from './orders';
import * as reviews from './reviews';
import * as session from './sign-out';

export const shop = { ...accounts, ...session, ...admin, ...chat, ...customRequests, ...orders, ...reviews };

export interface Subject {
  name: string;
  /** An address for a new account: the same each time in a fresh browser, unique on a shared server. */
  email(name: string): string;
  /** Signs a customer in (signing up first where accounts are real) and answers the account. */
  signInCustomer(email: string): Promise<User>;
  /** Signs the owner in to /admin. */
  signInOwner(): Promise<void>;
  /** What this backend's order numbers and guest accounts look like. */
  expectNewOrder(order: Order, placedAfter: number): void;
}

export const form: CheckoutForm = {
  email: 'ada@example.com',
  phone: '780 555 0199',
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '4812 50 Avenue',
  city: 'Lloydminster',
  state: 'AB',
  zipCode: 'T9V 0W8',
  country: 'Canada',
  cardName: 'Ada Lovelace',
  cardNumber: '4242 4242 4242 4242',
  expiry: '04/39',
  cvv: '987',
};

/** Product 2 (Oak Phone Stand, $34) twice, shipped standard in Canada. */
export const summary = summarizeCart([{ productId: '2', quantity: 2, customizations: [] }], seedProducts, {
  country: 'Canada',
  city: 'Lloydminster',
  freeShipping: 'withAdjustments',
  rateId: 'ca-standard',
});

/** The same order shipped to 5 Pine St, Seattle WA 98101, priced for the United States. */
export const pine: CheckoutForm = { ...form, street: '5 Pine St', city: 'Seattle', state: 'WA', zipCode: '98101', country: 'United States' };
const pineAddress = { street: '5 Pine St', city: 'Seattle', state: 'WA', zipCode: '98101', country: 'United States' };
export const pineSummary = summarizeCart([{ productId: '2', quantity: 2, customizations: [] }], seedProducts, {
  country: 'United States',
  city: 'Seattle',
  freeShipping: 'withAdjustments',
  rateId: null,
});

export function value<T>(result: ShopResult<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${result.failure.kind}: ${result.failure.message}`);
  return result.value;
}

export function failure<T>(result: ShopResult<T>) {
  if (result.ok) throw new Error('expected a failure');
  return result.failure;
}

const newConversation = { subject: 'Shipping', message: 'Do you ship to Regina?', guestName: 'Bo', guestEmail: 'bo@example.com' };

/** Seed product 1's first review. */
const seedReview = { productId: '1', reviewId: 'r1-1' };

export function operationCases(subject: Subject): void {
  describe(`operations on ${subject.name}`, () => {
    describe('accounts', () => {
      it('signs up with matching passwords, and refuses a mismatch field by field', async () => {
        const email = subject.email('ada');
        const mismatch = failure(await shop.signUp({ firstName: 'Ada', lastName: 'L', email, password: 'a', confirmPassword: 'b' }));
        expect(mismatch).toMatchObject({ kind: 'invalid', fields: { confirmPassword: 'Passwords do not match' } });
        expect(useSession.getState().user).toBeNull();

        const user = value(await shop.signUp({ firstName: 'Ada', lastName: 'Lovelace', email, password: 'walnut grain', confirmPassword: 'walnut grain' }));
        expect(user).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace' });
        expect(useSession.getState().user).toEqual(user);
        value(await shop.signOut());
        expect(useSession.getState().user).toBeNull();
      });

      it('updates the profile of the signed-in customer only', async () => {
        const profile = { firstName: 'Ada', lastName: 'King', phone: '', country: 'Canada', street: '1 Main St', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8' };
        expect(failure(await shop.updateProfile(profile)).kind).toBe('forbidden');
        await subject.signInCustomer(subject.email('ada'));
        expect(failure(await shop.updateProfile({ ...profile, firstName: ' ' }))).toMatchObject({ kind: 'invalid', fields: { firstName: expect.any(String) } });
        const user = value(await shop.updateProfile(profile));
        expect(user).toMatchObject({ lastName: 'King', address: { street: '1 Main St', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' } });
        expect(useSession.getState().user).toEqual(user);
      });

      it('saves only the fields the profile form changed, and refuses one another tab or device changed meanwhile, naming it', async () => {
        await subject.signInCustomer(subject.email('dana'));
        const typed = { firstName: 'Dana', lastName: 'Twodev', phone: '', country: 'Canada', street: '100 Albert Street', city: 'Regina', state: 'SK', zipCode: 'S4P 3Y2' };
        const opened = value(await shop.updateProfile(typed));
        // One device saves a phone; another, whose form opened before that, changes only the last name: the phone stays.
        expect(value(await shop.updateProfile({ ...typed, phone: '306-555-0101' }, opened))).toMatchObject({ phone: '306-555-0101' });
        expect(value(await shop.updateProfile({ ...typed, lastName: 'Twodevice' }, opened))).toMatchObject({ lastName: 'Twodevice', phone: '306-555-0101' });
        // The same stale form changes the phone (and the street): the phone was changed meanwhile, so nothing is saved.
        const clash = failure(await shop.updateProfile({ ...typed, phone: '306-555-0199', street: '5 Pine St' }, opened));
        expect(clash).toEqual({
          kind: 'conflict',
          message:
            'Your phone was changed elsewhere while you edited your profile, so nothing was saved. It is now: 306-555-0101. ' +
            'Your changes are still in the form: save again to put them over it.',
        });
        expect(useSession.getState().user).toMatchObject({ lastName: 'Twodevice', phone: '306-555-0101', address: { street: '100 Albert Street' } });
        // The address is one field: a city changed on one device and a postal code on another clash.
        const shown = useSession.getState().user!;
        value(await shop.updateProfile({ ...typed, lastName: 'Twodevice', phone: '306-555-0101', city: 'Moose Jaw', zipCode: 'S6H 0A1' }, shown));
        expect(failure(await shop.updateProfile({ ...typed, lastName: 'Twodevice', phone: '306-555-0101', zipCode: 'S4P 0A1' }, shown)).message).toBe(
          'Your address was changed elsewhere while you edited your profile, so nothing was saved. It is now: 100 Albert Street, Moose Jaw, SK S6H 0A1, Canada. ' +
            'Your changes are still in the form: save again to put them over it.',
        );
        // Saved again from the profile as it now is, the customer's values go over it.
        const now = useSession.getState().user!;
        expect(value(await shop.updateProfile({ ...typed, lastName: 'Twodevice', phone: '306-555-0199' }, now))).toMatchObject({
          lastName: 'Twodevice',
          phone: '306-555-0199',
          address: { street: '100 Albert Street', city: 'Regina', zipCode: 'S4P 3Y2' },
        });
      });
    });

    describe('orders', () => {
      it("places a guest's order as pending, numbered and dated by the backend, and signs the guest in", async () => {
        const before = Date.now();
        const order = value(await shop.placeOrder({ form, summary }));
        expect(order).toMatchObject({
          status: 'pending',
          customerEmail: 'ada@example.com',
          customerName: 'Ada Lovelace',
          subtotal: 68,
          shipping: 15.6, // 15 + 3 x (1.2 - 1)
          tax: 5.44,
          total: 89.04,
          shippingMethod: 'Standard Shipping',
          items: [{ productId: '2', productName: 'Oak Phone Stand', unitPrice: 34, quantity: 2 }],
          shippingAddress: { street: '4812 50 Avenue', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' },
          cardLast4: '4242',
        });
        expect(Date.parse(order.createdAt)).toBeGreaterThanOrEqual(before - 1000);
        subject.expectNewOrder(order, before);
        expect(useSession.getState().user).toMatchObject({ id: order.userId, email: 'ada@example.com' });
      });

      it("remembers a signed-in customer's address and missing last name for the next checkout and the profile, as a guest's", async () => {
        await subject.signInCustomer(subject.email('ada'));
        value(await shop.placeOrder({ form: pine, summary: pineSummary }));
        const user = useSession.getState().user;
        // The profile's ADDRESS (and a last name a sign-in left blank) is what the order shipped to.
        expect(user).toMatchObject({ lastName: 'Lovelace', address: pineAddress });
        // The next checkout offers it; never the card.
        expect(checkoutFormFor(user)).toMatchObject({ ...pineAddress, lastName: 'Lovelace', cardNumber: '', cvv: '' });
      });

      it('offers the address shipped to last, but never rewrites an address the customer typed in their profile', async () => {
        await subject.signInCustomer(subject.email('ada'));
        value(await shop.placeOrder({ form, summary }));
        expect(useSession.getState().user?.address).toMatchObject({ street: '4812 50 Avenue', city: 'Lloydminster' });
        // The address came from the last order: the next order's replaces it.
        value(await shop.placeOrder({ form: pine, summary: pineSummary }));
        expect(useSession.getState().user?.address).toEqual(pineAddress);

        const typed = { firstName: 'Ada', lastName: 'King', phone: '', country: 'Canada', street: '1 Main St', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8' };
        value(await shop.updateProfile(typed));
        value(await shop.placeOrder({ form: pine, summary: pineSummary }));
        expect(useSession.getState().user).toMatchObject({
          lastName: 'King',
          address: { street: '1 Main St', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' },
        });
      });

      it('refuses an order with a field at fault', async () => {
        expect(failure(await shop.placeOrder({ form: { ...form, cvv: '' }, summary }))).toMatchObject({ kind: 'invalid', fields: { cvv: expect.any(String) } });
        expect(useSession.getState().user).toBeNull();
      });

      it('cancels a pending order once; the owner sets any status; unknown orders are not found', async () => {
        const order = value(await shop.placeOrder({ form, summary }));
        expect(value(await shop.cancelOrder(order.id)).status).toBe('cancelled');
        expect(failure(await shop.cancelOrder(order.id)).kind).toBe('conflict');

        const second = value(await shop.placeOrder({ form, summary }));
        await subject.signInOwner();
        expect(value(await shop.setOrderStatus(second.id, { from: 'pending', to: 'delivered' })).status).toBe('delivered');
        expect(value(await shop.setOrderStatus(second.id, { from: 'delivered', to: 'pending' })).status).toBe('pending');
        expect(failure(await shop.setOrderStatus('404', { from: 'pending', to: 'shipped' })).kind).toBe('not-found');
        expect(failure(await shop.cancelOrder('404')).kind).toBe('not-found');
      });

      it("refuses the owner's status change made from a status the order no longer has, and keeps the order as it is", async () => {
        const order = value(await shop.placeOrder({ form, summary }));
        expect(value(await shop.cancelOrder(order.id)).status).toBe('cancelled');
        await subject.signInOwner();
        // The owner's page still showed the order as pending.
        expect(failure(await shop.setOrderStatus(order.id, { from: 'pending', to: 'shipped' }))).toEqual({
          kind: 'conflict',
          message: `Order #${order.id} was changed elsewhere just now and is now cancelled. Nothing was saved: check the order, then choose its status again.`,
        });
        expect(useOrders.getState().orders.find((o) => o.id === order.id)?.status).toBe('cancelled');
        // Made from what the order now is, the change is made.
        expect(value(await shop.setOrderStatus(order.id, { from: 'cancelled', to: 'shipped' })).status).toBe('shipped');
      });
    });

    describe('reviews', () => {
      it('asks a visitor to log in, needs a title and comment, then stores the review', async () => {
        const draft = { rating: 4, title: 'Sturdy', comment: 'Holds my tablet well.' };
        expect(failure(await shop.submitReview('2', draft))).toEqual({ kind: 'forbidden', message: 'Please log in to leave a review' });
        await subject.signInCustomer(subject.email('ada'));
        expect(failure(await shop.submitReview('2', { ...draft, title: ' ' }))).toMatchObject({ kind: 'invalid', message: 'Please fill in all fields' });
        const review = value(await shop.submitReview('2', draft));
        expect(review).toMatchObject({ productId: '2', rating: 4, title: 'Sturdy', verified: false, helpful: 0 });
      });

      it('counts a helpful mark once per browser', async () => {
        expect(value(await shop.markHelpful(seedReview.productId, seedReview.reviewId))).toEqual({ counted: true });
        expect(value(await shop.markHelpful(seedReview.productId, seedReview.reviewId))).toEqual({ counted: false });
      });
    });

    describe('chat', () => {
      it("starts a guest's conversation, and the owner replies and closes it", async () => {
        expect(failure(await shop.startConversation({ ...newConversation, guestName: '' }))).toMatchObject({ kind: 'invalid', fields: { guestName: expect.any(String) } });
        const started = value(await shop.startConversation(newConversation));
        expect(started).toMatchObject({
          customerName: 'Bo',
          customerEmail: 'bo@example.com',
          subject: 'Shipping',
          status: 'active',
          messages: [{ senderType: 'customer', content: 'Do you ship to Regina?', read: true }],
        });
        const sent = value(await shop.sendMessage(started.id, 'And to Saskatoon?'));
        expect(sent.messages.map((m) => m.content)).toEqual(['Do you ship to Regina?', 'And to Saskatoon?']);

        await subject.signInOwner();
        const replied = value(await shop.reply(started.id, 'Yes, both.'));
        expect(replied.messages.at(-1)).toMatchObject({ senderType: 'admin', content: 'Yes, both.', read: false });
        expect(replied.unreadCount).toBe(started.unreadCount + 1);
        expect(value(await shop.closeConversation(started.id)).status).toBe('closed');
        expect(failure(await shop.sendMessage(started.id, 'Hello?')).kind).toBe('conflict');
        expect(failure(await shop.reply(started.id, 'Hello?')).kind).toBe('conflict');
      });
    });

    describe('custom pieces', () => {
      it('stores a valid request as pending with no estimate, and names the fields at fault otherwise', async () => {
        const fields = { ...emptyCustomOrderFields, name: 'Ada', email: 'ada@example.com', projectType: 'serving-tray', description: 'A tray' };
        expect(failure(await shop.submitCustomRequest({ ...fields, email: 'ada' }))).toMatchObject({ kind: 'invalid', fields: { email: expect.any(String) } });
        const request = value(await shop.submitCustomRequest(fields));
        expect(request).toMatchObject({ name: 'Ada', projectType: 'serving-tray', status: 'pending', estimatedPrice: null, estimatedTimeline: null });
        expect(JSON.parse(localStorage.getItem('customOrders')!)).toEqual([request]);
      });

      it('the owner quotes a request, then moves it along only the allowed way', async () => {
        const fields = { ...emptyCustomOrderFields, name: 'Bo', email: 'bo@example.com', projectType: 'key-hanger', description: 'Six hooks' };
        const request = value(await shop.submitCustomRequest(fields));
        await subject.signInOwner();
        expect(failure(await shop.setRequestStatus(request.id, 'quoted')).kind).toBe('conflict');
        expect(failure(await shop.setRequestEstimate(request.id, { price: 'lots', timeline: '' }))).toMatchObject({
          kind: 'invalid',
          fields: { price: expect.any(String), timeline: expect.any(String) },
        });
        expect(value(await shop.setRequestEstimate(request.id, { price: '180', timeline: '2 weeks' }))).toMatchObject({ estimatedPrice: 180, estimatedTimeline: '2 weeks' });
        expect(value(await shop.setRequestStatus(request.id, 'quoted')).status).toBe('quoted');
        expect(value(await shop.setRequestStatus(request.id, 'declined')).status).toBe('declined');
        expect(failure(await shop.setRequestStatus(request.id, 'completed')).kind).toBe('conflict');
        expect(failure(await shop.setRequestStatus('404', 'quoted')).kind).toBe('not-found');
      });
    });

    describe('the owner', () => {
      it('adds, edits and deletes a product', async () => {
        const values = {
          name: 'Live-edge Shelf',
          description: 'A floating shelf.',
          price: 89.5,
          category: 'home-decor' as const,
          inStock: true,
          weight: '3 lbs',
          dimensions: '24" x 8"',
          craftingTime: '2 weeks',
          images: ['/icon.svg'],
          materials: ['Black walnut'],
        };
        await subject.signInOwner();
        const added = value(await shop.saveProduct(values, null));
        expect(added).toMatchObject({ name: 'Live-edge Shelf', price: 89.5, reviews: [], totalReviews: 0 });
        const edited = value(await shop.saveProduct({ ...values, price: 94.25 }, added.id));
        expect(edited).toMatchObject({ id: added.id, price: 94.25 });
        // A form opened before that price change renames the shelf: the name is saved, the newer price stays.
        const renamed = value(await shop.saveProduct({ ...values, name: 'Walnut Wall Shelf' }, added.id, values));
        expect(renamed).toMatchObject({ id: added.id, name: 'Walnut Wall Shelf', price: 94.25 });
        // The same form changes the price (and the materials): the price was changed meanwhile, so nothing is saved.
        const clash = failure(await shop.saveProduct({ ...values, price: 96, materials: ['White oak'] }, added.id, values));
        expect(clash).toEqual({
          kind: 'conflict',
          message:
            'Walnut Wall Shelf was changed elsewhere while you edited it (its price), so nothing was saved. ' +
            'The list shows it as it is now; your changes are still in the form. Save again to put them over it.',
        });
        expect(useCatalogue.getState().products.find((p) => p.id === added.id)).toMatchObject({ price: 94.25, materials: ['Black walnut'] });
        // Saved again from the product as it now is, the owner's price goes over it.
        const shown = { ...values, name: 'Walnut Wall Shelf', price: 94.25 };
        expect(value(await shop.saveProduct({ ...shown, price: 96, materials: ['White oak'] }, added.id, shown))).toMatchObject({ price: 96, materials: ['White oak'] });
        value(await shop.deleteProduct(added.id));
        expect(failure(await shop.saveProduct(values, added.id)).kind).toBe('not-found');
        expect(failure(await shop.saveProduct({ ...values, name: '' }, null))).toMatchObject({ kind: 'invalid', message: 'Please fill in all required fields' });
      });
    });

    it('leaves the cart to the page: an order does not empty it by itself', async () => {
      await useCart.getState().add(seedProducts[1], []);
      value(await shop.placeOrder({ form, summary }));
      expect(useCart.getState().items).toHaveLength(1);
    });
  });
}
