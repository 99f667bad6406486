import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, holdScripts, seedStorage, test, waitForHydration } from './fixtures';
import { ada, orderOf, ordersStorage, sessionStorageFor } from './account-data';
import { cartStorage, customisedBoard } from './cart-data';
import { accountButton } from './locators';
import { messages } from '@/content/messages';
import { authCopy } from '@/content/account';

async function signIn(page: Page, email: string, password = 'anything') {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('/profile/edit signed out goes to /login, and signing in comes back to /profile/edit', async ({ page }) => {
  await page.goto('/profile/edit');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Fedit$/);
  await waitForHydration(page);
  await signIn(page, 'grace.hopper@example.com');
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();
  // Signed in with an email only: the first name is the part before the @ (rules §5).
  await expect(page.getByLabel('First name')).toHaveValue('grace.hopper');
  await expect(accountButton(page, 'grace.hopper')).toBeVisible();
});

test('sign up: mismatched passwords are refused with the message, nothing typed is lost; the header shows the first name', async ({
  page,
}) => {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeFocused();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email address').fill('ada@example.com');
  await page.getByLabel(/^Password/).fill('analytical');
  await page.getByLabel('Confirm password').fill('analytica');
  await page.getByRole('button', { name: 'Create account' }).click();

  const confirm = page.getByLabel('Confirm password');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(messages.passwordsDoNotMatch);
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toHaveAccessibleDescription(messages.passwordsDoNotMatch);
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);

  await confirm.fill('analytical');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page, 'Ada')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('the account menu opens by keyboard, Escape closes it and returns focus; its links go to the dashboard', async ({ page }) => {
  await seedStorage(page, sessionStorageFor(ada));
  await page.goto('/');
  await waitForHydration(page);
  const button = accountButton(page, 'Ada');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const dashboard = page.getByRole('banner').getByRole('link', { name: 'Dashboard' });
  await expect(dashboard).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Tab');
  await expect(dashboard).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dashboard).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await page.getByRole('banner').getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\?tab=orders$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your orders' })).toBeVisible();
});

test('logout clears the user and empties the cart', async ({ page }) => {
  await seedStorage(page, { ...sessionStorageFor(ada), ...cartStorage([customisedBoard(2)]) });
  await page.goto('/products');
  await waitForHydration(page);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await accountButton(page, 'Ada').click();
  await page.getByRole('button', { name: 'Logout' }).click();

  const login = page.getByRole('link', { name: 'Login' });
  await expect(login).toBeFocused();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await expect(page).toHaveURL(/\/products$/);
  const stored = await page.evaluate(() => ({
    cart: JSON.parse(localStorage.getItem('cart') ?? '{}').state.items,
    user: JSON.parse(localStorage.getItem('session') ?? '{}').state.user,
  }));
  expect(stored).toEqual({ cart: [], user: null });

  await page.goto('/cart');
  await expect(page.getByText(messages.cartEmpty)).toBeVisible();
});

test('signing in again with a known email (any case) resumes that account and its orders', async ({ page }) => {
  const guest = { ...ada, id: 'guest_1750000000000_zz9zz9' };
  await seedStorage(page, { ...sessionStorageFor(null, [guest]), ...ordersStorage([orderOf(guest, 2, 'shipped')]) });
  await page.goto('/login?redirect=/dashboard%3Ftab%3Dorders');
  await waitForHydration(page);
  await signIn(page, 'ADA@example.com');
  await expect(page).toHaveURL(/\/dashboard\?tab=orders$/);
  await expect(page.getByTestId('customer-order')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ada');
});

test.describe('/login before the scripts have run', () => {
  test('a signed-out visitor sees the form at once, and what they type then signs them in and returns them', async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto('/login?redirect=/dashboard%3Ftab%3Dorders', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: authCopy.signInTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
    await page.getByLabel('Email address').pressSequentially('grace@example.com');
    await page.getByLabel(/^Password/).pressSequentially('anything');
    releaseScripts();
    await waitForHydration(page);
    await expect(page.getByLabel('Email address')).toHaveValue('grace@example.com');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=orders$/);
    await expect(accountButton(page, 'grace')).toBeVisible();
  });

  test('a signed-in visitor sees a skeleton, not a form to fill in, then that they are signed in', async ({ page }) => {
    await seedStorage(page, sessionStorageFor(ada, [ada]));
    const releaseScripts = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main [aria-busy="true"]')).toBeVisible();
    await expect(page.getByLabel('Email address')).toBeHidden();
    releaseScripts();
    await waitForHydration(page);
    await expect(page.getByText(authCopy.alreadySignedIn('Ada'))).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  });
});

test('a return path to another site is not followed', async ({ page }) => {
  await page.goto('/login?redirect=//evil.example/steal');
  await waitForHydration(page);
  await signIn(page, 'bo@example.com');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('editing the profile updates the header and pre-fills checkout; Cancel returns to the profile tab', async ({ page }) => {
  const newcomer = { ...ada, firstName: 'ada', lastName: '', phone: '', address: { street: '', city: '', state: '', zipCode: '', country: '' } };
  await seedStorage(page, { ...sessionStorageFor(newcomer), ...cartStorage([customisedBoard(1)]) });
  await page.goto('/profile/edit');
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  await page.getByLabel('First name').fill('');
  await page.getByLabel('City').fill('Lloydminster');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const first = page.getByLabel('First name');
  await expect(first).toBeFocused();
  await expect(first).toHaveAccessibleDescription('Enter your first name');
  await expect(page.getByLabel('Street address')).toHaveAccessibleDescription('Enter your street address');
  await expect(page.getByLabel('City')).toHaveValue('Lloydminster');
  await expectNoAxeViolations(page);

  await first.fill('Augusta');
  await page.getByLabel('Last name').fill('King');
  await page.getByLabel('Phone (optional)').fill('780 555 0199');
  await page.getByLabel('Country').selectOption('Canada');
  await page.getByLabel('Street address').fill('12 Birch Ave');
  await page.getByLabel('Province or territory').selectOption('AB');
  await page.getByLabel('Postal code').fill('t9v0w8');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(/\/dashboard\?tab=profile$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeVisible();
  // Arrived already written, so it is given the focus to be read out.
  await expect(page.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeFocused();
  await expect(accountButton(page, 'Augusta')).toBeVisible();
  const profile = page.getByRole('region', { name: 'Your profile' });
  await expect(profile).toContainText('Augusta King');
  await expect(profile).toContainText('780 555 0199');
  await expect(profile).toContainText('Lloydminster, AB T9V 0W8');

  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByLabel('First name')).toHaveValue('Augusta');
  await expect(page.getByLabel('Country')).toHaveValue('Canada');
  await expect(page.getByLabel('Postal code')).toHaveValue('T9V 0W8');

  await page.goto('/profile/edit');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=profile$/);
});
