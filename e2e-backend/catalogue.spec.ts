import { siteUrl } from '@/lib/site-url';
import { expect, test, waitForHydration } from './backend';

// scripts/e2e-backend.mjs added this product to the server before building the site: the seed does not have it.
function productTheSeedLacks(): { id: string; name: string } {
  const raw = process.env.E2E_PRODUCT_THE_SEED_LACKS;
  if (!raw) throw new Error('E2E_PRODUCT_THE_SEED_LACKS is not set: run these through `node scripts/e2e-backend.mjs`.');
  return JSON.parse(raw) as { id: string; name: string };
}

test("the pages a build writes, as crawlers and scriptless browsers read them, hold the server's catalogue", async ({ request }) => {
  const product = productTheSeedLacks();
  const pagePath = `/product/${product.id}`;

  // Whole pages are long: each check says what it looked for instead of printing the page.
  const listing = await (await request.get('/products')).text();
  expect(listing.includes(product.name), `/products as exported lists ${product.name}`).toBe(true);

  const page = await request.get(pagePath);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]).toBe(product.name);
  expect(html.includes(`<link rel="canonical" href="${siteUrl}${pagePath}"/>`), 'its canonical link is its own page').toBe(true);
  expect(html.includes(`"url":"${siteUrl}${pagePath}"`), 'its Product data names its own page').toBe(true);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap.includes(`<loc>${siteUrl}${pagePath}</loc>`), 'the sitemap lists its page').toBe(true);
});

test("a shopper's catalogue lists the product the seed lacks, and its card opens its page", async ({ newBrowser }) => {
  const product = productTheSeedLacks();
  const page = await newBrowser();
  await page.goto('/products');
  await waitForHydration(page);
  await page.getByRole('link', { name: product.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
});

test('a helpful mark the server cannot take says so, and counts once it can', async ({ newBrowser }) => {
  const shopper = await newBrowser();
  await shopper.route('**/parse/functions/markHelpful', (route) => route.abort('connectionrefused'));
  await shopper.goto('/product/1');
  await waitForHydration(shopper);
  const review = shopper.getByRole('list', { name: 'Customer Reviews' }).getByRole('listitem').filter({ hasText: 'Linda Kowalczyk' });
  await review.getByRole('button', { name: /^Helpful/ }).click();
  await expect(review.getByRole('alert')).toHaveText(
    "We couldn't reach the shop just now, so nothing was saved. Everything you typed is still here. Check your connection and try again, or call us at +1 (780) 555-0142.",
  );
  await shopper.unroute('**/parse/functions/markHelpful');
  await review.getByRole('button', { name: /^Helpful/ }).click();
  await expect(review.getByRole('button', { name: /^Marked helpful/ })).toBeVisible();
  await expect(review.getByRole('alert')).toHaveCount(0);
});
