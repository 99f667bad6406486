import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { siteUrl } from '@/lib/site-url';
import { absoluteUrl, defaultTitle, infoPageMetadata, pageMetadata } from './metadata';

describe('absoluteUrl', () => {
  it('joins the site URL and a path', () => {
    expect(absoluteUrl('/shipping')).toBe(`${siteUrl}/shipping`);
    expect(absoluteUrl('/')).toBe(`${siteUrl}/`);
    expect(absoluteUrl('/product/7')).toBe(`${siteUrl}/product/7`);
  });

  it('refuses a relative path, which would glue onto the host name', () => {
    expect(() => absoluteUrl('shipping')).toThrow(/starting with "\/"/);
  });
});

describe('pageMetadata', () => {
  const description = 'Processing times, rates for Canada and the US, free shipping thresholds and local pickup.';

  it('sets the title, description, canonical URL and Open Graph of a route', () => {
    const metadata = pageMetadata({ title: 'Shipping & Delivery', description, path: '/shipping' });
    expect(metadata.title).toBe('Shipping & Delivery');
    expect(metadata.description).toBe(description);
    expect(metadata.alternates?.canonical).toBe(`${siteUrl}/shipping`);
    expect(metadata.openGraph).toMatchObject({
      url: `${siteUrl}/shipping`,
      title: 'Shipping & Delivery',
      description,
      siteName: site.name,
      locale: 'en_CA',
      type: 'website',
      images: [{ url: `${siteUrl}/og-image.png`, width: 1200, height: 630 }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: `${siteUrl}/og-image.png` }] });
    expect(metadata.robots).toBeUndefined();
  });

  it('leaves the title to the layout on the home page, and shares the default title', () => {
    const metadata = pageMetadata({ description, path: '/' });
    expect(metadata).not.toHaveProperty('title');
    expect(metadata.openGraph?.title).toBe(defaultTitle);
    expect(metadata.alternates?.canonical).toBe(`${siteUrl}/`);
  });

  it("shares a product's own photo instead of the shop's picture, with an absolute address", () => {
    const photo = 'https://images.unsplash.com/photo-1?w=1200';
    const metadata = pageMetadata({ title: 'Walnut Board', description, path: '/product/1', image: { url: photo, alt: 'Walnut Board' } });
    expect(metadata.openGraph?.images).toEqual([{ url: photo, alt: 'Walnut Board' }]);
    expect(metadata.twitter?.images).toEqual([{ url: photo, alt: 'Walnut Board' }]);
    const local = pageMetadata({ title: 'Shelf', description, path: '/product/9', image: { url: '/shelf.jpg', alt: 'Shelf' } });
    expect(local.openGraph?.images).toEqual([{ url: `${siteUrl}/shelf.jpg`, alt: 'Shelf' }]);
  });

  it('marks private pages noindex', () => {
    expect(pageMetadata({ title: 'Cart', description, path: '/cart', noIndex: true }).robots).toEqual({
      index: false,
      follow: false,
    });
  });
});

describe('infoPageMetadata', () => {
  it('prefers the short meta title and keeps the description', () => {
    const metadata = infoPageMetadata(
      { title: `About ${site.name}`, metaTitle: 'About Us', description: 'The workshop.' },
      '/about',
    );
    expect(metadata.title).toBe('About Us');
    expect(metadata.description).toBe('The workshop.');
    expect(metadata.alternates?.canonical).toBe(`${siteUrl}/about`);
  });

  it('falls back to the page title', () => {
    expect(infoPageMetadata({ title: 'Care Guide', description: 'Oil it.' }, '/care').title).toBe('Care Guide');
  });
});
