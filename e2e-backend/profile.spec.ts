// The profile on two devices signed in to one account (QA: the second device's save put the first one's phone back
// to blank, and the first one's new phone never showed on the second, even after a reload).
import type { Page } from '@playwright/test';
import { expect, rest, signIn, signUpByRest, test, waitForHydration } from './backend';

async function openEditor(page: Page) {
  await page.goto('/profile/edit');
  await waitForHydration(page);
  await expect(page.getByLabel(/^Phone/)).toBeVisible();
}

test('a profile save on one device keeps what another saved meanwhile, refuses the same field naming it, and shows on the other', async ({ newBrowser }) => {
  const dana = await signUpByRest('Dana', 'Twodev');
  const a = await newBrowser();
  const b = await newBrowser();
  await signIn(a, dana);
  await signIn(b, dana);
  await openEditor(a);
  await openEditor(b);

  await a.getByLabel(/^Phone/).fill('306-555-0101');
  await a.getByRole('button', { name: 'Save changes' }).click();
  await a.waitForURL(/dashboard/);

  // B's form still shows no phone; it changes only the last name, and A's phone stays.
  await b.getByLabel('Last name').fill('Twodevice');
  await b.getByRole('button', { name: 'Save changes' }).click();
  await b.waitForURL(/dashboard/);
  await expect(b.getByRole('main')).toContainText('306-555-0101');
  expect((await rest('GET', '/users/me', { session: dana.session })).body).toMatchObject({ phone: '306-555-0101', lastName: 'Twodevice' });

  // B opens the form again; A then saves another phone, and B changes the phone too: nothing is saved, B reads why.
  await openEditor(b);
  await openEditor(a);
  await a.getByLabel(/^Phone/).fill('306-555-0199');
  await a.getByRole('button', { name: 'Save changes' }).click();
  await a.waitForURL(/dashboard/);
  await b.getByLabel(/^Phone/).fill('306-555-0123');
  await b.getByRole('button', { name: 'Save changes' }).click();
  await expect(b.getByRole('main').getByRole('alert')).toHaveText(
    'Your phone was changed elsewhere while you edited your profile, so nothing was saved. It is now: 306-555-0199. Your changes are still in the form: save again to put them over it.',
  );
  await expect(b.getByLabel(/^Phone/)).toHaveValue('306-555-0123');
  // Saving again puts B's phone over it; A's dashboard shows it after a reload.
  await b.getByRole('button', { name: 'Save changes' }).click();
  await b.waitForURL(/dashboard/);
  await a.reload();
  await waitForHydration(a);
  await expect(a.getByRole('main')).toContainText('306-555-0123');
});
