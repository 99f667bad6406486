import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FirstPaintAfter } from '@/components/layout/first-paint-after-content';
import { PRODUCT_BODY_ID } from '@/components/product/product-body-id';
import { CatalogueProduct } from '@/components/product/product-entry';
import { JsonLd } from '@/components/seo/json-ld';
import { buildCatalogue } from '@/lib/catalogue/build-catalogue';
import { findProduct } from '@/lib/catalogue/browse';
import { prerenderedProductPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbListJsonLd, productCrumbs, productJsonLd } from '@/lib/seo/product-json-ld';

// Static export: only the catalogue known at build (the seed, or the shared server's) is pre-rendered. Any other id gets the host's 404.html, where the
// not-found page shows a product added at run time or redirects to /products.
export const dynamicParams = false;

export async function generateStaticParams() {
  return (await buildCatalogue()).map((product) => ({ id: product.id }));
}

interface ProductPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const product = findProduct(await buildCatalogue(), (await params).id);
  if (!product) return {};
  const photo = product.images[0];
  return pageMetadata({
    title: product.name,
    description: product.description,
    path: prerenderedProductPath(product.id),
    image: photo === undefined ? undefined : { url: photo, alt: product.name },
  });
}

export default async function ProductPage({ params }: ProductPageProps) {
  const product = findProduct(await buildCatalogue(), (await params).id);
  if (!product) notFound();
  return (
    <>
      {/* On a phone the trail's last item, the product's name, wraps to a line of its own once whole, so it jumped
          there as the rest of it arrived (0.008): the page's first paint waits for the trail to be whole. */}
      <FirstPaintAfter id={PRODUCT_BODY_ID} />
      <JsonLd data={[productJsonLd(product), breadcrumbListJsonLd(productCrumbs(product, prerenderedProductPath(product.id)))]} />
      <CatalogueProduct seed={product} />
    </>
  );
}
