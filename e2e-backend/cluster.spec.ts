// The shop on two Parse Server instances behind a balancer (server/cluster.mjs), as a shopper and the owner meet
// it: each browser's live connection on its own instance, what one does reaching the other live through Redis; an
// order whose answer was lost placed once when Pay is pressed again through the other instance; and one email to
// the owner per order while both instances send the outbox.
import { chatText } from '@/content/chat';
import { serverUnreachable } from '@/content/server';
import {
  addPhoneStandToCart,
  expect,
  expectLive,
  fillCheckout,
  liveInstancesOf,
  payButton,
  payOnStripe,
  placeOrderByRest,
  rest,
  signIn,
  signInOwner,
  signUpByRest,
  signUpOwner,
  test,
  waitForHydration,
} from './backend';
import { emailsTo, ownerEmail, waitForEmails } from './mail';

test('a shopper on one instance and the owner on the other: the chat goes both ways live, and so does the order’s status', async ({ newBrowser }) => {
  test.setTimeout(90_000); // two browsers and the server's 2 s before its automatic reply
  const customer = await signUpByRest('Cleo', 'Across');
  const orderId = await placeOrderByRest(customer);

  const shopper = await newBrowser();
  await signIn(shopper, customer);
  await shopper.goto('/dashboard?tab=orders');
  await waitForHydration(shopper);
  const card = shopper.getByTestId('customer-order');
  await expect(card).toContainText('Pending');
  await expectLive(shopper, 'Order');
  await expectLive(shopper, 'Conversation');

  const owner = await newBrowser();
  await signInOwner(owner, await signUpOwner());
  await owner.getByRole('tab', { name: 'Customer Messages' }).click();
  await expectLive(owner, 'Conversation');
  expect(liveInstancesOf(shopper).at(-1)).toBe('a');
  expect(liveInstancesOf(owner).at(-1)).toBe('b');

  // The shopper writes through whichever instance the balancer picks; the owner's dashboard hears it from b.
  const question = `Is the oak stand oiled? (${customer.email})`;
  await shopper.getByRole('button', { name: /^Open support chat/ }).click();
  const widget = shopper.getByRole('dialog', { name: chatText.title });
  await widget.getByLabel(/Subject/).selectOption('Product Question');
  await widget.getByLabel(/^Message/).fill(question);
  await widget.getByRole('button', { name: chatText.startConversation }).click();
  const inbox = owner.getByRole('tabpanel', { name: 'Customer Messages' }).getByRole('button').filter({ hasText: customer.email });
  await expect(inbox).toHaveCount(1);
  await inbox.click();
  await expect(owner.getByRole('log', { name: 'Messages' })).toContainText(question);

  // The owner's answer reaches the shopper's open widget, connected to a.
  const answer = `Yes, with food-safe mineral oil. (${customer.email})`;
  const reply = owner.getByRole('textbox', { name: 'Reply to Cleo Across' });
  await reply.fill(answer);
  await reply.press('Enter');
  await expect(widget.getByRole('region', { name: 'Messages: Product Question' }).getByText(answer)).toBeVisible();
  await widget.getByRole('button', { name: chatText.closeChat }).click();

  // The owner ships the order; the shopper's open orders show it without a reload.
  await owner.getByRole('tab', { name: 'Orders' }).click();
  await owner.getByRole('combobox', { name: `Status of order #${orderId}` }).selectOption('shipped');
  await owner.getByTestId('admin-order').filter({ has: owner.getByRole('heading', { name: `Order #${orderId}` }) }).getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(owner.getByText(`Order #${orderId} is now shipped.`)).toBeVisible();
  await expect(card).toContainText('Shipped');
});

test('an order whose answer was lost on one instance is placed once when Pay is pressed again and the other instance answers', async ({ newBrowser }) => {
  test.setTimeout(60_000);
  const customer = await signUpByRest('Dora', 'Twice');
  const shopper = await newBrowser();
  await signIn(shopper, customer);
  await addPhoneStandToCart(shopper);
  await shopper.goto('/checkout');
  await waitForHydration(shopper);
  await fillCheckout(shopper);

  // The first press reaches instance a, which places the order; its answer never comes back to the browser.
  const answeredBy: (string | undefined)[] = [];
  await shopper.route('**/parse/functions/payOrder', async (route) => {
    const instance = answeredBy.length === 0 ? 'a' : 'b';
    const response = await route.fetch({ headers: { ...route.request().headers(), 'x-shop-test-instance': instance } });
    answeredBy.push(response.headers()['x-shop-instance']);
    if (answeredBy.length === 1) await route.abort('connectionreset');
    else await route.fulfill({ response });
  });
  await payButton(shopper).click();
  await expect(shopper.getByText(serverUnreachable.order)).toBeVisible();
  await expect(shopper.getByLabel('Street address')).toHaveValue('100 Albert Street');

  // Pressed again, through b: the same order, paid once.
  await payButton(shopper).click();
  await payOnStripe(shopper);
  expect(answeredBy).toEqual(['a', 'b']);
  const confirmed = new URL(shopper.url()).searchParams.get('id');
  const orders = (await rest('GET', '/classes/Order', { session: customer.session })).body.results as { objectId: string; payment: string }[];
  expect(orders.map((o) => [o.objectId, o.payment])).toEqual([[confirmed, 'paid']]);
});

test('each order placed on either instance emails the owner once, with both instances sending', async () => {
  test.setTimeout(60_000);
  const customer = await signUpByRest('Esme', 'Often');
  const ids: string[] = [];
  for (const instance of ['a', 'b', 'a', 'b'] as const) ids.push(await placeOrderByRest(customer, instance));

  for (const id of ids) await waitForEmails(ownerEmail(), new RegExp(`^New order #${id}:`));
  // Both instances look for due emails every second: two rounds more, and still one each.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  for (const id of ids) expect(await emailsTo(ownerEmail(), new RegExp(`^New order #${id}:`))).toHaveLength(1);
});
