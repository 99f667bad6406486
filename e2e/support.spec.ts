import { expect, test, waitForHydration } from './fixtures';
import { chatText } from '@/content/chat';
import { supportPage } from '@/content/pages/support';
import { site } from '@/content/site';

test('has the chat, phone and email cards, and the chat card opens the widget', async ({ page }) => {
  await page.goto('/support');
  await waitForHydration(page);
  const main = page.getByRole('main');
  for (const title of ['Live chat', 'Phone', 'Email']) await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', site.phoneHref);
  await expect(main.getByRole('link', { name: 'Email us' })).toHaveAttribute('href', `mailto:${site.email}`);

  await main.getByRole('button', { name: 'Start a chat' }).click();
  const dialog = page.getByRole('dialog', { name: chatText.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Your name/)).toBeFocused();
});

test('links the six help topics, self-service (with /dashboard), urgent issues and /contact', async ({ page }) => {
  await page.goto('/support');
  const main = page.getByRole('main');
  const topics = main.locator('section', { has: page.getByRole('heading', { name: supportPage.helpTopicsHeading }) }).getByRole('link');
  expect(await topics.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/faq',
    '/contact',
    '/shipping',
    '/returns',
    '/warranty',
    '/care',
  ]);
  await expect(main.locator('a[href="/dashboard"]')).toHaveCount(1);
  for (const issue of supportPage.urgentIssues) {
    await expect(main.getByRole('heading', { name: issue.issue })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: supportPage.contactCta.link.label }).last()).toHaveAttribute('href', '/contact');
  for (const [days, hours] of [['Monday - Friday', '9AM-6PM'], ['Saturday', '10AM-4PM'], ['Sunday', 'Closed']]) {
    await expect(main.getByText(days, { exact: true })).toBeVisible();
    await expect(main.getByText(hours, { exact: true })).toBeVisible();
  }
  await expect(main.getByRole('heading', { name: supportPage.responseTimesHeading })).toBeVisible();
  await expect(main).toContainText('Replies within 24 hours');
});
