import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, holdScripts, test, waitForHydration } from './fixtures';
import { messages } from '@/content/messages';
import { customForm, customGallery, customPricing } from '@/content/pages/custom';

const storedRequests = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('customOrders') ?? 'null'));
const submit = (page: Page) => page.getByRole('button', { name: customForm.submit });

test('checks the required fields, then saves the request as pending under customOrders', async ({ page }) => {
  await page.goto('/custom');
  await waitForHydration(page);
  await submit(page).click();
  for (const error of [customForm.errors.name, customForm.errors.email, customForm.errors.projectType, customForm.errors.description]) {
    await expect(page.getByText(error)).toBeVisible();
  }
  await expect(page.getByLabel(/^Full name/)).toBeFocused();
  expect(await storedRequests(page)).toBeNull();

  await page.getByLabel(/^Full name/).fill('Ada Lovelace');
  await page.getByLabel(/^Email/).fill('ada@example.com');
  await page.getByLabel(/^Phone/).fill('780-555-0100');
  await page.getByLabel(/^Project type/).selectOption('cutting-board');
  await page.getByLabel(/^Wood type/).selectOption('walnut');
  await page.getByLabel(/^Dimensions/).fill('18 x 12 x 1.5 in');
  await page.getByLabel(/^Quantity/).selectOption('3-5');
  await page.getByLabel(/^Budget/).selectOption({ label: '$200 - $500' });
  await page.getByLabel(/^Timeline/).selectOption({ label: '1-2 weeks (rush fee)' });
  await page.getByLabel(/^Project description/).fill('End-grain boards as wedding gifts.');
  await page.getByLabel(/^Engraving/).fill('The Lovelaces, 2025');
  await page.getByLabel(/^Inspiration/).fill('Checkerboard pattern');
  await submit(page).click();

  await expect(page.getByRole('heading', { name: customForm.successHeading })).toBeVisible();
  const saved = await storedRequests(page);
  expect(Array.isArray(saved)).toBe(true);
  expect(saved).toHaveLength(1);
  expect(saved[0]).toEqual({
    id: expect.stringMatching(/^\d+$/),
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '780-555-0100',
    projectType: 'cutting-board',
    woodType: 'walnut',
    dimensions: '18 x 12 x 1.5 in',
    description: 'End-grain boards as wedding gifts.',
    budget: '200-500',
    timeline: '1-2-weeks',
    engraving: 'The Lovelaces, 2025',
    inspiration: 'Checkerboard pattern',
    quantity: '3-5',
    status: 'pending',
    createdAt: expect.any(String),
    estimatedPrice: null,
    estimatedTimeline: null,
  });

  await page.getByRole('button', { name: messages.submitAnotherRequest }).click();
  await expect(page.getByLabel(/^Full name/)).toHaveValue('');
  await expect(page.getByLabel(/^Full name/)).toBeFocused();
  await page.getByLabel(/^Full name/).fill('Bo');
  await page.getByLabel(/^Email/).fill('bo@example.com');
  await page.getByLabel(/^Project type/).selectOption('key-hanger');
  await page.getByLabel(/^Project description/).fill('Six hooks.');
  await submit(page).click();
  await expect(page.getByRole('heading', { name: customForm.successHeading })).toBeVisible();
  const both = await storedRequests(page);
  expect(both.map((r: { name: string; status: string }) => [r.name, r.status])).toEqual([
    ['Ada Lovelace', 'pending'],
    ['Bo', 'pending'],
  ]);
});

test('offers the rules’ options in readable form', async ({ page }) => {
  await page.goto('/custom');
  const options = (label: RegExp) => page.getByLabel(label).locator('option').allTextContents();
  expect((await options(/^Wood type/)).slice(1)).toEqual(['Walnut', 'Maple', 'Cherry', 'Oak', 'Acacia', 'Bamboo', 'Mixed woods', 'Other / not sure']);
  expect((await options(/^Budget/)).slice(1)).toEqual(['Under $200', '$200 - $500', '$500 - $1,000', '$1,000 - $2,500', '$2,500 - $5,000', 'Over $5,000']);
  expect((await options(/^Timeline/)).slice(1)).toEqual(['1-2 weeks (rush fee)', '3-4 weeks', '1-2 months', '2-3 months', 'Flexible']);
  expect(await options(/^Quantity/)).toEqual(['1', '2', '3-5', '6-10', '11-25', '25+']);
});

test('shows the process, the pricing hints and the gallery; with its errors showing, no axe violations', async ({ page }) => {
  await page.goto('/custom');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Orders' })).toBeVisible();
  await expect(page.locator('#process ol > li')).toHaveCount(4);
  const pricing = page.locator('#pricing');
  for (const hint of customPricing) await expect(pricing).toContainText(hint.value);
  for (const value of ['$150-$2,500', '+$25-$75', '+$50-$150', '+20-50%', '+25%']) await expect(pricing).toContainText(value);
  await expect(page.getByRole('figure')).toHaveCount(customGallery.length);
  await submit(page).click();
  await expectNoAxeViolations(page);
});

test('what a shopper types before the page is interactive is kept', async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  await page.goto('/custom', { waitUntil: 'domcontentloaded' });
  await page.getByLabel(/^Full name/).pressSequentially('Ada Lovelace');
  await page.getByLabel(/^Project type/).selectOption('cutting-board');
  await page.getByLabel(/^Project description/).pressSequentially('End-grain boards as wedding gifts.');
  releaseScripts();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: customForm.submit })).toBeEnabled();
  await expect(page.getByLabel(/^Full name/)).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel(/^Project type/)).toHaveValue('cutting-board');
  await expect(page.getByLabel(/^Project description/)).toHaveValue('End-grain boards as wedding gifts.');
  await page.getByRole('button', { name: customForm.submit }).click();
  await expect(page.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/^Full name/)).not.toHaveAttribute('aria-invalid');
  await expect(page.getByLabel(/^Project description/)).not.toHaveAttribute('aria-invalid');
});
