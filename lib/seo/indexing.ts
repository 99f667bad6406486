// Which addresses search engines may list (sitemap.xml) and which they must leave alone (robots.txt and a
// noindex robots meta tag on those pages). The routes are in docs/shop-rules.md §2.
import type { MetadataRoute } from 'next';
import { prerenderedProductPath } from '@/lib/routes';
import type { Product } from '@/types/shop';
import { absoluteUrl } from './metadata';

/** Every static route of rules §2 a shopper might search for, in the order the sitemap lists them. */
export const indexedPaths = [
  '/',
  '/products',
  '/custom',
  '/about',
  '/contact',
  '/support',
  '/faq',
  '/shipping',
  '/returns',
  '/warranty',
  '/care',
  '/privacy',
  '/terms',
] as const;

/**
 * Private or per-shopper screens: never listed, disallowed in robots.txt. Each is a prefix, so /admin also covers
 * /admin/login and /profile covers /profile/edit.
 */
export const noIndexPaths = [
  '/admin',
  '/login',
  '/cart',
  '/checkout',
  '/dashboard',
  '/orders',
  '/profile',
  '/order-confirmation',
  '/reset-password',
] as const;

/** True when a path is one of noIndexPaths or lies under one ('/admin/login'), but not '/products' for '/profile'. */
export function isNoIndexPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  return noIndexPaths.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The sitemap: the static routes, then the page the build pre-rendered for each product of its catalogue. */
export function sitemapEntries(products: readonly Pick<Product, 'id'>[]): MetadataRoute.Sitemap {
  const paths = [...indexedPaths, ...products.map((product) => prerenderedProductPath(product.id))];
  return paths.map((path) => ({ url: absoluteUrl(path) }));
}

/** robots.txt: everything is open except the private screens; points crawlers at the sitemap. */
export function robotsRules(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...noIndexPaths] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
