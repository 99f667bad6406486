// The Content-Security-Policy the build writes into every page (scripts/csp.mjs) lets the shop work and nothing
// else run: no violation on any route or along a shopper's journeys, and a script slipped into the page is refused.
import type { Page } from '@playwright/test';
import { expect, seedStorage, test, waitForHydration } from './fixtures';
import { chatText } from '../content/chat';
import { contactForm } from '../content/contact-form';
import { fillCard } from './checkout-form';
import { routes, signedIn } from './routes';

/** Records every violation the page reports, from the first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`.trim());
    });
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

test('every route carries the policy and breaks none of its rules', async ({ page }) => {
  test.setTimeout(120_000); // one walk through all the routes, a step each
  await recordViolations(page);
  for (const route of routes) {
    await test.step(route.path, async () => {
      if (route.storage) {
        await page.goto('/faq');
        await page.evaluate((entries) => {
          localStorage.clear();
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
        }, route.storage);
      }
      await page.goto(route.path);
      await waitForHydration(page);
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(policy).toContain("script-src 'self' 'sha256-");
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
      expect(await violations(page)).toEqual([]);
    });
  }
});

test('a shopper buys, chats, writes a review, a custom request and a message without a violation', async ({ page }) => {
  await recordViolations(page);
  await seedStorage(page, signedIn);
  await page.route('**/api/v1.0/email/send', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }));
  await page.addInitScript(() => {
    window.__EMAILJS_CONFIG__ = { serviceId: 'service_e2e', templateId: 'template_e2e', publicKey: 'public_e2e' };
  });

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

  await page.goto('/contact');
  await waitForHydration(page);
  await page.getByLabel(/^Name/).fill('Ada Lovelace');
  await page.getByLabel(/^Email/).fill('ada@example.com');
  await page.getByLabel(/^Subject/).selectOption('Other');
  await page.getByLabel(/^Message/).fill('Hello from the policy test.');
  await page.getByRole('button', { name: contactForm.submit }).click();
  await expect(page.getByRole('heading', { name: contactForm.successHeading })).toBeVisible();

  expect(await violations(page)).toEqual([]);
});

test('a script slipped into the page does not run', async ({ page }) => {
  await recordViolations(page);
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
  await expect.poll(() => violations(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src-elem inline/)]));
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __pwnedToo?: boolean }).__pwnedToo)).toBeUndefined();
});
