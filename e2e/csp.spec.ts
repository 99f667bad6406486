// The Content-Security-Policy the build writes into every page (scripts/csp.mjs) lets the shop work and nothing
// else run: no violation along a shopper's journeys, and a script slipped into the page is refused. Every route's
// policy and its violations are checked in the accessibility spec's walk through all routes, which loads each anyway.
import { cspViolations, expect, recordCspViolations, seedStorage, test, waitForHydration } from './fixtures';
import { chatText } from '@/content/chat';
import { fillCard } from './checkout-form';
import { sendContactMessage } from './contact-form';
import { signedIn } from './routes';
import { acceptEmails, configureEmail } from './emailjs';

test('a shopper buys, chats, writes a review, a custom request and a message without a violation', async ({ page }) => {
  await recordCspViolations(page);
  await seedStorage(page, signedIn);
  await acceptEmails(page);
  await configureEmail(page);

  await page.goto('/product/2');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'Write a Review' }).click();
  await page.getByLabel(/^Title/).fill('Sturdy');
  await page.getByLabel(/^Comment/).fill('Holds my phone well.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Thank you for your review!')).toBeVisible();

  await page.goto('/checkout');
  await waitForHydration(page);
  await fillCard(page);
  await page.getByRole('button', { name: /Place order/i }).click();
  await expect(page).toHaveURL(/order-confirmation/);

  await page.getByRole('button', { name: /^Open support chat/ }).click();
  const chat = page.getByRole('dialog');
  await chat.getByLabel(/Subject/).selectOption('Shipping');
  await chat.getByLabel(/^Message/).fill('When will it ship?');
  await chat.getByRole('button', { name: chatText.startConversation }).click();
  await expect(chat.getByRole('heading', { name: 'Shipping' })).toBeVisible();

  await page.goto('/custom');
  await waitForHydration(page);
  await page.getByLabel(/^Full name/).fill('Ada Lovelace');
  await page.getByLabel(/^Email/).fill('ada@example.com');
  await page.getByLabel(/^Project type/).selectOption({ index: 1 });
  await page.getByLabel(/^Project description/).fill('A walnut board with our name.');
  await page.getByRole('button', { name: /Submit/ }).click();
  await expect(page.getByTestId('custom-success')).toBeVisible();

  await sendContactMessage(page);

  expect(await cspViolations(page)).toEqual([]);
});

test('a script slipped into the page does not run', async ({ page }) => {
  await recordCspViolations(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = true;';
    document.body.append(script);
    const image = document.createElement('img');
    image.setAttribute('src', 'x:');
    image.setAttribute('onerror', 'window.__pwnedToo = true');
    document.body.append(image);
  });
  await expect.poll(() => cspViolations(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src-elem inline/)]));
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __pwnedToo?: boolean }).__pwnedToo)).toBeUndefined();
});

test("the host sends each page its own policy, and the shop cannot be shown in another page's frame", async ({ page }) => {
  const framed: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes("frame-ancestors 'none'")) framed.push(message.text());
  });
  const answer = await page.goto('/faq');
  const inPage = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  const headers = answer!.headers();
  // Only a header can forbid framing, so the page's header policy is its own plus that.
  expect(headers['content-security-policy']).toContain(`${inPage}; frame-ancestors 'none'`);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = '/products';
    document.body.append(frame);
  });
  await expect.poll(() => framed.length).toBeGreaterThan(0);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  await expect(frame!.getByRole('heading', { level: 1 })).toHaveCount(0);
});
