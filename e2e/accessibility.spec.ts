// The accessibility sweep: axe-core on every route of SPEC §2, at desktop width and at 375 px, and in the
// interactive states of the shell. Feature specs check their own states (forms with errors, dialogs, tabs).
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { routes } from './routes';
import { chatText } from '../content/chat';

async function open(page: Page, path: string, storage: Record<string, unknown> = {}) {
  await page.goto('/');
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
  }, storage);
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

for (const width of [1366, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 740 } });

    for (const route of routes) {
      test(`${route.path} has no axe violations`, async ({ page }) => {
        await open(page, route.path, route.storage);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe('the shell in its interactive states', () => {
  test('the mobile menu, open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, '/products');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const width of [1366, 375]) {
    test(`the chat panel in each state at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 740 });
      await open(page, '/');
      const panel = page.getByRole('dialog', { name: chatText.title });

      await page.getByRole('button', { name: /^Open support chat/ }).click();
      await expect(panel.getByLabel(/Your name/)).toBeVisible();
      await expectNoAxeViolations(page); // new-conversation form

      await panel.getByRole('button', { name: chatText.startConversation }).click();
      await expect(panel.getByText(chatText.errors.name)).toBeVisible();
      await expectNoAxeViolations(page); // with its errors showing

      await panel.getByLabel(/Your name/).fill('Bo Guest');
      await panel.getByLabel(/Your email/).fill('bo@example.com');
      await panel.getByLabel(/Subject/).selectOption('Shipping');
      await panel.getByLabel(/^Message/).fill('Do you ship to Regina?');
      await panel.getByRole('button', { name: chatText.startConversation }).click();
      await expect(panel.getByRole('heading', { name: 'Shipping' })).toBeVisible();
      await expectNoAxeViolations(page); // conversation view

      await panel.getByRole('button', { name: chatText.backToConversations }).click();
      await expect(panel.getByRole('heading', { name: chatText.conversationsHeading })).toBeVisible();
      await expectNoAxeViolations(page); // conversation list

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expectNoAxeViolations(page); // minimised
    });
  }
});
