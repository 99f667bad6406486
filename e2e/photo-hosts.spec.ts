// A static build with a second photo host (NEXT_PUBLIC_PHOTO_HOSTS): the owner's product form takes a photo from
// it, a shopper sees it, and the page's Content-Security-Policy lets in exactly the build's photo hosts.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { expect, recordCspViolations, cspViolations, seedStorage, test, waitForHydration } from './fixtures';
import { adminStorage } from './admin-credential';

/** scripts/test.sh builds the site with this second photo host, on this machine (the test browser reaches no other). */
export const SECOND_PHOTO_ORIGIN = 'http://localhost:4179';

test('a photo from the build’s second photo host is taken, shown, and let in by the policy, and one from elsewhere is refused', async ({ page }) => {
  const photo = readFileSync('public/icon-192.png');
  const host = createServer((request, response) => {
    if (request.url !== '/walnut-tray.png') return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': photo.length }).end(photo);
  });
  // On every address of this machine, as "localhost" may be ::1 or 127.0.0.1.
  await new Promise<void>((resolve) => host.listen(Number(new URL(SECOND_PHOTO_ORIGIN).port), resolve));
  try {
    await recordCspViolations(page);
    await seedStorage(page, adminStorage);
    await page.goto('/admin');
    await waitForHydration(page);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy, 'the build names the second photo host: build as scripts/test.sh does').toContain(`img-src 'self' blob: https://images.unsplash.com ${SECOND_PHOTO_ORIGIN};`);

    const name = 'Walnut Serving Tray';
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel(/^Description/).fill('A tray photographed by the workshop itself.');
    await page.getByLabel(/^Price/).fill('58');
    const imageUrl = page.getByRole('textbox', { name: 'Image URL 1' });
    // The same photo on another host of this machine is not one the build names.
    await imageUrl.fill('http://127.0.0.1:4179/walnut-tray.png');
    await page.getByRole('button', { name: 'Save Product' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      `Image URLs must be https:// addresses on images.unsplash.com or ${SECOND_PHOTO_ORIGIN}, or start with / (a picture on this site)`,
    );
    await expect(page.getByLabel(/^Name/)).toHaveValue(name);
    await imageUrl.fill(`${SECOND_PHOTO_ORIGIN}/walnut-tray.png`);
    await page.getByRole('button', { name: 'Save Product' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Added ${name}.` })).toBeVisible();

    await page.goto('/products');
    await waitForHydration(page);
    const card = page.getByTestId('product-grid').getByRole('article').filter({ hasText: name });
    const shown = card.locator(`img[src="${SECOND_PHOTO_ORIGIN}/walnut-tray.png"]`);
    await shown.scrollIntoViewIfNeeded();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(192);
    expect(await cspViolations(page)).toEqual([]);
  } finally {
    await new Promise((resolve) => host.close(resolve));
  }
});
