// The owner's Custom Requests tab: a shopper's request reaches it, and the owner quotes it and moves it along.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, seedStorage, test, waitForHydration } from './fixtures';
import { customForm } from '@/content/pages/custom';
import { adminStorage } from './admin-credential';

async function requestAPiece(page: Page, name: string, projectType: string) {
  await page.goto('/custom');
  await waitForHydration(page);
  await page.getByLabel(/^Full name/).fill(name);
  await page.getByLabel(/^Email/).fill('ada@example.com');
  await page.getByLabel(/^Phone/).fill('780-555-0100');
  await page.getByLabel(/^Project type/).selectOption(projectType);
  await page.getByLabel(/^Wood type/).selectOption('walnut');
  await page.getByLabel(/^Dimensions/).fill('18 x 12 x 1.5 in');
  await page.getByLabel(/^Project description/).fill('End-grain boards as wedding gifts.');
  await page.getByLabel(/^Engraving/).fill('The Lovelaces, 2025');
  await page.getByRole('button', { name: customForm.submit }).click();
  await expect(page.getByRole('heading', { name: customForm.successHeading })).toBeVisible();
}

test('a request sent on /custom is quoted, accepted and completed from the Custom Requests tab', async ({ page }) => {
  await seedStorage(page, adminStorage);
  await requestAPiece(page, 'Bo Young', 'key-hanger');
  await requestAPiece(page, 'Ada Lovelace', 'cutting-board');

  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Custom Requests' }).click();
  const list = page.getByRole('list', { name: 'Custom requests, newest first' });
  await expect(list.getByRole('button')).toHaveCount(2);
  await expect(list.getByRole('button').first()).toContainText('Ada Lovelace');
  await expectNoAxeViolations(page, { include: '[role="tabpanel"]' });

  await list.getByRole('button', { name: /Ada Lovelace/ }).click();
  const detail = page.getByRole('region', { name: 'Request from Ada Lovelace' });
  await expect(page.getByRole('heading', { name: 'Request from Ada Lovelace' })).toBeFocused();
  for (const text of ['ada@example.com', '780-555-0100', 'Cutting Board', 'Walnut', '18 x 12 x 1.5 in', 'The Lovelaces, 2025', 'End-grain boards as wedding gifts.']) {
    await expect(detail).toContainText(text);
  }
  await detail.getByLabel('Estimated price (CAD)').fill('450');
  await detail.getByLabel('Estimated timeline').fill('3-4 weeks');
  await detail.getByRole('button', { name: 'Save estimate' }).click();
  await expect(detail).toContainText('$450.00, 3-4 weeks');
  for (const step of ['quoted', 'accepted', 'completed']) {
    await detail.getByRole('button', { name: `Mark as ${step}` }).click();
    await expect(detail.getByRole('status')).toHaveText(`Request from Ada Lovelace is now ${step}.`);
  }
  await expectNoAxeViolations(page, { include: '[role="tabpanel"]' });

  await page.getByLabel('Show requests').selectOption('completed');
  await expect(list.getByRole('button')).toHaveCount(1);
  await page.getByLabel('Show requests').selectOption('pending');
  await expect(list.getByRole('button')).toHaveText([/Bo Young/]);

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('customOrders') ?? 'null'));
  expect(Array.isArray(stored)).toBe(true);
  expect(stored).toEqual([
    expect.objectContaining({ name: 'Bo Young', status: 'pending', estimatedPrice: null, estimatedTimeline: null }),
    expect.objectContaining({ name: 'Ada Lovelace', status: 'completed', estimatedPrice: 450, estimatedTimeline: '3-4 weeks' }),
  ]);
});
