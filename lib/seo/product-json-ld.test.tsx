import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from '@/components/seo/json-ld';
import { prerenderedProductPath } from '@/lib/routes';
import { siteUrl } from '@/lib/site-url';
import { seed } from '@/test-support/products';
import { breadcrumbListJsonLd, productCrumbs, productJsonLd } from './product-json-ld';

describe('productJsonLd', () => {
  it('describes product 1 with name, images, description and a CAD offer in stock', () => {
    const product = seed('1');
    const data = productJsonLd(product);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: product.images,
      url: `${siteUrl}/product/1`,
      offers: {
        '@type': 'Offer',
        price: '65.00',
        priceCurrency: 'CAD',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 3 },
    });
  });

  it('marks out-of-stock products (8 and 15) OutOfStock', () => {
    for (const id of ['8', '15']) {
      expect(productJsonLd(seed(id)).offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    }
  });

  it('has aggregateRating only when the product has reviews', () => {
    expect(productJsonLd(seed('2'))).toHaveProperty('aggregateRating.reviewCount', 4);
    expect(productJsonLd(seed('3'))).not.toHaveProperty('aggregateRating');
  });

  it('writes the price with two decimals', () => {
    expect(productJsonLd({ ...seed('4'), price: 24.5 }).offers).toMatchObject({ price: '24.50' });
  });

  it('is serialised with < escaped, so catalogue text cannot close the script', () => {
    const hostile = { ...seed('4'), name: '</script><script>alert(1)</script>' };
    const html = renderToStaticMarkup(<JsonLd data={productJsonLd(hostile)} />);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json).name).toBe(hostile.name);
  });
});

describe('breadcrumbs', () => {
  it('runs Home > Products > category > product, with absolute URLs', () => {
    const data = breadcrumbListJsonLd(productCrumbs(seed('1')));
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: 'Products', item: `${siteUrl}/products` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Cutting Boards',
          item: `${siteUrl}/products?category=cutting-boards`,
        },
        { '@type': 'ListItem', position: 4, name: 'Edge-Grain Hardwood Cutting Board', item: `${siteUrl}/product/1` },
      ],
    });
  });
});

// A build against the shared server pre-renders the server's products, whose ids the seed does not have.
describe('a product page pre-rendered from the shared server', () => {
  const product = { ...seed('1'), id: 'Xk3pQ9wR' };

  it('names its own page as the product and offer URL, not the query-string twin', () => {
    const data = productJsonLd(product);
    expect(data.url).toBe(`${siteUrl}/product/Xk3pQ9wR`);
    expect(data).toMatchObject({ offers: { url: `${siteUrl}/product/Xk3pQ9wR` } });
  });

  it('ends its breadcrumb data at its own page', () => {
    const data = breadcrumbListJsonLd(productCrumbs(product, prerenderedProductPath(product.id)));
    expect(data.itemListElement).toContainEqual({ '@type': 'ListItem', position: 4, name: product.name, item: `${siteUrl}/product/Xk3pQ9wR` });
  });
});
