// Untrusted text (chat, names, contact fields, admin product fields, stored orders) is shown as text everywhere:
// script and event-handler payloads typed or stored by one person never run for another.
import type { Page } from '@playwright/test';
import { expect, seedStorage, test, waitForHydration } from './fixtures';
import { asAdmin, signedIn, storedOrder } from './routes';
import { EMAILJS_SEND, configureEmail } from './emailjs';
import { chatText } from '@/content/chat';
import { contactForm } from '@/content/contact-form';

// 98 characters, so it fits every field it is typed into, names included (100 at most: lib/limits.ts).
const PAYLOAD = `"><img src=x onerror="window.__xss=1"><script>window.__xss=1</script><svg onload="window.__xss=1">`;

/** Fails the test when a payload ran: a flag was set, a dialog opened, or markup from it reached the DOM. */
function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  };
}

test('a chat message and guest name are text for the guest and for the admin', async ({ page, context }) => {
  const guestChecked = watch(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Open support chat/ }).click();
  const panel = page.getByRole('dialog', { name: chatText.title });
  await panel.getByLabel(/Your name/).fill(PAYLOAD);
  await panel.getByLabel(/Your email/).fill('bo@example.com');
  await panel.getByLabel(/Subject/).selectOption('Other');
  await panel.getByLabel(/^Message/).fill(PAYLOAD);
  await panel.getByRole('button', { name: chatText.startConversation }).click();
  await expect(panel.getByText(PAYLOAD).first()).toBeVisible();
  await guestChecked();

  const admin = await context.newPage();
  const adminChecked = watch(admin);
  await seedStorage(admin, asAdmin);
  await admin.goto('/admin');
  await waitForHydration(admin);
  await admin.getByRole('tab', { name: 'Customer Messages' }).click();
  await admin.getByRole('button', { name: /Other/ }).click();
  await expect(admin.getByRole('log', { name: 'Messages' })).toContainText(PAYLOAD);
  await adminChecked();
});

test("the admin's product fields are text on the catalogue and the product page", async ({ page, context }) => {
  const adminChecked = watch(page);
  await seedStorage(page, asAdmin);
  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add Product' }).click();
  await page.getByLabel(/^Name/).fill(PAYLOAD);
  await page.getByLabel(/^Description/).fill(PAYLOAD);
  await page.getByLabel(/^Price/).fill('10');
  await page.getByRole('textbox', { name: 'Image URL 1' }).fill('javascript:window.__xss=1');
  await page.getByRole('textbox', { name: 'Material 1' }).fill(PAYLOAD);
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible(); // a javascript: URL is refused
  await page.getByRole('textbox', { name: 'Image URL 1' }).fill('/icon.svg');
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByRole('rowheader', { name: PAYLOAD })).toBeVisible();
  await adminChecked();

  const shopper = await context.newPage();
  const shopperChecked = watch(shopper);
  await shopper.goto('/products');
  await waitForHydration(shopper);
  const card = shopper.getByTestId('product-grid').getByRole('article').filter({ hasText: PAYLOAD });
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: PAYLOAD }).click();
  await expect(shopper.getByRole('heading', { level: 1, name: PAYLOAD })).toBeVisible();
  await shopperChecked();
});

test('names and addresses in a stored order are text on the confirmation and in the admin orders tab', async ({ page }) => {
  const checked = watch(page);
  const order = {
    ...storedOrder,
    customerName: PAYLOAD,
    items: storedOrder.items.map((item) => ({ ...item, productName: PAYLOAD })),
    shippingAddress: { ...storedOrder.shippingAddress, street: PAYLOAD, city: PAYLOAD },
  };
  // Signed in as the order's customer, whom the confirmation shows it to.
  await seedStorage(page, { ...asAdmin, session: signedIn.session, orders: { state: { orders: [order] }, version: 1 } });
  await page.goto(`/order-confirmation?id=${order.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('main')).toContainText(PAYLOAD);
  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByTestId('admin-order').first()).toContainText(PAYLOAD);
  await checked();
});

test('contact fields with payloads are sent as text and nothing runs', async ({ page }) => {
  const checked = watch(page);
  await configureEmail(page);
  let body = '';
  await page.route(EMAILJS_SEND, (route) => {
    body = route.request().postData() ?? '';
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });
  await page.goto('/contact');
  await waitForHydration(page);
  await page.getByLabel(/^Name/).fill(PAYLOAD);
  await page.getByLabel(/^Email/).fill('ada@example.com');
  await page.getByLabel(/^Subject/).selectOption('Other');
  await page.getByLabel(/^Message/).fill(PAYLOAD);
  await page.getByRole('button', { name: contactForm.submit }).click();
  await expect(page.getByRole('button', { name: 'Send Another Message' })).toBeVisible();
  expect(JSON.parse(body).template_params.message).toBe(PAYLOAD);
  await checked();
});
