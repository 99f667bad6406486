import type { Metadata } from 'next';
import { FirstPaintAfterContent } from '@/components/layout/first-paint-after-content';
import { LazyRuntimeProductGate } from '@/components/product/lazy-runtime-product-gate';
import { ButtonLink } from '@/components/ui/button';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

// The centred heading grew from its centre as its words arrived (a layout shift); the page's content is short.
export default function NotFound() {
  return (
    <>
      <FirstPaintAfterContent />
      {/* A static host serves this page for /product/<id> of a product added at run time: the gate shows it. */}
      <LazyRuntimeProductGate>
        <div className="container-page flex flex-col items-center py-24 text-center">
          <p className="font-serif text-6xl font-bold text-oak">404</p>
          <h1 className="mt-4 text-3xl font-bold">We couldn&apos;t find that page</h1>
          <p className="mt-3 max-w-md text-muted">
            It may have moved, or the link may be mistyped. Our handcrafted pieces are all in the shop.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink href="/products">Browse products</ButtonLink>
            <ButtonLink href="/" variant="secondary">
              Go home
            </ButtonLink>
          </div>
        </div>
      </LazyRuntimeProductGate>
    </>
  );
}
