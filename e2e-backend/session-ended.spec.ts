// A customer's session that the server ends (it expired, or they signed out on another device) while they shop:
// this browser signs them out too, says so with a way to sign in again that comes back to the same page, and keeps
// the cart and what was typed at checkout. An order is never placed as a guest's without the customer being told.
import type { Page } from '@playwright/test';
import { serverRefusals } from '@/content/server';
import { sessionEndedCopy } from '@/content/session-ended';
import { messages } from '@/content/messages';
import { PHONE, layoutShifts } from '@/e2e/fixtures';
import {
  PASSWORD,
  PHONE_STAND,
  accountButton,
  addPhoneStandToCart,
  cartBadge,
  expect,
  fillCheckout,
  payButton,
  payOnStripe,
  rest,
  signIn,
  signUpByRest,
  storedSessionToken,
  test,
  waitForHydration,
  type Account,
} from './backend';

/** Ends the browser's session on the server, as a sign-out on another device does. */
async function endSessionElsewhere(page: Page) {
  const ended = await rest('POST', '/logout', { session: await storedSessionToken(page), body: {} });
  expect(ended.status).toBe(200);
}

/** The shopper looks at another app for a moment and comes back to the tab. */
async function leaveAndComeBack(page: Page) {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

const ordersOf = async (account: Account) =>
  (await rest('GET', `/classes/Order?where=${encodeURIComponent(JSON.stringify({ userId: account.id }))}`, { master: true })).body.results as { objectId: string }[];

const loginLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Login' });

test('at checkout: told, with a sign-in that comes back; the order is not placed as a guest unasked, and goes into the account after signing in', async ({ newBrowser }) => {
  const vic = await signUpByRest('Vic', 'Visible');
  const page = await newBrowser();
  await signIn(page, vic);
  await addPhoneStandToCart(page);
  await page.goto('/checkout');
  await waitForHydration(page);
  await fillCheckout(page);

  await endSessionElsewhere(page);
  await leaveAndComeBack(page);
  const notice = page.getByRole('main').getByRole('alert').filter({ hasText: sessionEndedCopy.message });
  await expect(notice).toContainText(sessionEndedCopy.checkoutNote);
  await expect(notice.getByRole('link', { name: sessionEndedCopy.signIn })).toHaveAttribute('href', '/login?redirect=%2Fcheckout');
  await expect(loginLink(page)).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveValue('100 Albert Street');
  await expect(page.getByLabel('Email address')).toHaveValue(vic.email);

  // Pay right away: held, and the notice is where the focus goes.
  await payButton(page).click();
  await expect(notice).toBeFocused();
  await expect(page).toHaveURL(/\/checkout$/);

  // A reload keeps both the notice and what was typed, and still does not place the order as a guest's unasked.
  await page.reload();
  await waitForHydration(page);
  await expect(notice).toContainText(sessionEndedCopy.checkoutNote);
  await expect(page.getByLabel('Street address')).toHaveValue('100 Albert Street');
  await payButton(page).click();
  await expect(notice).toBeFocused();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await ordersOf(vic)).toEqual([]);

  await notice.getByRole('link', { name: sessionEndedCopy.signIn }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
  await page.getByLabel('Email address').fill(vic.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(accountButton(page, vic.firstName)).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveValue('100 Albert Street');
  await payButton(page).click();
  await payOnStripe(page);
  const placed = new URL(page.url()).searchParams.get('id');
  expect((await ordersOf(vic)).map((o) => o.objectId)).toEqual([placed]);
});

test('elsewhere: an action that finds the session ended signs out here, keeps the cart, and offers to sign in back to the page', async ({ newBrowser }) => {
  const tia = await signUpByRest('Tia', 'Trap');
  const page = await newBrowser();
  await signIn(page, tia);
  await addPhoneStandToCart(page);
  await endSessionElsewhere(page);

  await page.getByRole('button', { name: messages.writeReview }).click();
  const form = page.getByRole('form', { name: 'Write your review' });
  await form.getByLabel('Title').fill('Sturdy');
  await form.getByLabel('Comment').fill('Holds my phone at the right angle.');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByRole('alert')).toHaveText(serverRefusals.sessionExpired);

  await expect(loginLink(page)).toBeVisible();
  await expect(accountButton(page, tia.firstName)).toBeHidden();
  const notice = page.getByRole('alert').filter({ has: page.getByRole('link', { name: sessionEndedCopy.signIn }) });
  await expect(notice).toContainText(sessionEndedCopy.message);
  // Said once: the form says what became of the review, the page's notice that the session ended.
  await expect(page.getByRole('alert').filter({ hasText: sessionEndedCopy.message })).toHaveCount(1);
  await expect(notice.getByRole('link', { name: sessionEndedCopy.signIn })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/product/${PHONE_STAND.id}`)}`);
  await expect(cartBadge(page)).toHaveText('1');
  await expect(form.getByLabel('Title')).toHaveValue('Sturdy');

  // Signing in again comes back to the review as it was left, and posts it.
  await notice.getByRole('link', { name: sessionEndedCopy.signIn }).click();
  await page.getByLabel('Email address').fill(tia.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${PHONE_STAND.id}$`));
  const again = page.getByRole('form', { name: 'Write your review' });
  await expect(again.getByLabel('Title')).toHaveValue('Sturdy');
  await expect(again.getByLabel('Comment')).toHaveValue('Holds my phone at the right angle.');
  await again.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.reviewThanks })).toBeVisible();
});

// The notice sits between the header and the page: arriving only once the page's scripts had read this tab's
// storage, it pushed everything below it down after the first paint (a layout shift on every page load).
test('after a reload the notice is there from the first paint, so nothing below it moves', async ({ newBrowser }) => {
  const lou = await signUpByRest('Lou', 'Reload');
  const page = await newBrowser();
  await signIn(page, lou);
  await endSessionElsewhere(page);
  await leaveAndComeBack(page);
  const notice = page.getByRole('alert').filter({ hasText: sessionEndedCopy.message });
  await expect(notice).toBeVisible();

  for (const size of [PHONE, { width: 1366, height: 900 }]) {
    await page.setViewportSize(size);
    for (const path of ['/faq', '/about?from=newsletter', '/login']) {
      await test.step(`${path} at ${size.width} px`, async () => {
        await page.goto(path);
        await waitForHydration(page);
        await expect(notice).toBeVisible();
        await expect(notice).toHaveCount(1);
        if (path === '/login') await expect(notice.getByRole('link')).toHaveCount(0);
        else await expect(notice.getByRole('link', { name: sessionEndedCopy.signIn })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(path)}`);
        expect(await layoutShifts(page)).toEqual([]);
      });
    }
  }

  // Signed in again, the page says nothing of it from the first paint on: the page is never pushed down, nor pulled
  // up. (The header's account button takes the Login link's place after hydration, a shift of its own.)
  await signIn(page, lou);
  await page.goto('/faq');
  await waitForHydration(page);
  await expect(page.getByText(sessionEndedCopy.message)).toBeHidden();
  const movedMain = (await layoutShifts(page)).filter(({ moved }) => moved.some((html) => html.startsWith('<main')));
  expect(movedMain).toEqual([]);
});
