'use client';

import { featuredProducts } from '@/lib/catalogue/browse';
import { useShownProducts } from '@/lib/store/catalogue';
import type { Product } from '@/types/shop';
import { CARD_SLOT_CLASS, ProductCard } from './product-card';
import { FEATURED_PRODUCTS_ID } from './featured-products-id';

export function FeaturedProducts({ fromBuild }: { fromBuild?: Product[] }) {
  const products = useShownProducts(fromBuild);
  return (
    <ul id={FEATURED_PRODUCTS_ID} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="featured-products">
      {featuredProducts(products).map((product) => (
        <li key={product.id} className={CARD_SLOT_CLASS}>
          <ProductCard product={product} grid="threeColumnGrid" />
        </li>
      ))}
    </ul>
  );
}
