// The support chat on the shared server, both ways and live: a signed-in shopper (or a guest) writes, the owner's
// dashboard shows it without a reload, the owner's reply reaches the shopper's open widget without one, and the
// server's automatic reply arrives once. Last, what else reaches the owner's open dashboard live: a custom request.
import { chatText } from '@/content/chat';
import { messages } from '@/content/messages';
import { addPhoneStandToCart, expect, expectLive, fillCheckout, payButton, payOnStripe, rest, signIn, signInOwner, signUpByRest, signUpOwner, storedSessionToken, test, uniqueEmail, waitForHydration } from './backend';

test('a conversation goes from the shopper to the owner and back without a reload; the automatic reply comes once', async ({ newBrowser }) => {
  test.setTimeout(90_000); // two browsers, and the server's 2 s before its automatic reply
  const customer = await signUpByRest('Bea', 'Chatter');
  const question = `Do you ship oak stands to Regina? (${customer.email})`;
  const answer = `Yes, to Regina in 5-8 business days. (${customer.email})`;

  // The owner has the Customer Messages tab open before the shopper writes.
  const owner = await newBrowser();
  await signInOwner(owner, await signUpOwner());
  await owner.getByRole('tab', { name: 'Customer Messages' }).click();
  await expect(owner.getByRole('tabpanel', { name: 'Customer Messages' })).toBeVisible();
  const inbox = owner.getByRole('tabpanel', { name: 'Customer Messages' }).getByRole('button').filter({ hasText: customer.email });
  await expect(inbox).toHaveCount(0);
  await expectLive(owner, 'Conversation');

  const shopper = await newBrowser();
  await signIn(shopper, customer);
  await expectLive(shopper, 'Conversation');
  await shopper.getByRole('button', { name: /^Open support chat/ }).click();
  const widget = shopper.getByRole('dialog', { name: chatText.title });
  // Signed in: the conversation is under the account, so no name or email is asked.
  await expect(widget.getByLabel(/Your email/)).toHaveCount(0);
  await widget.getByLabel(/Subject/).selectOption('Shipping');
  await widget.getByLabel(/^Message/).fill(question);
  await widget.getByRole('button', { name: chatText.startConversation }).click();
  await expect(widget.getByRole('heading', { name: 'Shipping' })).toBeVisible();
  const thread = widget.getByRole('region', { name: 'Messages: Shipping' });
  await expect(thread.getByText(question)).toBeVisible();

  // The owner's tab shows it within seconds, without a reload (LiveQuery).
  await expect(inbox).toHaveCount(1);
  await expect(inbox).toContainText('Bea Chatter');
  await expect(inbox).toContainText('Shipping');
  await inbox.click();
  const ownerLog = owner.getByRole('log', { name: 'Messages' });
  await expect(ownerLog).toContainText(question);

  // The server's automatic reply reaches both, 2 s after the start.
  await expect(thread.getByText(messages.autoReply)).toBeVisible();
  await expect(ownerLog).toContainText(messages.autoReply);

  const reply = owner.getByRole('textbox', { name: 'Reply to Bea Chatter' });
  await reply.fill(answer);
  await reply.press('Enter');
  await expect(ownerLog).toContainText(answer);
  await expect(reply).toHaveValue('');

  // The shopper's open widget, without a reload: the question, one automatic reply, the owner's answer.
  await expect(thread.getByText(answer)).toBeVisible();
  await expect(thread.getByRole('listitem')).toHaveCount(3);
  await expect(thread.getByRole('listitem').getByRole('paragraph')).toHaveText([question, messages.autoReply, answer]);

  // The server holds the same three messages.
  const session = await storedSessionToken(shopper);
  const listed = await rest('GET', '/classes/Conversation', { session });
  const conversations = listed.body.results as { messages: { content: string; senderType: string }[] }[];
  expect(conversations).toHaveLength(1);
  expect(conversations[0].messages.map((m) => [m.senderType, m.content])).toEqual([
    ['customer', question],
    ['admin', messages.autoReply],
    ['admin', answer],
  ]);

  // Opened on another page, the conversation is read on the server too: a reload brings no unread count back.
  await shopper.reload();
  await shopper.getByRole('button', { name: /^Open support chat/ }).click();
  await widget.getByRole('button', { name: /Shipping/ }).first().click();
  await expect(thread.getByText(answer)).toBeVisible();
  await expect
    .poll(async () => ((await rest('GET', '/classes/Conversation', { session })).body.results as { unreadCount: number }[])[0].unreadCount)
    .toBe(0);
  await shopper.reload();
  await expect(shopper.getByRole('button', { name: /^Open support chat/ })).toHaveAccessibleName(chatText.openChat);
});

test('a guest who chatted and then checks out as a guest is signed in under the checkout’s name, and keeps the conversation', async ({ newBrowser }) => {
  const shopper = await newBrowser();
  await shopper.goto('/products');
  await waitForHydration(shopper);
  await shopper.getByRole('button', { name: /^Open support chat/ }).click();
  const widget = shopper.getByRole('dialog', { name: chatText.title });
  await widget.getByLabel(/Your name/).fill('Gina');
  await widget.getByLabel(/Your email/).fill('gina@example.com');
  await widget.getByLabel(/Subject/).selectOption('Shipping');
  await widget.getByLabel(/^Message/).fill('Do you ship to Regina?');
  await widget.getByRole('button', { name: chatText.startConversation }).click();
  await expect(widget.getByRole('heading', { name: 'Shipping' })).toBeVisible();
  await widget.getByRole('button', { name: /Close chat/ }).click();

  await addPhoneStandToCart(shopper);
  await shopper.goto('/checkout');
  await waitForHydration(shopper);
  const email = uniqueEmail('ada');
  await shopper.getByLabel('Email address').fill(email);
  await shopper.getByLabel('First name').fill('Ada');
  await shopper.getByLabel('Last name').fill('Lovelace');
  await fillCheckout(shopper);
  await payButton(shopper).click();
  await payOnStripe(shopper);

  await shopper.goto('/dashboard');
  await waitForHydration(shopper);
  await expect(shopper.getByRole('main')).toContainText('Ada Lovelace');
  await expect(shopper.getByRole('main')).toContainText(email);
  await expect(shopper.getByRole('main')).toContainText('100 Albert Street');
  await shopper.getByRole('button', { name: /^Open support chat/ }).click();
  await expect(widget.getByRole('button', { name: /Shipping/ })).toHaveCount(1);
});

test('a guest’s chat follows the owner’s reply live, and is still there after a reload', async ({ newBrowser }) => {
  test.setTimeout(90_000); // two browsers, and the server's 2 s before its automatic reply
  const email = uniqueEmail('gus');
  const question = `Can you engrave a walnut board? (${email})`;
  const answer = `Yes, up to 40 characters. (${email})`;

  const owner = await newBrowser();
  await signInOwner(owner, await signUpOwner());
  await owner.getByRole('tab', { name: 'Customer Messages' }).click();
  const inbox = owner.getByRole('tabpanel', { name: 'Customer Messages' }).getByRole('button').filter({ hasText: email });
  await expectLive(owner, 'Conversation');

  // A fresh browser: nobody signed in, no session on the server yet.
  const shopper = await newBrowser();
  await shopper.goto('/faq');
  await waitForHydration(shopper);
  await shopper.getByRole('button', { name: /^Open support chat/ }).click();
  const widget = shopper.getByRole('dialog', { name: chatText.title });
  await widget.getByLabel(/Your name/).fill('Gus Guest');
  await widget.getByLabel(/Your email/).fill(email);
  await widget.getByLabel(/Subject/).selectOption('Custom Order');
  await widget.getByLabel(/^Message/).fill(question);
  await widget.getByRole('button', { name: chatText.startConversation }).click();
  const thread = widget.getByRole('region', { name: 'Messages: Custom Order' });
  await expect(thread.getByText(question)).toBeVisible();
  // The chat made the guest's session: the page follows it live from then on, without a reload.
  await expectLive(shopper, 'Conversation');

  await expect(inbox).toHaveCount(1);
  await inbox.click();
  const reply = owner.getByRole('textbox', { name: 'Reply to Gus Guest' });
  await reply.fill(answer);
  await reply.press('Enter');
  await expect(owner.getByRole('log', { name: 'Messages' })).toContainText(answer);

  // The guest's open widget, without a reload.
  await expect(thread.getByText(answer)).toBeVisible();

  // The guest id the server gave is kept: after a reload the conversation is still this browser's.
  const stored = () => shopper.evaluate(() => (JSON.parse(localStorage.getItem('chat') ?? 'null') as { state: { guestId: string | null } }).state.guestId);
  const guestId = await stored();
  expect(guestId).toBeTruthy();
  await shopper.reload();
  await waitForHydration(shopper);
  await shopper.getByRole('button', { name: /^Open support chat/ }).click();
  await expect(widget.getByRole('button', { name: /Custom Order/ })).toHaveCount(1);
  await expect(widget.getByText(chatText.newConversationHeading)).toHaveCount(0);
  await widget.getByRole('button', { name: /Custom Order/ }).click();
  await expect(thread.getByText(question)).toBeVisible();
  await expect(thread.getByText(answer)).toBeVisible();
  expect(await stored()).toBe(guestId);
});

test('a custom request sent while the owner’s dashboard is open appears on it without a reload', async ({ newBrowser }) => {
  const owner = await newBrowser();
  await signInOwner(owner, await signUpOwner());
  await owner.getByRole('tab', { name: 'Custom Requests' }).click();
  const tab = owner.getByRole('tabpanel', { name: 'Custom Requests' });
  await expect(tab).toBeVisible();
  await expectLive(owner, 'CustomRequest');

  // Sent from another browser (anyone may send one, signed in or not).
  const email = uniqueEmail('iris');
  const sent = await rest('POST', '/classes/CustomRequest', {
    body: { name: 'Iris Maker', email, projectType: 'cutting-board', description: `An end-grain walnut board with our initials (${email}).` },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  await expect(tab.getByRole('button').filter({ hasText: 'Iris Maker' })).toHaveCount(1);
});
