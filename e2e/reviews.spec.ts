import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, seedStorage, test, waitForHydration } from './fixtures';
import { ada, orderOf, ordersStorage, sessionStorageFor } from './account-data';
import { messages } from '@/content/messages';
import { seedProducts } from '@/content/products';

const board = seedProducts.find((p) => p.id === '1')!;
const reviews = (page: Page) => page.getByRole('list', { name: 'Customer Reviews' }).getByRole('listitem');
const writeButton = (page: Page) => page.getByRole('button', { name: messages.writeReview });

async function openProduct(page: Page) {
  await page.goto('/product/1');
  await waitForHydration(page);
}

test('writing a review on product 1 updates its average and count on the page and on /products, and persists', async ({ page }) => {
  // Product 1 starts at 5, 5, 4: 4.7 from 3 reviews.
  expect([board.averageRating, board.totalReviews]).toEqual([4.7, 3]);
  await seedStorage(page, sessionStorageFor(ada));
  await openProduct(page);

  const toggle = writeButton(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const form = page.getByRole('form', { name: 'Write your review' });
  const rating = form.getByRole('group', { name: 'Rating' });
  await expect(rating.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await expect(form.getByLabel('Title')).toBeFocused();

  // Blank title and comment: the alert, and nothing is added.
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByRole('alert')).toHaveText(messages.fillAllFields);
  await expect(form.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // Three stars by keyboard: arrows move through the radio group.
  await rating.getByRole('radio', { name: '5 stars' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(rating.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await form.getByLabel('Title').fill('Good, but heavy');
  await form.getByLabel('Comment').fill('Lovely grain. Heavier than I expected.');
  await form.getByRole('button', { name: 'Submit Review' }).click();

  await expect(page.getByRole('alert').filter({ hasText: messages.reviewThanks })).toBeVisible();
  await expect(form).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const newest = reviews(page).first();
  await expect(newest.getByRole('heading')).toHaveText('Good, but heavy');
  await expect(newest).toContainText('Ada Lovelace');
  await expect(newest.getByRole('img', { name: 'Rated 3.0 out of 5' })).toBeVisible();
  await expect(newest).not.toContainText('Verified purchase');
  await expect(reviews(page)).toHaveCount(4);
  // (5 + 5 + 4 + 3) / 4 = 4.25 → 4.3
  await expect(page.getByRole('link', { name: 'Read the reviews: rated 4.3 out of 5, 4 reviews' })).toBeVisible();
  await expect(page.getByText('Based on 4 reviews')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await waitForHydration(page);
  await expect(reviews(page)).toHaveCount(4);
  await expect(reviews(page).first().getByRole('heading')).toHaveText('Good, but heavy');

  await page.goto('/products');
  await waitForHydration(page);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: board.name }) });
  await expect(card.getByRole('img', { name: 'Rated 4.3 out of 5, 4 reviews' })).toBeVisible();
});

test("a review is verified when the reviewer's orders hold the product", async ({ page }) => {
  await seedStorage(page, { ...sessionStorageFor(ada), ...ordersStorage([orderOf(ada, 20, 'delivered')]) });
  await openProduct(page);
  await writeButton(page).click();
  await page.getByLabel('Title').fill('Still flat after a year');
  await page.getByLabel('Comment').fill('Oil it monthly and it looks new.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(reviews(page).first()).toContainText('Verified purchase');
  // Default 5 stars: (5 + 5 + 4 + 5) / 4 = 4.75 → 4.8
  await expect(page.getByText('Based on 4 reviews')).toBeVisible();
  await expect(page.getByRole('link', { name: /rated 4\.8 out of 5/ })).toBeVisible();
});

test('visitors see no Write a Review button but a way to log in and come back', async ({ page }) => {
  await openProduct(page);
  await expect(reviews(page)).toHaveCount(3);
  await expect(writeButton(page)).toHaveCount(0);
  const login = page.getByRole('link', { name: 'Log in to write a review' });
  await expect(login).toHaveAttribute('href', '/login?redirect=%2Fproduct%2F1');
  await login.click();
  await page.getByLabel('Email address').fill('ada@example.com');
  await page.getByLabel(/^Password/).fill('x');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/1$/);
  await expect(writeButton(page)).toBeVisible();
});

test('marking a review helpful adds 1, once per browser, for anyone', async ({ page }) => {
  await openProduct(page);
  const linda = reviews(page).filter({ hasText: 'Linda Kowalczyk' });
  await expect(linda.getByTestId('helpful-count')).toHaveText('3 people found this helpful');
  const button = linda.getByRole('button', { name: /^Helpful/ });
  await button.click();
  await expect(linda.getByTestId('helpful-count')).toHaveText('4 people found this helpful');
  const marked = linda.getByRole('button', { name: /^Marked helpful/ });
  await expect(marked).toHaveAttribute('aria-disabled', 'true');
  await marked.click({ force: true });
  await expect(linda.getByTestId('helpful-count')).toHaveText('4 people found this helpful');
  // The other reviews are untouched and still open to a mark.
  await expect(reviews(page).filter({ hasText: 'Sarah Mitchell' }).getByTestId('helpful-count')).toHaveText(
    '12 people found this helpful',
  );
  await expectNoAxeViolations(page, { include: '#reviews' });

  await page.reload();
  await waitForHydration(page);
  await expect(linda.getByTestId('helpful-count')).toHaveText('4 people found this helpful');
  await expect(linda.getByRole('button', { name: /^Marked helpful/ })).toBeVisible();
});
