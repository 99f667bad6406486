import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hydrateStores } from '@/lib/store/hydration';
import { CHECKOUT_DETAILS } from '@/lib/store/storage-keys';
import { fingerprint } from '@/lib/store/persisted';
import { useOrders } from '@/lib/store/orders';
import { useCart } from '@/lib/store/cart';
import { makeOrder } from '@/test-support/admin-data';
import { useSession } from '@/lib/store/session';
import { openAt, testRouter as router } from '@/test-support/navigation';
import { OrderConfirmation } from '@/components/orders/order-confirmation';
import type { User } from '@/types/shop';
import { CheckoutView } from './checkout-view';
import { ada } from '@/test-support/user';

const CARD = '4242 4242 4242 4242';
const EXPIRY = '04/39';
const CVV = '987';

function storeCart() {
  localStorage.setItem('cart', JSON.stringify({ state: { items: [{ productId: '2', quantity: 1, customizations: [] }] }, version: 1 }));
}

function storeUser(user: User | null) {
  localStorage.setItem('session', JSON.stringify({ state: { user, accounts: user ? [user] : [] }, version: 1 }));
}

/** Opens /checkout as a page load does: the stored state is read, then the form shows. */
async function openCheckout() {
  const view = render(<CheckoutView />);
  await act(() => hydrateStores());
  await screen.findByLabelText(/Email address/);
  return view;
}

const field = (label: RegExp) => screen.getByLabelText(label);

/** Types into a field as a paste does: one change, so the test stays quick. */
async function fill(label: RegExp, text: string) {
  await userEvent.click(field(label));
  await userEvent.paste(text);
}

async function typeEverything() {
  await fill(/Email address/, 'ada@example.com');
  await fill(/First name/, 'Ada');
  await fill(/Last name/, 'Lovelace');
  await userEvent.selectOptions(field(/Country/), 'Canada');
  await fill(/Street address/, '4812 50 Avenue');
  await fill(/City/, 'Lloydminster');
  await userEvent.selectOptions(field(/Province or territory/), 'AB');
  await fill(/Postal code/, 'T9V 0W8');
  await fill(/Name on card/, 'Ada Lovelace');
  await fill(/Card number/, CARD);
  await fill(/Expiry date/, EXPIRY);
  await fill(/Security code/, CVV);
}

/** Everything both storages hold, as text. */
const everythingStored = () =>
  [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`)).join('\n');


describe('CheckoutView: what the shopper typed, within the visit', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useSession.setState({ user: null, accounts: [] });
    useOrders.setState({ orders: [] });
    storeCart();
  });
  afterEach(() => sessionStorage.clear());

  it('keeps the contact details and address through a reload (or a trip to the cart and back), never the card', async () => {
    const first = await openCheckout();
    await typeEverything();
    first.unmount();

    await openCheckout();
    expect(field(/Email address/)).toHaveValue('ada@example.com');
    expect(field(/First name/)).toHaveValue('Ada');
    expect(field(/Last name/)).toHaveValue('Lovelace');
    expect(field(/Country/)).toHaveValue('Canada');
    expect(field(/Street address/)).toHaveValue('4812 50 Avenue');
    expect(field(/City/)).toHaveValue('Lloydminster');
    expect(field(/Province or territory/)).toHaveValue('AB');
    expect(field(/Postal code/)).toHaveValue('T9V 0W8');
    // The payment section is typed again: none of it is kept anywhere.
    expect(field(/Name on card/)).toHaveValue('');
    expect(field(/Card number/)).toHaveValue('');
    expect(field(/Expiry date/)).toHaveValue('');
    expect(field(/Security code/)).toHaveValue('');
    const stored = everythingStored();
    expect(stored).toContain('4812 50 Avenue');
    expect(stored).not.toContain(CARD);
    expect(stored).not.toContain(CARD.replaceAll(' ', ''));
    expect(stored).not.toContain(EXPIRY);
    expect(stored).not.toContain(`"${CVV}"`);
    expect(stored).not.toMatch(/cvv|cardNumber|expiry/i);
  });

  it('forgets the kept details once the order is placed', async () => {
    await openCheckout();
    await typeEverything();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(expect.stringMatching(/^\/order-confirmation\?id=/)));
    expect(sessionStorage.getItem(CHECKOUT_DETAILS.key)).toBeNull();
    expect(Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key)).join('\n')).not.toContain('4812 50 Avenue');
  });

  it('shows a signed-in customer what they typed over their profile, and nobody else after they sign out', async () => {
    storeUser(ada);
    const first = await openCheckout();
    expect(field(/Email address/)).toHaveValue('ada@example.com');
    await fill(/Street address/, '5 Pine St');
    first.unmount();

    const again = await openCheckout();
    expect(field(/Street address/)).toHaveValue('5 Pine St');
    again.unmount();

    // Another shopper at this tab after Ada signed out sees an empty form.
    useSession.setState({ user: null, accounts: [] });
    storeUser(null);
    storeCart();
    await openCheckout();
    expect(field(/Email address/)).toHaveValue('');
    expect(field(/Street address/)).toHaveValue('');
  });

  it.each([
    ['text that is not JSON', '{"state": {'],
    ['a list', '[1, 2, 3]'],
    ['another version', JSON.stringify({ version: 99, state: { forUser: null, details: { email: 'ada@example.com' } } })],
    ['details of the wrong types', JSON.stringify({ version: 1, state: { forUser: null, details: { email: 42, country: 'Narnia', state: { code: 'AB' }, cvv: '987' } } })],
  ])('opens on an empty form when the kept details are %s', async (_what, stored) => {
    sessionStorage.setItem(CHECKOUT_DETAILS.key, stored);
    await openCheckout();
    expect(field(/Email address/)).toHaveValue('');
    expect(field(/Country/)).toHaveValue('United States');
    expect(field(/State/)).toHaveValue('');
    expect(field(/Security code/)).toHaveValue('');
  });

  it('keeps the fields that can be read and leaves out the ones that cannot', async () => {
    const details = { email: 'ada@example.com', firstName: 'A'.repeat(101), country: 'Canada', state: 'AB', zipCode: 7 };
    sessionStorage.setItem(CHECKOUT_DETAILS.key, JSON.stringify({ version: CHECKOUT_DETAILS.version, state: { forUser: null, details } }));
    await openCheckout();
    expect(field(/Email address/)).toHaveValue('ada@example.com');
    expect(field(/First name/)).toHaveValue('');
    expect(field(/Country/)).toHaveValue('Canada');
    expect(field(/Province or territory/)).toHaveValue('AB');
    expect(field(/Postal code/)).toHaveValue('');
  });
});

describe('CheckoutView: a reload that came after the order was stored, before the page had finished', () => {
  const guest = { id: 'guest_1795990000000_abc123', firstName: 'Mary Ann', lastName: 'de la Cruz' };
  const order = makeOrder({ id: '1795990000000', userId: guest.id, customerEmail: 'mary@example.com', customerName: 'Mary Ann de la Cruz', customerPhone: '780 555 0101' });

  beforeEach(() => {
    sessionStorage.clear();
    useSession.setState({ user: null, accounts: [] });
    storeCart();
    localStorage.setItem('orders', JSON.stringify({ state: { orders: [order] }, version: 2 }));
    sessionStorage.setItem(CHECKOUT_DETAILS.key, JSON.stringify({ version: CHECKOUT_DETAILS.version, state: { forUser: null, details: { street: order.shippingAddress.street } } }));
  });
  afterEach(() => sessionStorage.clear());

  /** The note placing an order leaves in the tab, made over the cart as stored now (the cart it was placed from). */
  const notePlacedOrder = (orderId: string, guestNames: typeof guest | null) =>
    sessionStorage.setItem('placedOrder', JSON.stringify({ version: 2, state: { orderId, guest: guestNames, cart: fingerprint(localStorage.getItem('cart')) } }));

  it('opens that order’s confirmation, signs the guest in, empties the cart and forgets what was typed, placing nothing again', async () => {
    notePlacedOrder(order.id, guest);
    render(<CheckoutView />);
    await act(() => hydrateStores());

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(`/order-confirmation?id=${order.id}`));
    expect(router.replace).not.toHaveBeenCalledWith('/cart');
    expect(screen.getByRole('status')).toHaveTextContent('Order placed. Opening your confirmation…');
    expect(useSession.getState().user).toEqual({
      ...guest,
      email: 'mary@example.com',
      phone: '780 555 0101',
      address: order.shippingAddress,
    });
    expect(useCart.getState().items).toEqual([]);
    expect(useOrders.getState().orders).toEqual([order]);
    // Only the note of the placed order is left, for its confirmation to forget.
    expect(Object.keys(sessionStorage)).toEqual(['placedOrder']);
  });

  it('opens the confirmation, not the empty cart, when the reload came after the cart was emptied', async () => {
    notePlacedOrder(order.id, guest);
    localStorage.setItem('cart', JSON.stringify({ state: { items: [] }, version: 2 }));
    render(<CheckoutView />);
    await act(() => hydrateStores());
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(`/order-confirmation?id=${order.id}`));
    expect(router.replace).not.toHaveBeenCalledWith('/cart');
  });

  it("is forgotten once the order's confirmation shows", async () => {
    notePlacedOrder(order.id, guest);
    useSession.setState({ user: { ...guest, email: 'mary@example.com', phone: '', address: order.shippingAddress }, accounts: [] });
    openAt(`/order-confirmation?id=${order.id}`);
    render(<OrderConfirmation />);
    await act(() => hydrateStores());
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(sessionStorage.getItem('placedOrder')).toBeNull();
  });

  it('shows the checkout as usual, the cart kept, when the cart was filled again after leaving before the confirmation', async () => {
    notePlacedOrder(order.id, guest);
    localStorage.setItem('cart', JSON.stringify({ state: { items: [{ productId: '3', quantity: 2, customizations: [] }] }, version: 2 }));
    await openCheckout();
    expect(useCart.getState().items).toEqual([{ productId: '3', quantity: 2, customizations: [] }]);
    expect(useSession.getState().user).toBeNull();
    expect(sessionStorage.getItem('placedOrder')).toBeNull();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('shows the checkout as usual when the order it names is not in this browser', async () => {
    notePlacedOrder('1700000000000', null);
    await openCheckout();
    expect(useCart.getState().items).toHaveLength(1);
    expect(sessionStorage.getItem('placedOrder')).toBeNull();
    expect(router.replace).not.toHaveBeenCalled();
  });
});
