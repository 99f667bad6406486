// Per-route metadata: title, description, canonical URL and Open Graph, all built from the one site URL.
import type { Metadata } from 'next';
import { site } from '@/content/site';
import { siteUrl } from '@/lib/site-url';

/** The home page's <title>, and the title of any page that sets none. */
export const defaultTitle = `${site.name} | Handcrafted Wooden Goods`;
/** Every other page's <title>: "Shipping & Delivery | Prairie Grain Woodworks". */
export const titleTemplate = `%s | ${site.name}`;

/** The public address of a path of this site: absoluteUrl('/faq') is "https://<site>/faq". */
export function absoluteUrl(path: string): string {
  if (!path.startsWith('/')) throw new Error(`absoluteUrl expects a path starting with "/", got "${path}"`);
  return `${siteUrl}${path}`;
}

export interface PageMetadataInput {
  /** The page's own title; the layout's template adds the shop name. Omit on the home page. */
  title?: string;
  /** 120-160 characters: what a search result shows under the title. */
  description: string;
  /** The route, e.g. '/shipping'. */
  path: string;
  /** Pages a search engine should not list (cart, checkout, account, admin). */
  noIndex?: boolean;
}

/**
 * Metadata for one route. Next merges metadata shallowly, so a page that sets `openGraph` replaces the layout's:
 * the site name, locale and type are repeated here for that reason.
 */
export function pageMetadata({ title, description, path, noIndex = false }: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  const shareTitle = title ?? defaultTitle;
  return {
    ...(title === undefined ? {} : { title }),
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: 'en_CA',
      url,
      title: shareTitle,
      description,
    },
    twitter: { card: 'summary_large_image', title: shareTitle, description },
    ...(noIndex ? { robots: { index: false, follow: false } } : {}),
  };
}
