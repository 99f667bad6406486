// The owner's catalogue on the shared server, edited on two devices at once: a field changed on one is not put
// back by the other's older form, and a field both changed is refused with a message, never overwritten unseen.
import type { Page } from '@playwright/test';
import { expect, rest, signInOwner, signUpOwner, test, uniqueEmail } from './backend';

async function addShelf(): Promise<string> {
  const model = await rest('GET', '/classes/Product/1', { master: true });
  const { objectId: _id, createdAt: _created, updatedAt: _updated, averageRating: _rating, totalReviews: _count, ...fields } = model.body;
  const name = `Walnut Shelf ${uniqueEmail('s').slice(2, 10)}`;
  const added = await rest('POST', '/classes/Product', { master: true, body: { ...fields, name, price: 89.5 } });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return name;
}

const tabStatus = (page: Page) => page.getByRole('tabpanel', { name: 'Products' }).getByRole('status');

async function openForm(page: Page, name: string) {
  await page.getByLabel('Find products by name or category').fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Edit Product: ${name}` })).toBeFocused();
}

test('an edit on one device does not undo or overwrite unseen what another device saved meanwhile', async ({ newBrowser }) => {
  const owner = await signUpOwner();
  const name = await addShelf();
  const laptop = await newBrowser();
  const phone = await newBrowser();
  await signInOwner(laptop, owner);
  await signInOwner(phone, owner);
  await openForm(laptop, name);
  await openForm(phone, name);

  // The phone saves a new price while the laptop's form still shows $89.50.
  await phone.getByLabel(/^Price/).fill('94.25');
  await phone.getByRole('button', { name: 'Save Changes' }).click();
  await expect(phone.getByRole('row').filter({ hasText: name })).toContainText('$94.25');

  // The laptop changes the same price: nothing is saved, and the owner is told which field and why.
  await laptop.getByLabel(/^Price/).fill('96');
  await laptop.getByRole('button', { name: 'Save Changes' }).click();
  await expect(tabStatus(laptop)).toHaveText(
    `${name} was changed elsewhere while you edited it (its price), so nothing was saved. ` +
      'The list shows it as it is now; your changes are still in the form. Save again to put them over it.',
  );
  await expect(laptop.getByRole('row').filter({ hasText: name })).toContainText('$94.25');
  await expect(laptop.getByLabel(/^Price/)).toHaveValue('96');
  expect((await rest('GET', '/classes/Product', { master: true })).body.results).toContainEqual(expect.objectContaining({ name, price: 94.25 }));

  // Saving again, having seen it, puts the laptop's price over the phone's.
  await laptop.getByRole('button', { name: 'Save Changes' }).click();
  await expect(laptop.getByRole('row').filter({ hasText: name })).toContainText('$96.00');

  // The phone, which has not seen that price, marks the shelf out of stock: the laptop's price stays.
  await openForm(phone, name);
  await expect(phone.getByLabel(/^Price/)).toHaveValue('94.25');
  await phone.getByRole('checkbox', { name: /stock/i }).uncheck();
  await phone.getByRole('button', { name: 'Save Changes' }).click();
  await expect(tabStatus(phone)).toHaveText(`Saved changes to ${name}.`);
  expect((await rest('GET', '/classes/Product', { master: true })).body.results).toContainEqual(expect.objectContaining({ name, price: 96, inStock: false }));
});
