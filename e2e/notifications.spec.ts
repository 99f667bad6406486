// The owner hears of every order, custom request and new conversation by email (EmailJS), and a notification never
// holds up or loses what it reports. The test answers EmailJS's send endpoint itself.
import type { Page, Request } from '@playwright/test';
import { expect, seedStorage, test, waitForHydration } from './fixtures';
import { chatText } from '@/content/chat';
import { customForm } from '@/content/pages/custom';
import { cartStorage, customisedBoard } from './cart-data';
import { fillAddress, fillCard } from './checkout-form';
import { sendContactMessage } from './contact-form';
import { EMAILJS_SEND, acceptEmails, configureEmail } from './emailjs';

const config = {
  serviceId: 'service_e2e',
  publicKey: 'public_e2e',
  templateId: 'contact_e2e',
  orderTemplateId: 'order_e2e',
  customRequestTemplateId: 'custom_e2e',
  conversationTemplateId: 'conversation_e2e',
};

/** The shop's and the owner's templates, as a build with every EmailJS setting has them. */
const configureAllEmail = (page: Page) => configureEmail(page, config);

/**
 * Waits until this browser has recorded what EmailJS answered (nothing left waiting, or the entry's failed attempts
 * counted). A page left while a send is in flight sends it again on the next visit (docs/notifications.md), so each
 * step lets the answer land before it navigates.
 */
async function untilRecorded(page: Page, what: { waiting: number; attempts?: number }) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const stored = JSON.parse(localStorage.getItem('notificationOutbox') ?? '{"entries":[]}');
        return { waiting: stored.entries.length, attempts: stored.entries[0]?.attempts };
      }),
    )
    .toEqual(what);
}

const bodies = (requests: Request[], templateId: string) =>
  requests.map((r) => r.postDataJSON()).filter((body) => body.template_id === templateId);

const templatesSent = (requests: Request[]) => requests.map((r) => r.postDataJSON().template_id);

async function placeOrder(page: Page) {
  await page.goto('/checkout');
  await waitForHydration(page);
  await fillAddress(page);
  await page.getByLabel(/^Phone/).fill('406-555-0142');
  await fillCard(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?id=\d+$/);
  return new URL(page.url()).searchParams.get('id')!;
}

test('an order, a custom request and a new conversation each send the owner one email with their details', async ({ page }) => {
  await configureAllEmail(page);
  const requests = await acceptEmails(page);
  await seedStorage(page, cartStorage([customisedBoard(2)]));

  // The order: two engraved cherry boards with a juice groove ($130 each) to Missoula, standard international.
  const orderId = await placeOrder(page);
  await expect.poll(() => bodies(requests, 'order_e2e').length).toBe(1);
  const [order] = bodies(requests, 'order_e2e');
  expect(order).toMatchObject({ service_id: 'service_e2e', user_id: 'public_e2e' });
  expect(order.template_params).toMatchObject({
    order_number: orderId,
    customer_name: 'Ada Lovelace',
    customer_email: 'ada@example.com',
    customer_phone: '406-555-0142',
    subtotal: '$260.00',
    shipping_method: 'Standard International',
    shipping_cost: '$57.00',
    tax: '$20.80',
    total: '$337.80',
  });
  expect(order.template_params.shipping_address).toContain('12 Main Street');
  expect(order.template_params.shipping_address).toContain('Missoula');
  expect(order.template_params.items).toContain('2 x Edge-Grain Hardwood Cutting Board');
  expect(order.template_params.items).toContain('The Hendersons');
  expect(order.template_params.items).toContain('$260.00');
  expect(order.template_params.order_date).not.toBe('');
  await untilRecorded(page, { waiting: 0 });

  // The custom request: every field the shopper gave.
  await page.goto('/custom');
  await waitForHydration(page);
  await page.getByLabel(/^Full name/).fill('Ada Lovelace');
  await page.getByLabel(/^Email/).fill('ada@example.com');
  await page.getByLabel(/^Phone/).fill('780-555-0100');
  await page.getByLabel(/^Project type/).selectOption('cutting-board');
  await page.getByLabel(/^Wood type/).selectOption('walnut');
  await page.getByLabel(/^Project description/).fill('End-grain boards as wedding gifts.');
  await page.getByLabel(/^Engraving/).fill('The Lovelaces, 2025');
  await page.getByRole('button', { name: customForm.submit }).click();
  await expect(page.getByRole('heading', { name: customForm.successHeading })).toBeVisible();
  await expect.poll(() => bodies(requests, 'custom_e2e').length).toBe(1);
  expect(bodies(requests, 'custom_e2e')[0].template_params).toMatchObject({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '780-555-0100',
    description: 'End-grain boards as wedding gifts.',
    engraving: 'The Lovelaces, 2025',
  });
  await untilRecorded(page, { waiting: 0 });

  // The conversation: the shopper is signed in as the guest account the order made.
  await page.getByRole('button', { name: /^Open support chat/ }).click();
  const dialog = page.getByRole('dialog', { name: chatText.title });
  await dialog.getByLabel(/Subject/).selectOption('Shipping');
  await dialog.getByLabel(/^Message/).fill('When will my boards ship?');
  await dialog.getByRole('button', { name: chatText.startConversation }).click();
  await expect(dialog.getByRole('heading', { name: 'Shipping' })).toBeVisible();
  await expect.poll(() => bodies(requests, 'conversation_e2e').length).toBe(1);
  expect(bodies(requests, 'conversation_e2e')[0].template_params).toMatchObject({
    subject: 'Shipping',
    message: 'When will my boards ship?',
    customer_name: 'Ada Lovelace',
    customer_email: 'ada@example.com',
  });
  await untilRecorded(page, { waiting: 0 });

  // Nothing else was sent, and nothing is sent twice on the next visits: by the time the shopper's next message
  // (sent from /contact) goes out, anything those visits would send has gone out before it.
  await page.reload();
  await waitForHydration(page);
  await sendContactMessage(page);
  expect(templatesSent(requests)).toEqual(['order_e2e', 'custom_e2e', 'conversation_e2e', 'contact_e2e']);
});

test('with EmailJS failing the order still completes; on the next visit, with it back, the owner gets exactly one email', async ({ page }) => {
  await page.clock.install();
  await configureAllEmail(page);
  let working = false;
  const accepted: Request[] = [];
  let refused = 0;
  await page.route(EMAILJS_SEND, async (route) => {
    if (!working) {
      refused += 1;
      await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
      return;
    }
    accepted.push(route.request());
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });
  await seedStorage(page, cartStorage([customisedBoard(1)]));

  const orderId = await placeOrder(page);
  await expect(page.getByRole('heading', { name: /Thank you/i })).toBeVisible();
  await untilRecorded(page, { waiting: 1, attempts: 1 });
  expect(refused).toBe(1);

  // Later: the shopper comes back, EmailJS answers again, and the retry falls due during the visit.
  await page.goto('/');
  await waitForHydration(page);
  working = true;
  await page.clock.fastForward('01:00');
  await expect.poll(() => accepted.length).toBe(1);
  expect(accepted[0].postDataJSON().template_params.order_number).toBe(orderId);
  await untilRecorded(page, { waiting: 0 });

  // Two hours on, every retry the outbox could have scheduled has fallen due, and none sends the order again.
  await page.reload();
  await waitForHydration(page);
  await page.clock.fastForward('02:00:00');
  await sendContactMessage(page);
  expect(templatesSent(accepted)).toEqual(['order_e2e', 'contact_e2e']);
});
