// Product and BreadcrumbList structured data for /product/:id (schema.org), serialised by components/seo/json-ld.
import { categoryLabels } from '@/content/categories';
import { site } from '@/content/site';
import { roundMoney } from '@/lib/pricing/money';
import { prerenderedProductPath, productPath, productsPath } from '@/lib/routes';
import { siteUrl } from '@/lib/site-url';
import type { Product } from '@/types/shop';
import type { JsonLdObject } from './json-ld';

const absolute = (path: string) => `${siteUrl}${path}`;

/** A schema.org Product with an Offer in CAD, for its pre-rendered page; aggregateRating only with reviews. */
export function productJsonLd(product: Product): JsonLdObject {
  const url = absolute(prerenderedProductPath(product.id));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    sku: product.id,
    name: product.name,
    description: product.description,
    image: product.images,
    url,
    category: categoryLabels[product.category],
    material: product.materials.join(', '),
    brand: { '@type': 'Brand', name: site.name },
    offers: {
      '@type': 'Offer',
      url,
      price: roundMoney(product.price).toFixed(2),
      priceCurrency: 'CAD',
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: site.name },
    },
    ...(product.totalReviews > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.averageRating,
        reviewCount: product.totalReviews,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}

export interface Crumb {
  name: string;
  /** A path inside the site. */
  path: string;
}

/** Home > Products > category > product, as shown in the page's breadcrumb trail; `path` is the product's page. */
export function productCrumbs(product: Pick<Product, 'id' | 'name' | 'category'>, path = productPath(product.id)): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Products', path: '/products' },
    { name: categoryLabels[product.category], path: productsPath({ category: product.category }) },
    { name: product.name, path },
  ];
}

export function breadcrumbListJsonLd(crumbs: readonly Crumb[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}
