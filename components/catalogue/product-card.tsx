import clsx from 'clsx';
import { memo } from 'react';
import { Link } from '@/components/ui/link';
import { Clock, Ruler } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { categoryLabels } from '@/content/categories';
import { messages } from '@/content/messages';
import { needsConfiguration } from '@/lib/catalogue/browse';
import { productPath } from '@/lib/routes';
import type { Product } from '@/types/shop';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { photoSizes } from '@/components/ui/photo-sizes';
import { ProductImage } from '@/components/ui/product-image';
import { Stars } from '@/components/ui/stars';
import { AddToCartButton } from './add-to-cart-button';

/** rules §9: a card shows at most 2 materials. */
export const CARD_MATERIALS = 2;

export type CardLayout = 'grid' | 'list';

/**
 * The list item a card sits in. A card out of view is laid out and painted only once scrolled near
 * (content-visibility), so a new sort or filter draws the few in view, and the photos of cards far below the fold
 * wait until then instead of sharing a slow line with the photo at the top. Until a card has been drawn, 30rem holds
 * its place.
 */
export const CARD_SLOT_CLASS = 'flex [contain-intrinsic-height:auto_30rem] [content-visibility:auto] [&>article]:w-full';

interface ProductCardProps {
  product: Product;
  layout?: CardLayout;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** Which grid the card sits in, so its photo is downloaded at the width shown. */
  grid?: 'catalogueCard' | 'threeColumnGrid';
}

/** Memoised: a catalogue re-rendered for a new sort or filter leaves the cards it keeps untouched. */
export const ProductCard = memo(function ProductCard({
  product,
  layout = 'grid',
  priority = false,
  headingLevel: Heading = 'h3',
  grid = 'catalogueCard',
}: ProductCardProps) {
  const href = productPath(product.id);
  const list = layout === 'list';
  return (
    <article
      className={clsx(
        'group flex overflow-hidden rounded-card bg-white shadow-card ring-1 ring-sand/60 transition-shadow hover:shadow-lift',
        list ? 'flex-row' : 'flex-col',
      )}
    >
      <div className={clsx('relative shrink-0', list && 'w-28 sm:w-64')}>
        <Link href={href} tabIndex={-1} aria-hidden="true">
          <ProductImage
            src={product.images[0]}
            alt={product.name}
            width={800}
            height={600}
            priority={priority}
            sizes={list ? photoSizes.listCard : photoSizes[grid]}
            className={clsx('w-full', list ? 'aspect-square sm:aspect-[4/3]' : 'aspect-[4/3]')}
          />
        </Link>
        <div className={clsx('absolute flex flex-wrap gap-1.5', list ? 'left-1.5 top-1.5 sm:left-3 sm:top-3' : 'left-3 top-3')}>
          {/* The list's photo is too narrow on a phone for the category's name; the filter above names it. */}
          <Badge className={clsx(list && 'max-sm:hidden')}>{categoryLabels[product.category]}</Badge>
          {!product.inStock && <Badge tone="danger">{messages.outOfStock}</Badge>}
        </div>
      </div>
      <div className={clsx('flex min-w-0 flex-1 flex-col gap-2', list ? 'p-3 sm:p-4' : 'p-4')}>
        <Heading className="text-lg font-semibold leading-snug">
          <Link href={href} className="hover:text-walnut hover:underline">
            {product.name}
          </Link>
        </Heading>
        {product.totalReviews > 0 && <Stars rating={product.averageRating} count={product.totalReviews} />}
        <p className="line-clamp-2 text-sm text-muted">{product.description}</p>
        <ul className="flex flex-wrap gap-1.5" aria-label="Materials">
          {product.materials.slice(0, CARD_MATERIALS).map((material) => (
            <li key={material} className="rounded bg-linen px-2 py-0.5 text-xs text-walnut-dark">
              {material}
            </li>
          ))}
        </ul>
        <dl className="grid gap-1 text-xs text-muted">
          <div className="flex items-center gap-1.5">
            <dt>
              <Icon node={Clock} className="size-3.5" />
              <span className="sr-only">Crafting time</span>
            </dt>
            <dd>{product.craftingTime}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Icon node={Ruler} className="size-3.5" />
              <span className="sr-only">Dimensions</span>
            </dt>
            <dd>{product.dimensions}</dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <Price amount={product.price} className="text-xl font-bold text-bark" />
          {product.inStock && needsConfiguration(product) ? (
            <ButtonLink href={href} variant="secondary">
              Choose options
            </ButtonLink>
          ) : (
            <AddToCartButton product={product} />
          )}
        </div>
      </div>
    </article>
  );
});
