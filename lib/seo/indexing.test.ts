import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/content/products';
import { siteUrl } from '@/lib/site-url';
import { indexedPaths, isNoIndexPath, noIndexPaths, robotsRules, sitemapEntries } from './indexing';

describe('sitemapEntries', () => {
  const urls = sitemapEntries(seedProducts).map((entry) => entry.url);

  it('lists the public routes of rules §2 and every seed product, as absolute URLs', () => {
    for (const path of ['/', '/products', '/about', '/contact', '/custom', '/support', '/shipping', '/faq']) {
      expect(urls).toContain(`${siteUrl}${path}`);
    }
    for (const path of ['/returns', '/warranty', '/care', '/privacy', '/terms']) expect(urls).toContain(`${siteUrl}${path}`);
    expect(seedProducts).toHaveLength(16);
    for (const product of seedProducts) expect(urls).toContain(`${siteUrl}/product/${product.id}`);
    expect(urls).toHaveLength(indexedPaths.length + seedProducts.length);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists each product of a catalogue read from the shared server at its own page, ids the seed lacks too', () => {
    const fromServer = sitemapEntries([{ id: 'Xk3pQ9wR' }, { id: '1' }]).map((entry) => entry.url);
    expect(fromServer).toContain(`${siteUrl}/product/Xk3pQ9wR`);
    expect(fromServer).toContain(`${siteUrl}/product/1`);
  });

  it('never lists a private screen', () => {
    for (const url of urls) expect(isNoIndexPath(url.slice(siteUrl.length))).toBe(false);
  });
});

describe('isNoIndexPath', () => {
  it.each([
    ['/admin', true],
    ['/admin/login', true],
    ['/login', true],
    ['/cart', true],
    ['/checkout', true],
    ['/dashboard?tab=orders', true],
    ['/orders', true],
    ['/profile/edit', true],
    ['/order-confirmation', true],
    ['/reset-password?token=abc', true],
    ['/products', false],
    ['/product/1', false],
    ['/faq', false],
    ['/', false],
    ['/cartography', false],
  ])('%s -> %s', (path, expected) => {
    expect(isNoIndexPath(path)).toBe(expected);
  });
});

describe('robotsRules', () => {
  it('allows the shop, disallows the nine private screens and names the sitemap', () => {
    const robots = robotsRules();
    const rules = Array.isArray(robots.rules) ? robots.rules : [robots.rules];
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ userAgent: '*', allow: '/' });
    expect(rules[0].disallow).toEqual([
      '/admin',
      '/login',
      '/cart',
      '/checkout',
      '/dashboard',
      '/orders',
      '/profile',
      '/order-confirmation',
      '/reset-password',
    ]);
    expect(noIndexPaths).toHaveLength(9);
    expect(robots.sitemap).toBe(`${siteUrl}/sitemap.xml`);
  });
});
