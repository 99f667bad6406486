// A forgotten password, end to end (server/mail, docs/email.md): asked for on /login, where any address reads the
// same answer; the link the server emails leads to /reset-password, which sets a new password under the sign-up
// rules once. The old password then no longer signs in, and a browser signed in elsewhere is signed out.
import { authErrors } from '@/content/auth-errors';
import { messages } from '@/content/messages';
import { passwordResetCopy as copy } from '@/content/password-reset';
import { sessionEndedCopy } from '@/content/session-ended';
import { expectNoAxeViolations } from '@/e2e/fixtures';
import { PASSWORD, accountButton, expect, rest, signIn, signUpByRest, storedSessionToken, test, uniqueEmail, waitForHydration } from './backend';
import { emailsTo, waitForEmails } from './mail';

const RESET_SUBJECT = 'Choose a new password for Prairie Grain Woodworks';
const NEW_PASSWORD = 'walnut and maple 2026';

test('a forgotten password is reset from the emailed link, once; the old one no longer works and the other browser is signed out', async ({ newBrowser }) => {
  const kim = await signUpByRest('Kim');
  const elsewhere = await newBrowser();
  await signIn(elsewhere, kim);
  const otherSession = await storedSessionToken(elsewhere);

  const page = await newBrowser();
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email address').fill(kim.email);
  await page.getByRole('button', { name: copy.forgotLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: copy.forgotTitle })).toBeFocused();
  // What was typed to sign in is kept.
  await expect(page.getByLabel('Email address')).toHaveValue(kim.email);
  await page.getByRole('button', { name: copy.sendLink }).click();
  const answer = page.getByRole('main').getByRole('status');
  await expect(answer).toHaveText(copy.sent(kim.email));
  await expect(answer).toBeFocused();
  await expectNoAxeViolations(page);

  // An address nobody has reads the same, and gets nothing.
  const nobody = uniqueEmail('nobody');
  await page.getByLabel('Email address').fill(nobody);
  await page.getByRole('button', { name: copy.sendLink }).click();
  await expect(answer).toHaveText(copy.sent(nobody));

  const [email] = await waitForEmails(kim.email, RESET_SUBJECT);
  const link = /^Choose a new password: (\S+)$/m.exec(email.text)?.[1] ?? '';
  const name = kim.email.split('@')[0];
  expect(link).toMatch(/\/request_password_reset\?token=[A-Za-z0-9]+$/);
  expect(link).not.toContain(name);

  // The link leads to the shop's page, with the token and nothing of the account in the address.
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=[A-Za-z0-9]+&/);
  expect(page.url()).not.toContain(name);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: copy.chooseTitle })).toBeVisible();
  await expect(page.getByLabel(/^New password/)).toHaveAccessibleDescription('At least 8 characters.');
  await expectNoAxeViolations(page);

  // The sign-up rules, each said at its field; what was typed stays.
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(`${NEW_PASSWORD}!`);
  await page.getByRole('button', { name: copy.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.passwordsDoNotMatch })).toBeVisible();
  await page.getByLabel(/^New password/).fill('oak1234');
  await page.getByLabel(/^Confirm new password/).fill('oak1234');
  await page.getByRole('button', { name: copy.save }).click();
  await expect(page.getByText(authErrors.passwordTooShort)).toBeVisible();
  await expect(page.getByLabel(/^New password/)).toBeFocused();
  await expect(page.getByLabel(/^New password/)).toHaveValue('oak1234');
  expect(await emailsTo(nobody, /./)).toEqual([]);

  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: copy.save }).click();
  await expect(page.getByRole('heading', { level: 1, name: copy.savedTitle })).toBeFocused();
  await expect(page.getByText(copy.saved)).toBeVisible();
  await expectNoAxeViolations(page);

  // Once only.
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.getByRole('heading', { level: 1, name: copy.invalidTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: copy.askAgain })).toHaveAttribute('href', '/login');

  // The old password is refused; the new one signs in.
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email address').fill(kim.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(messages.invalidCredentials);
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(accountButton(page, 'Kim')).toBeVisible();

  // The browser that was signed in elsewhere: its session ended with the reset, and it says so.
  expect((await rest('GET', '/users/me', { session: otherSession })).body.code).toBe(209);
  await elsewhere.goto('/dashboard');
  await expect(elsewhere.getByText(sessionEndedCopy.message)).toBeVisible();
});
