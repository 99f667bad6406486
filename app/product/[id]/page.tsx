import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CatalogueProduct } from '@/components/product/product-entry';
import { JsonLd } from '@/components/seo/json-ld';
import { seedProducts } from '@/content/products';
import { findProduct } from '@/lib/catalogue';
import { productPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
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
  const photo = product.images[0];
  return pageMetadata({
    title: product.name,
    description: product.description,
    path: productPath(product.id),
    image: photo === undefined ? undefined : { url: photo, alt: product.name },
  });
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
