// Per-route metadata: title, description, canonical URL and Open Graph, all built from the one site URL.
import type { Metadata } from 'next';
import type { InfoPage } from '@/content/pages/types';
import { site } from '@/content/site';
import { siteUrl } from '@/lib/site-url';

/** The home page's <title>, and the title of any page that sets none. */
export const defaultTitle = `${site.name} | Handcrafted Wooden Goods`;
/** Every other page's <title>: "Shipping & Delivery | Prairie Grain Woodworks". */
export const titleTemplate = `%s | ${site.name}`;

/** The share picture drawn by app/og-image.png/route.tsx. */
export const ogImage = {
  url: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}`,
  type: 'image/png',
} as const;

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
  /** The picture a share shows, when the page has its own (a product's photo); otherwise the shop's share picture. */
  image?: { url: string; alt: string };
}

/**
 * Metadata for one route. Next merges metadata shallowly, so a page that sets `openGraph` replaces the layout's:
 * the site name, locale and type are repeated here for that reason.
 */
export function pageMetadata({ title, description, path, noIndex = false, image }: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  const shareTitle = title ?? defaultTitle;
  const shareImage = image ? { ...image, url: image.url.startsWith('/') ? absoluteUrl(image.url) : image.url } : absoluteOgImage();
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
      images: [shareImage],
    },
    twitter: { card: 'summary_large_image', title: shareTitle, description, images: [shareImage] },
    ...(noIndex ? { robots: { index: false, follow: false } } : {}),
  };
}

/** The share picture with an absolute URL, as Open Graph readers expect. */
export function absoluteOgImage() {
  return { ...ogImage, url: absoluteUrl(ogImage.url) };
}

/** Metadata of an information page from its content/pages data. */
export function infoPageMetadata(page: Pick<InfoPage, 'title' | 'metaTitle' | 'description'>, path: string): Metadata {
  return pageMetadata({ title: page.metaTitle ?? page.title, description: page.description, path });
}
