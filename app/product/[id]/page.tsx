import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CatalogueProduct } from '@/components/product/product-entry';
import { JsonLd } from '@/components/seo/json-ld';
import { seedProducts } from '@/content/products';
import { site } from '@/content/site';
import { findProduct } from '@/lib/catalogue';
import { productPath } from '@/lib/routes';
import { breadcrumbListJsonLd, productCrumbs, productJsonLd } from '@/lib/seo/product-json-ld';

// Static export: only the seed catalogue is pre-rendered. Any other id gets the host's 404.html, where the
// not-found page shows a product added at run time or redirects to /products.
export const dynamicParams = false;

export function generateStaticParams() {
  return seedProducts.map((product) => ({ id: product.id }));
}

interface ProductPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const product = findProduct(seedProducts, (await params).id);
  if (!product) return {};
  const url = productPath(product.id);
  return {
    title: product.name,
    description: product.description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: 'en_CA',
      url,
      title: product.name,
      description: product.description,
      images: product.images.slice(0, 1).map((image) => ({ url: image, alt: product.name })),
    },
  };
}

export default async function ProductPage({ params }: ProductPageProps) {
  const product = findProduct(seedProducts, (await params).id);
  if (!product) notFound();
  return (
    <>
      <JsonLd data={[productJsonLd(product), breadcrumbListJsonLd(productCrumbs(product))]} />
      <CatalogueProduct seed={product} />
    </>
  );
}
