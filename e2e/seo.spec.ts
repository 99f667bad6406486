import { expect, test } from './fixtures';
import { seedProducts } from '@/content/products';
import { site } from '@/content/site';

const privatePaths = ['/admin', '/login', '/cart', '/checkout', '/dashboard', '/orders', '/profile', '/order-confirmation', '/reset-password'];

/** Every JSON-LD block of a pre-rendered page, parsed. */
async function jsonLdOf(request: import('@playwright/test').APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

test('sitemap.xml lists the public pages and every product page, and no private screen', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]));
  expect(new Set(urls.map((url) => url.origin)).size).toBe(1);
  const paths = urls.map((url) => url.pathname);
  for (const product of seedProducts) expect(paths).toContain(`/product/${product.id}`);
  for (const path of ['/', '/products', '/about', '/contact', '/custom', '/support', '/faq', '/shipping', '/returns', '/warranty', '/care', '/privacy', '/terms']) {
    expect(paths).toContain(path);
  }
  for (const path of paths) {
    for (const hidden of privatePaths) expect(path === hidden || path.startsWith(`${hidden}/`)).toBe(false);
  }
});

test('robots.txt disallows the private screens and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain('User-Agent: *');
  for (const path of privatePaths) expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test('the home page describes the workshop as a LocalBusiness in JSON-LD', async ({ request }) => {
  const business = (await jsonLdOf(request, '/')).find((data) => data['@type'] === 'LocalBusiness');
  expect(business).toMatchObject({
    '@context': 'https://schema.org',
    name: site.name,
    telephone: site.phone,
    email: site.email,
    address: { addressLocality: 'Lloydminster', addressRegion: 'AB', addressCountry: 'CA' },
  });
  expect(business.openingHoursSpecification).toEqual([
    expect.objectContaining({ opens: '09:00', closes: '18:00' }),
    expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '10:00', closes: '16:00' }),
  ]);
});

test('each page has its own title, description, canonical URL and Open Graph tags', async ({ page }) => {
  for (const path of ['/', '/shipping', '/faq', '/privacy']) {
    await page.goto(path);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(path);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', site.name);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description!.length).toBeGreaterThanOrEqual(120);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description!);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-image\.png$/);
  }
  await page.goto('/shipping');
  await expect(page).toHaveTitle(`Shipping & Delivery | ${site.name}`);
});

test('the favicon, touch icon, manifest and share image are served', async ({ page, request }) => {
  await page.goto('/');
  const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  for (const href of [icon!, touchIcon!]) expect((await request.get(href)).status()).toBe(200);

  const manifest = await (await request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ name: site.name, start_url: '/', display: 'standalone' });
  for (const { src } of manifest.icons as { src: string }[]) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  }

  const share = await request.get('/og-image.png');
  expect(share.status()).toBe(200);
  expect(share.headers()['content-type']).toBe('image/png');
});
