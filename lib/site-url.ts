import { site } from '@/content/site';

/** The public address of the shop, for canonical URLs, Open Graph and the sitemap. */
export const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || site.defaultUrl).replace(/\/+$/, '');
