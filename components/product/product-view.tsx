import { Clock, Layers, Ruler, Weight } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { ReactNode } from 'react';
import { categoryLabels } from '@/content/categories';
import { messages } from '@/content/messages';
import { productPageCopy as copy } from '@/content/product-page';
import { productCrumbs } from '@/lib/seo/product-json-ld';
import type { Product } from '@/types/shop';
import { Badge } from '@/components/ui/badge';
import { Stars } from '@/components/ui/stars';
import { HelpfulButton } from './helpful-button';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { PRODUCT_BODY_ID } from './product-body-id';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { REVIEWS_SECTION_ID, ReviewsSection } from './reviews-section';
import { WriteReview } from './write-review';

/**
 * The product page (rules §2), the same for every entry point: the pre-rendered /product/<id>, a run-time product
 * through the 404 fallback, and /product?id=<id>.
 */
export function ProductView({ product }: { product: Product }) {
  return (
    <div className="container-page py-8 sm:py-10" data-testid="product-view" data-product-id={product.id}>
      <ProductBreadcrumbs crumbs={productCrumbs(product)} />
      <div id={PRODUCT_BODY_ID} className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <ProductGallery key={product.id} name={product.name} images={product.images} />
        </div>
        <div className="grid content-start gap-6">
          <div>
            <div className="flex flex-wrap gap-2">
              <Badge>{categoryLabels[product.category]}</Badge>
              {!product.inStock && <Badge tone="danger">{messages.outOfStock}</Badge>}
            </div>
            <h1 className="mt-3 text-3xl font-bold leading-tight sm:text-4xl">{product.name}</h1>
            <p className="mt-3">
              {product.totalReviews > 0 ? (
                <a
                  href={`#${REVIEWS_SECTION_ID}`}
                  className="inline-flex items-center gap-2 rounded hover:underline"
                  aria-label={`${copy.readReviews}: rated ${product.averageRating.toFixed(1)} out of 5, ${product.totalReviews} ${product.totalReviews === 1 ? 'review' : 'reviews'}`}
                >
                  <Stars rating={product.averageRating} count={product.totalReviews} />
                </a>
              ) : (
                <span className="text-sm text-muted">{copy.noReviewsYet}</span>
              )}
            </p>
            <p className="mt-4 text-ink">{product.description}</p>
          </div>
          <ProductPurchase key={product.id} product={product} />
          <ProductDetails product={product} />
        </div>
      </div>
      <div className="mt-14 border-t border-sand pt-10">
        <ReviewsSection
          reviews={product.reviews}
          averageRating={product.averageRating}
          totalReviews={product.totalReviews}
          actions={<WriteReview key={product.id} productId={product.id} />}
          renderHelpful={(review) => <HelpfulButton productId={product.id} review={review} />}
        />
      </div>
    </div>
  );
}

function ProductDetails({ product }: { product: Product }) {
  return (
    <section aria-labelledby="details-heading" className="rounded-card bg-white p-4 shadow-card sm:p-5">
      <h2 id="details-heading" className="font-serif text-lg font-semibold">
        {copy.detailsHeading}
      </h2>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <Detail icon={<Icon node={Ruler} className="size-4" />} term={copy.dimensions}>
          {product.dimensions}
        </Detail>
        <Detail icon={<Icon node={Clock} className="size-4" />} term={copy.craftingTime}>
          {product.craftingTime}
        </Detail>
        <Detail icon={<Icon node={Weight} className="size-4" />} term={copy.weight}>
          {product.weight}
        </Detail>
        <Detail icon={<Icon node={Layers} className="size-4" />} term={copy.materials} wide>
          {product.materials.length > 0 && (
            <ul className="flex flex-wrap gap-1.5">
              {product.materials.map((material) => (
                <li key={material} className="rounded bg-linen px-2 py-0.5 text-walnut-dark">
                  {material}
                </li>
              ))}
            </ul>
          )}
        </Detail>
      </dl>
    </section>
  );
}

function Detail({ icon, term, wide = false, children }: { icon: ReactNode; term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="flex items-center gap-1.5 font-semibold text-ink">
        <span className="text-walnut">{icon}</span>
        {term}
      </dt>
      <dd className="mt-1 text-muted">{children}</dd>
    </div>
  );
}
