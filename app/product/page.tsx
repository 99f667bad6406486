import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ProductFromQuery } from '@/components/product/product-entry';
import { ProductLoading } from '@/components/product/product-loading';

export const metadata: Metadata = { title: 'Product', robots: { index: false, follow: true } };

/** /product?id=<id>: opens any product in the catalogue store, including ones the admin added at run time. */
export default function ProductByQueryPage() {
  return (
    <Suspense fallback={<ProductLoading />}>
      <ProductFromQuery />
    </Suspense>
  );
}
