// What the shared server refuses, whatever the browser sends: another customer's order, in the shop and through
// the REST API with the customer's own session, and a product created without the owner's session.
import { dashboardCopy } from '@/content/account';
import { expect, placeOrderByRest, rest, signIn, signUpByRest, storedSessionToken, test, waitForHydration } from './backend';

test("a second shopper cannot read the first one's order, in the shop or through the API with their own session", async ({ newBrowser }) => {
  const first = await signUpByRest('Finn');
  const firstOrder = await placeOrderByRest(first);
  const second = await signUpByRest('Gwen');

  const shopper = await newBrowser();
  await signIn(shopper, second, '/dashboard?tab=orders');
  await expect(shopper).toHaveURL(/\/dashboard\?tab=orders$/);
  await waitForHydration(shopper);
  await expect(shopper.getByRole('heading', { level: 2, name: dashboardCopy.ordersHeading })).toBeVisible();
  await expect(shopper.getByText(dashboardCopy.noOrders)).toBeVisible();
  await expect(shopper.getByTestId('customer-order')).toHaveCount(0);

  // Once the second shopper has an order of their own, the dashboard (read from the server) shows that one only.
  const secondOrder = await placeOrderByRest(second);
  await shopper.reload();
  await waitForHydration(shopper);
  await expect(shopper.getByTestId('customer-order').getByTestId('order-id')).toHaveText([`#${secondOrder}`]);
  await expect(shopper.getByText(`#${firstOrder}`)).toHaveCount(0);

  // The session this browser holds reads the shopper's own order and nothing of the first shopper's.
  const session = await storedSessionToken(shopper);
  expect(session).not.toBe(first.session);
  const own = await rest('GET', `/classes/Order/${secondOrder}`, { session });
  expect(own.status).toBe(200);
  expect(own.body.total).toBe(51.72);
  const other = await rest('GET', `/classes/Order/${firstOrder}`, { session });
  expect(other.status).toBe(404);
  expect(other.body.code).toBe(101);
  const listed = await rest('GET', '/classes/Order', { session });
  expect((listed.body.results as { objectId: string }[]).map((o) => o.objectId)).toEqual([secondOrder]);
  const byQuery = await rest('GET', `/classes/Order?where=${encodeURIComponent(JSON.stringify({ objectId: firstOrder }))}`, { session });
  expect(byQuery.body.results).toEqual([]);
  // Nor can it move the first shopper's order along.
  const moved = await rest('PUT', `/classes/Order/${firstOrder}`, { session, body: { status: 'shipped' } });
  expect(moved.status).toBe(400);
  expect(moved.body.code).toBe(119);
  expect((await rest('GET', `/classes/Order/${firstOrder}`, { session: first.session })).body.status).toBe('pending');
});

test('creating a product without a session, or with a shopper’s, is refused (119)', async () => {
  const product = { name: 'Counterfeit Board', description: 'Not from the workshop.', price: 1, category: 'cutting-boards', inStock: true };
  const anonymous = await rest('POST', '/classes/Product', { body: product });
  expect(anonymous.status).toBe(400);
  expect(anonymous.body.code).toBe(119);

  const shopper = await signUpByRest('Hal');
  const signedIn = await rest('POST', '/classes/Product', { session: shopper.session, body: product });
  expect(signedIn.body.code).toBe(119);

  const catalogue = await rest('GET', `/classes/Product?where=${encodeURIComponent(JSON.stringify({ name: product.name }))}`);
  expect(catalogue.body.results).toEqual([]);
});
