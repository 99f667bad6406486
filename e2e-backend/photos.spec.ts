// The owner's own photos on a server build: uploaded from the product form, stored by the server, shown to
// shoppers on the product's page and in the catalogue. What is not a photo, or too large, is refused with a
// message, and the form keeps what was typed.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { photoUploadCopy } from '@/content/admin';
import { expectNoAxeViolations } from '@/e2e/fixtures';
import { expect, signInOwner, signUpOwner, test, waitForHydration } from './backend';

const PHOTOS = ['public/icon-192.png', 'public/icon-512.png'];
const UPLOADED = /^http:\/\/127\.0\.0\.1:\d+\/parse\/files\/[\w-]+\/[a-f0-9]{32}_photo\.webp$/;

/** Every photo of the page's `scope` with this address has loaded (not the wood placeholder). */
async function expectPhotoShown(scope: Page | Locator, url: string) {
  const photo = scope.locator(`img[src="${url}"]`).first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('the owner uploads two photos for a new product, and a shopper sees them on its page and in the catalogue', async ({ newBrowser }) => {
  const owner = await signUpOwner();
  const page = await newBrowser();
  await signInOwner(page, owner);
  await page.getByRole('button', { name: 'Add Product' }).click();
  const name = `Birch Photo Frame ${Date.now().toString(36)}`;
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Description/).fill('A frame of white birch, for a photo of your own.');
  await page.getByLabel(/^Price/).fill('42.50');
  const upload = page.getByLabel(photoUploadCopy.addPhotos);
  const refusal = page.getByRole('main').getByRole('alert');

  // What is not a photo, and a photo over 10 MB, are refused, named, and nothing typed is lost.
  await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(refusal).toHaveText(photoUploadCopy.notAnImage('notes.txt'));
  await expect(upload).toHaveAttribute('aria-invalid', 'true');
  await upload.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(refusal).toHaveText(photoUploadCopy.tooLarge('huge.jpg', '10.0'));
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await expect(page.getByLabel(/^Price/)).toHaveValue('42.50');
  await expect(page.getByRole('textbox', { name: 'Image URL 1' })).toHaveValue('');
  await expectNoAxeViolations(page, { include: 'main' });

  // Two photos: each is uploaded, and its address becomes an image URL of the form.
  await upload.setInputFiles(PHOTOS.map((path, index) => ({ name: `frame-${index + 1}.png`, mimeType: 'image/png', buffer: readFileSync(path) })));
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: photoUploadCopy.uploaded(2) })).toBeVisible();
  await expect(refusal).toHaveCount(0);
  const first = page.getByRole('textbox', { name: 'Image URL 1' });
  const second = page.getByRole('textbox', { name: 'Image URL 2' });
  await expect(first).toHaveValue(UPLOADED);
  await expect(second).toHaveValue(UPLOADED);
  const urls = [await first.inputValue(), await second.inputValue()];
  expect(urls[0]).not.toBe(urls[1]);
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await expectNoAxeViolations(page, { include: 'main' });
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Added ${name}.` })).toBeVisible();

  // A shopper, in another browser: the catalogue's card shows the first photo, the product's page both.
  const shopper = await newBrowser();
  await shopper.goto('/products');
  await waitForHydration(shopper);
  await shopper.getByRole('searchbox', { name: 'Search products' }).fill(name);
  const card = shopper.getByRole('article').filter({ hasText: name });
  await expectPhotoShown(card, urls[0]);
  await card.getByRole('link', { name }).first().click();
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectPhotoShown(shopper.getByRole('main'), urls[0]);
  await expectPhotoShown(shopper.getByRole('main'), urls[1]);
});
