// A shared computer: once a shopper or the owner signs out of the shop with a shared server, nothing the server
// gave that browser about people (orders, conversations, custom-piece requests, the account's details) is left in
// its storage for the next person. The catalogue stays, and the owner's cart.
import type { Page } from '@playwright/test';
import {
  PHONE_STAND,
  accountButton,
  addPhoneStandToCart,
  cartBadge,
  expect,
  placeOrderByRest,
  rest,
  signIn,
  signInOwner,
  signUpByRest,
  signUpOwner,
  test,
  waitForHydration,
  type Account,
} from './backend';

/** Every key of this page's localStorage, with its text. */
const storage = (page: Page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ''])));

/** The keys whose text names the customer (their email or surname). */
async function keysNaming(page: Page, customer: Account): Promise<string[]> {
  return Object.entries(await storage(page))
    .filter(([, text]) => text.includes(customer.email) || text.includes(customer.lastName))
    .map(([key]) => key);
}

const storedProductNames = async (page: Page) =>
  (JSON.parse((await storage(page)).catalogue ?? 'null') as { state: { products: { name: string }[] } } | null)?.state.products.map((p) => p.name) ?? [];

/** A customer on the server with an order (to Regina), a conversation and a custom-piece request, made there. */
async function customerWithRecords(firstName: string): Promise<{ customer: Account; orderId: string }> {
  const customer = await signUpByRest(firstName, `${firstName}sdottir`);
  const orderId = await placeOrderByRest(customer);
  const chat = await rest('POST', '/functions/startConversation', { session: customer.session, body: { subject: 'Shipping', message: 'Do you ship to Regina?' } });
  expect(chat.status, JSON.stringify(chat.body)).toBe(200);
  const request = await rest('POST', '/classes/CustomRequest', {
    body: { name: `${firstName} ${customer.lastName}`, email: customer.email, projectType: 'cutting-board', description: 'A walnut board with our initials.' },
  });
  expect(request.status, JSON.stringify(request.body)).toBe(201);
  return { customer, orderId };
}

test("a shopper's Logout leaves none of their orders, conversations or details in the browser's storage", async ({ newBrowser }) => {
  const { customer, orderId } = await customerWithRecords('Nell');
  const shopper = await newBrowser();
  await signIn(shopper, customer, '/dashboard?tab=orders');
  await waitForHydration(shopper);
  await expect(shopper.getByTestId('customer-order').getByTestId('order-id')).toHaveText([`#${orderId}`]);
  // What the server gave this browser: her order and her conversation, and her account.
  await expect.poll(() => keysNaming(shopper, customer)).toEqual(expect.arrayContaining(['orders', 'chat', 'session']));

  await accountButton(shopper, customer.firstName).click();
  await shopper.getByRole('button', { name: 'Logout' }).click();
  await expect(shopper).toHaveURL(/\/$/);
  await expect(shopper.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(() => keysNaming(shopper, customer)).toEqual([]);
  expect(await storedProductNames(shopper)).toContain(PHONE_STAND.name);
});

test("the owner's Logout leaves no customer's order, conversation or request in the browser's storage; the cart stays", async ({ newBrowser }) => {
  const { customer, orderId } = await customerWithRecords('Orla');
  const owner = await newBrowser();
  await addPhoneStandToCart(owner);
  await signInOwner(owner, await signUpOwner());
  await owner.getByRole('tab', { name: 'Orders' }).click();
  await expect(owner.getByTestId('admin-order').filter({ has: owner.getByRole('heading', { name: `Order #${orderId}` }) })).toContainText(customer.email);
  // The owner's session reads every customer's records into this browser, hers among them.
  await expect.poll(() => keysNaming(owner, customer)).toEqual(expect.arrayContaining(['orders', 'chat', 'customOrders']));

  await owner.getByRole('button', { name: 'Logout' }).click();
  await expect(owner).toHaveURL(/\/$/);
  await expect.poll(() => keysNaming(owner, customer)).toEqual([]);
  await expect(cartBadge(owner)).toHaveText('1');
  expect(await storedProductNames(owner)).toContain(PHONE_STAND.name);
});
