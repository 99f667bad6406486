// Accounts on the shared server: unlike the shop on its own (where any email signs in), the server can refuse,
// and the form must say so instead of going on as if the shopper were signed in.
import { messages } from '@/content/messages';
import { serverRefusals } from '@/content/server';
import { authCopy } from '@/content/account';
import { INSTANCES, PASSWORD, accountButton, addPhoneStandToCart, cartBadge, expect, rest, shopperAt, signIn, signUpByRest, signUpOwner, storedSessionToken, test, uniqueEmail, waitForHydration } from './backend';

test('a wrong password is refused with a message, and nobody is signed in; the right one signs in', async ({ newBrowser }) => {
  const customer = await signUpByRest('Ida');
  const shopper = await newBrowser();
  await shopper.goto('/login?redirect=%2Fdashboard');
  await waitForHydration(shopper);
  await shopper.getByLabel('Email address').fill(customer.email);
  await shopper.getByLabel(/^Password/).fill(`${PASSWORD} typo`);
  await shopper.getByRole('button', { name: 'Sign in', exact: true }).click();

  const refusal = shopper.getByRole('main').getByRole('alert');
  await expect(refusal).toHaveText(messages.invalidCredentials);
  await expect(refusal).toBeFocused();
  await expect(shopper).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  // The static shop's note (accounts only in this browser, no password check) is not true here, so it is not shown.
  await expect(shopper.getByText(authCopy.deviceNote)).toHaveCount(0);
  await expect(shopper.getByLabel('Email address')).toHaveValue(customer.email);
  await expect(shopper.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await shopper.evaluate(() => JSON.parse(localStorage.getItem('serverSession') ?? 'null')?.state.token ?? null)).toBeNull();

  await shopper.getByLabel(/^Password/).fill(PASSWORD);
  await shopper.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(shopper).toHaveURL(/\/dashboard$/);
  await expect(accountButton(shopper, 'Ida')).toBeVisible();
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ida');
});

test('signing up with a password under 8 characters is refused with the rule, said beforehand too, and the form keeps what was typed', async ({ newBrowser }) => {
  const shopper = await newBrowser();
  await shopper.goto('/login');
  await waitForHydration(shopper);
  await shopper.getByRole('button', { name: 'Create an account' }).click();
  await expect(shopper.getByLabel(/^Password/)).toHaveAccessibleDescription('At least 8 characters.');
  await expect(shopper.getByText(authCopy.signUpIntroWithServer)).toBeVisible();
  const email = uniqueEmail('lou');
  await shopper.getByLabel('First name').fill('Lou');
  await shopper.getByLabel('Last name').fill('Short');
  await shopper.getByLabel('Email address').fill(email);
  await shopper.getByLabel(/^Password/).fill('oak1234');
  await shopper.getByLabel('Confirm password').fill('oak1234');
  await shopper.getByRole('button', { name: 'Create account' }).click();

  await expect(shopper.getByRole('main').getByRole('alert')).toHaveText('Use a password of at least 8 characters.');
  await expect(shopper.getByLabel('Email address')).toHaveValue(email);
  await expect(shopper.getByLabel(/^Password/)).toHaveValue('oak1234');
  await expect(shopper.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await shopper.getByLabel(/^Password/).fill('oak12345');
  await shopper.getByLabel('Confirm password').fill('oak12345');
  await shopper.getByRole('button', { name: 'Create account' }).click();
  await expect(accountButton(shopper, 'Lou')).toBeVisible();
});

test('signing up with an email that already has an account is refused with a message', async ({ newBrowser }) => {
  const existing = await signUpByRest('Jo');
  const shopper = await newBrowser();
  await shopper.goto('/login');
  await waitForHydration(shopper);
  await shopper.getByRole('button', { name: 'Create an account' }).click();
  await shopper.getByLabel('First name').fill('Another');
  await shopper.getByLabel('Last name').fill('Jo');
  await shopper.getByLabel('Email address').fill(existing.email.toUpperCase());
  await shopper.getByLabel(/^Password/).fill(PASSWORD);
  await shopper.getByLabel('Confirm password').fill(PASSWORD);
  await shopper.getByRole('button', { name: 'Create account' }).click();

  await expect(shopper.getByRole('main').getByRole('alert')).toHaveText(serverRefusals.emailTaken);
  await expect(shopper).toHaveURL(/\/login$/);
  await expect(shopper.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect(shopper.getByLabel('First name')).toHaveValue('Another');
  await expect(shopper.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a shopper whose connection made 20 accounts this hour is asked to wait, and the form keeps what they typed', async ({ newBrowser }, testInfo) => {
  // Documentation's own address block (RFC 5737), used by no other test: the server counts it apart. Each repeat
  // (`--repeat-each`, against the same server) takes addresses of its own, as the server still counts the last's.
  const household = `203.0.113.${20 + 2 * testInfo.repeatEachIndex}`;
  const neighbour = `203.0.113.${21 + 2 * testInfo.repeatEachIndex}`;
  // Counted across both instances (in Redis): ten made by each.
  for (let n = 0; n < 20; n += 1) {
    const instance = INSTANCES[n % INSTANCES.length];
    expect((await signUpByRest('House', 'Hold', household, instance)).servedBy).toBe(instance);
  }
  // The 21st is refused whichever instance it reaches.
  for (const instance of INSTANCES) {
    const refused = await rest('POST', '/users', { from: household, on: instance, body: { username: uniqueEmail('late'), email: uniqueEmail('late'), password: PASSWORD } });
    expect([refused.status, refused.instance]).toEqual([429, instance]);
  }
  const shopper = await newBrowser();
  await shopperAt(shopper, household);
  await shopper.goto('/login');
  await waitForHydration(shopper);
  await shopper.getByRole('button', { name: 'Create an account' }).click();
  await shopper.getByLabel('First name').fill('Kit');
  await shopper.getByLabel('Last name').fill('Holloway');
  const email = uniqueEmail('kit');
  await shopper.getByLabel('Email address').fill(email);
  await shopper.getByLabel(/^Password/).fill(PASSWORD);
  await shopper.getByLabel('Confirm password').fill(PASSWORD);
  await shopper.getByRole('button', { name: 'Create account' }).click();

  await expect(shopper.getByRole('main').getByRole('alert')).toHaveText(
    'The shop has had too many requests from your connection in the last few minutes, so nothing was saved. Everything you typed is still here. Please wait a few minutes and try again.',
  );
  await expect(shopper.getByLabel('First name')).toHaveValue('Kit');
  await expect(shopper.getByLabel('Last name')).toHaveValue('Holloway');
  await expect(shopper.getByLabel('Email address')).toHaveValue(email);
  await expect(shopper.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  // A neighbour at another address still signs up.
  await signUpByRest('Next', 'Door', neighbour);
});

test('the owner is told when the shop cannot be reached, not that the password is wrong', async ({ newBrowser }) => {
  const owner = await signUpOwner();
  const page = await newBrowser();
  await page.route('**/parse/login', (route) => route.abort('connectionrefused'));
  await page.goto('/admin/login');
  await waitForHydration(page);
  await page.getByLabel(/^Email/).fill(owner.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: messages.adminSignIn }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    "We couldn't reach the shop just now, so you are not signed in. What you typed is still here. Check your connection and try again, or call us at +1 (780) 555-0142.",
  );
  await expect(page.getByLabel(/^Password/)).toHaveValue(PASSWORD);

  // With the server back, the same press signs in.
  await page.unroute('**/parse/login');
  await page.getByRole('button', { name: messages.adminSignIn }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('a shopper whose session the server no longer takes is signed out here and asked to sign in, keeping the cart', async ({ newBrowser }) => {
  const customer = await signUpByRest('Hank', 'Expired');
  const shopper = await newBrowser();
  await signIn(shopper, customer);
  await addPhoneStandToCart(shopper);
  // Signed out elsewhere (another device, or the session expired): the server ends it.
  expect((await rest('POST', '/logout', { session: await storedSessionToken(shopper), body: {} })).status).toBe(200);

  await shopper.goto('/dashboard');
  await waitForHydration(shopper);
  await expect(shopper.getByText(messages.dashboardLoginRequired)).toBeVisible();
  await expect(shopper.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(cartBadge(shopper)).toHaveText('1');
});
