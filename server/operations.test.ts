// @vitest-environment jsdom
// The operations' table (lib/shop/operation-cases.ts) on the shared server: the shop's own code in a browser-like
// page, talking to a running Parse Server, with the same cases and outcomes as on browser storage. Then what only
// a server does: real passwords, and an owner who is a role.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import '@/server/test/shop-on-server';
import '@/vitest.setup';
import { serverUnanswered, serverUnreachable } from '@/content/server';
import { failure, form, operationCases, shop, summary, value } from '@/lib/shop/operation-cases';
import { useCart } from '@/lib/store/cart';
import { useOrders } from '@/lib/store/orders';
import { useChat } from '@/lib/store/chat';
import { useCustomOrders } from '@/lib/store/custom-orders';
import { refreshFromServer } from '@/lib/shop/server-backend';
import { seedProducts } from '@/content/products';
import { useSession } from '@/lib/store/session';
import { call, uniqueEmail } from '@/server/test/rest';
import { inject } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { hydrateStores } from '@/lib/store/hydration';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { ProfileEditorPage } from '@/components/account/profile-editor';

const PASSWORD = 'correct horse battery';

/** The server takes what is sent to `path`; its answer comes after the shop has stopped waiting (fetch's time limit). */
function tooLate(path: string, method = 'POST') {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await realFetch(input, init);
    if (init?.method === method && String(input).endsWith(path)) throw new DOMException('The operation timed out.', 'TimeoutError');
    return response;
  });
}

interface Customer {
  email: string;
  surname: string;
  phone: string;
  street: string;
}

/**
 * A customer made on the server, with what a shared computer must not keep after they leave: an order (one Oak
 * Phone Stand to Regina, $34 + $15 shipping + $2.72 tax = $51.72), a conversation and a custom-piece request.
 */
async function customerWithRecords(firstName: string): Promise<Customer> {
  const customer = { email: uniqueEmail(firstName.toLowerCase()), surname: `${firstName}sdottir`, phone: '306 555 0142', street: '100 Albert Street' };
  const address = { street: customer.street, city: 'Regina', state: 'SK', zipCode: 'S4P 3Y2', country: 'Canada' };
  const made = await call<{ sessionToken: string }>('POST', '/users', {
    body: { username: customer.email, email: customer.email, password: PASSWORD, firstName, lastName: customer.surname, phone: customer.phone, address },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const session = made.body.sessionToken;
  const order = await call('POST', '/classes/Order', {
    session,
    body: {
      clientKey: `sign-out-${customer.email}`,
      customerEmail: customer.email,
      customerName: `${firstName} ${customer.surname}`,
      items: [{ productId: '2', productName: 'Oak Phone Stand', unitPrice: 34, quantity: 1, customizations: [] }],
      subtotal: 34,
      shipping: 15,
      shippingMethod: 'Standard Shipping',
      tax: 2.72,
      total: 51.72,
      shippingAddress: address,
      cardLast4: '4242',
    },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const chat = await call('POST', '/functions/startConversation', { session, body: { subject: 'Shipping', message: 'Do you ship to Regina?' } });
  expect(chat.status, JSON.stringify(chat.body)).toBe(200);
  const request = await call('POST', '/classes/CustomRequest', {
    body: { name: `${firstName} ${customer.surname}`, email: customer.email, phone: customer.phone, projectType: 'cutting-board', description: 'A walnut board with our initials.' },
  });
  expect(request.status, JSON.stringify(request.body)).toBe(201);
  return customer;
}

const storedText = (key: string) => localStorage.getItem(key) ?? '';

/** The keys of this browser's storage whose text names the customer: their email, surname, phone or street. */
function storedNaming(customer: Customer): string[] {
  const traces = [customer.email, customer.surname, customer.phone, customer.street];
  return Object.keys(localStorage).filter((key) => traces.some((trace) => storedText(key).includes(trace)));
}

const storedProductNames = () => (JSON.parse(storedText('catalogue')) as { state: { products: { name: string }[] } }).state.products.map((p) => p.name);
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

  it("a customer's sign-out leaves none of their orders, conversations or details in this browser; the catalogue stays", async () => {
    const nell = await customerWithRecords('Nell');
    value(await shop.signIn({ firstName: '', lastName: '', email: nell.email, password: PASSWORD, confirmPassword: '' }));
    await refreshFromServer();
    // What the server gave this browser while she was signed in: her order and her conversation.
    expect(storedText('orders')).toContain(nell.email);
    expect(storedText('chat')).toContain(nell.email);

    value(await shop.signOut());
    expect(storedNaming(nell)).toEqual([]);
    expect(useOrders.getState().orders).toEqual([]);
    expect(useChat.getState().conversations).toEqual([]);
    expect(storedProductNames()).toContain('Oak Phone Stand');
  });

  it("the owner's sign-out leaves no customer's order, conversation or custom request in this browser; the cart and catalogue stay", async () => {
    const orla = await customerWithRecords('Orla');
    await useCart.getState().add(seedProducts[1], []);
    value(await shop.adminSignIn(owner.email, owner.password));
    await refreshFromServer();
    // The owner's session reads every customer's records, hers among them.
    for (const key of ['orders', 'chat', 'customOrders']) expect(storedText(key)).toContain(orla.email);

    value(await shop.adminSignOut());
    expect(storedNaming(orla)).toEqual([]);
    expect(useOrders.getState().orders).toEqual([]);
    expect(useChat.getState().conversations).toEqual([]);
    expect(useCustomOrders.getState().requests).toEqual([]);
    expect(useCart.getState().items).toMatchObject([{ productId: '2', quantity: 1 }]);
    expect(JSON.parse(storedText('cart')).state.items).toMatchObject([{ productId: '2', quantity: 1 }]);
    expect(storedProductNames()).toContain('Oak Phone Stand');
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

  it("the profile editor says the server could not be reached, not that the browser's storage is full", async () => {
    const { serverURL } = inject('backend');
    const email = uniqueEmail('profile');
    value(await shop.signUp({ firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD, confirmPassword: PASSWORD }));
    const user = userEvent.setup();
    render(createElement(ProfileEditorPage, { labelledBy: 'h' }));
    await act(() => hydrateStores());
    await user.type(await screen.findByLabelText(/Phone/), '780 555 0100');
    process.env.NEXT_PUBLIC_PARSE_SERVER_URL = 'http://127.0.0.1:9/parse';
    try {
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(serverUnreachable.other);
    } finally {
      process.env.NEXT_PUBLIC_PARSE_SERVER_URL = serverURL;
    }
    expect(screen.getByLabelText(/Phone/)).toHaveValue('780 555 0100');
  });

  it('shows the profile as another device saved it once the page reads the server again, and keeps it shown when a read fails', async () => {
    const email = uniqueEmail('dana');
    const dana = value(await shop.signUp({ firstName: 'Dana', lastName: 'Twodev', email, password: PASSWORD, confirmPassword: PASSWORD }));
    const otherDevice = await call<{ sessionToken: string }>('POST', '/login', { body: { username: email, password: PASSWORD } });
    await call('PUT', `/users/${dana.id}`, { session: otherDevice.body.sessionToken, body: { phone: '306-555-0199' } });
    await refreshFromServer();
    expect(useSession.getState().user).toMatchObject({ lastName: 'Twodev', phone: '306-555-0199' });

    const { serverURL } = inject('backend');
    process.env.NEXT_PUBLIC_PARSE_SERVER_URL = 'http://127.0.0.1:9/parse';
    try {
      await refreshFromServer();
    } finally {
      process.env.NEXT_PUBLIC_PARSE_SERVER_URL = serverURL;
    }
    expect(useSession.getState().user).toMatchObject({ email, phone: '306-555-0199' });
  });

  it('shows a profile save that answered too late as the server took it, so the customer can check it as asked', async () => {
    const dana = value(await shop.signUp({ firstName: 'Dana', lastName: 'Late', email: uniqueEmail('dana'), password: PASSWORD, confirmPassword: PASSWORD }));
    const typed = { firstName: 'Dana', lastName: 'Late', phone: '306-555-7777', country: 'Canada', street: '', city: '', state: '', zipCode: '' };
    tooLate(`/users/${dana.id}`, 'PUT');
    try {
      expect(failure(await shop.updateProfile(typed, dana))).toEqual({ kind: 'unavailable', message: serverUnanswered.other });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(useSession.getState().user?.phone).toBe('');
    // The next page (the dashboard the message sends them to check) reads the server.
    await refreshFromServer();
    expect(useSession.getState().user?.phone).toBe('306-555-7777');
  });

  it("says a guest's order was not placed when the guest account it needs first was answered too late, and places it once on retry", async () => {
    await useCart.getState().add(seedProducts[1], []);
    tooLate('/users');
    try {
      expect(failure(await shop.placeOrder({ form, summary }))).toEqual({ kind: 'unavailable', message: serverUnreachable.order });
    } finally {
      vi.unstubAllGlobals();
    }
    const order = value(await shop.placeOrder({ form, summary }));
    const mine = await call<{ results: { objectId: string }[] }>('GET', `/classes/Order?where=${encodeURIComponent(JSON.stringify({ userId: order.userId }))}`, { master: true });
    expect(mine.body.results.map((o) => o.objectId)).toEqual([order.id]);
  });

  it('says it cannot tell when the server took an order or a request but answered too late, and the order placed again is the same one', async () => {
    await useCart.getState().add(seedProducts[1], []);
    tooLate('/classes/Order');
    try {
      expect(failure(await shop.placeOrder({ form, summary }))).toEqual({
        kind: 'unavailable',
        message: `We didn't hear back from the shop in time, so we can't tell whether your order was placed. Your cart and everything you typed are still here. Placing it again unchanged is safe: the shop takes each order once. Changed, it would be a second order, so check your orders or call us at +1 (780) 555-0142 first.`,
      });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(useCart.getState().items).toHaveLength(1);
    const order = value(await shop.placeOrder({ form, summary }));
    const mine = await call<{ results: { objectId: string }[] }>('GET', `/classes/Order?where=${encodeURIComponent(JSON.stringify({ userId: order.userId }))}`, { master: true });
    expect(mine.body.results.map((o) => o.objectId)).toEqual([order.id]);
    // What the message warns of: the key covers the whole order, so a corrected street after a late answer is a second order.
    tooLate('/classes/Order');
    try {
      failure(await shop.placeOrder({ form: { ...form, street: '4814 50 Avenue' }, summary }));
    } finally {
      vi.unstubAllGlobals();
    }
    value(await shop.placeOrder({ form: { ...form, street: '4816 50 Avenue' }, summary }));
    const after = await call<{ results: unknown[] }>('GET', `/classes/Order?where=${encodeURIComponent(JSON.stringify({ userId: order.userId }))}`, { master: true });
    expect(after.body.results).toHaveLength(3);

    const request = { name: 'Dora Delay', email: uniqueEmail('dora'), phone: '', projectType: 'other', woodType: '', dimensions: '', description: 'A stool.', budget: '', timeline: '', engraving: '', inspiration: '', quantity: '' };
    tooLate('/classes/CustomRequest');
    try {
      expect(failure(await shop.submitCustomRequest(request))).toEqual({
        kind: 'unavailable',
        message: `We didn't hear back from the shop in time, so we can't tell whether your request arrived. Everything you typed is still here, and sending it again is safe: the shop takes each request once. Or call us at +1 (780) 555-0142.`,
      });
    } finally {
      vi.unstubAllGlobals();
    }
    // Sent again: taken as the request the shop already has, which it keeps once.
    expect(value(await shop.submitCustomRequest(request))).toMatchObject({ name: 'Dora Delay', status: 'pending' });
    const sent = await call<{ results: unknown[] }>('GET', `/classes/CustomRequest?where=${encodeURIComponent(JSON.stringify({ email: request.email }))}`, { master: true });
    expect(sent.body.results).toHaveLength(1);
    // A new request after that is a new one.
    value(await shop.submitCustomRequest({ ...request, description: 'A second stool.' }));
    const both = await call<{ results: unknown[] }>('GET', `/classes/CustomRequest?where=${encodeURIComponent(JSON.stringify({ email: request.email }))}`, { master: true });
    expect(both.body.results).toHaveLength(2);
  });

  it('takes a review posted again after a late answer once, and a second review as a new one', async () => {
    // Product '13': no other test file reviews it (they share a server).
    const email = uniqueEmail('rhea');
    value(await shop.signUp({ firstName: 'Rhea', lastName: 'Reed', email, password: PASSWORD, confirmPassword: PASSWORD }));
    const draft = { rating: 4, title: 'Sturdy', comment: 'Holds every spice jar we own.' };
    tooLate('/classes/Review');
    try {
      expect(failure(await shop.submitReview('13', draft))).toEqual({
        kind: 'unavailable',
        message: `We didn't hear back from the shop in time, so we can't tell whether your review was posted. It is still here, and posting it again is safe: the shop takes each review once.`,
      });
    } finally {
      vi.unstubAllGlobals();
    }
    const posted = value(await shop.submitReview('13', draft));
    expect(posted).toMatchObject({ productId: '13', rating: 4, title: 'Sturdy', userName: 'Rhea Reed' });
    const mine = () => call<{ results: { objectId: string }[] }>('GET', `/classes/Review?where=${encodeURIComponent(JSON.stringify({ productId: '13', userId: posted.userId }))}`);
    expect((await mine()).body.results.map((r) => r.objectId)).toEqual([posted.id]);
    // Nobody reads the key a review was posted under.
    expect((await mine()).body.results[0]).not.toHaveProperty('clientKey');

    value(await shop.submitReview('13', { ...draft, title: 'Still sturdy' }));
    expect((await mine()).body.results).toHaveLength(2);
  });

  it('takes a chat message sent again after a late answer once', async () => {
    const started = value(await shop.startConversation({ subject: 'Shipping', message: 'Hello?', guestName: 'Lew', guestEmail: uniqueEmail('lew') }));
    const question = 'Do you ship oak stands to Regina?';
    tooLate('/functions/sendMessage');
    try {
      expect(failure(await shop.sendMessage(started.id, question))).toEqual({
        kind: 'unavailable',
        message: `We didn't hear back from the shop in time, so we can't tell whether your message arrived. It is still here, and sending it again is safe: the shop takes each message once.`,
      });
    } finally {
      vi.unstubAllGlobals();
    }
    const sent = value(await shop.sendMessage(started.id, question));
    expect(sent.messages.filter((m) => m.content === question)).toHaveLength(1);
    // The same words sent once more, on purpose, are a new message.
    const again = value(await shop.sendMessage(started.id, question));
    expect(again.messages.filter((m) => m.content === question)).toHaveLength(2);
  });
});
