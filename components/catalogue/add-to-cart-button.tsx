'use client';

import { ShoppingCart } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useEffect, useRef, useState } from 'react';
import { messages } from '@/content/messages';
import type { Product } from '@/types/shop';
import { useCart } from '@/lib/store/cart';
import { roomInLine } from '@/lib/orders/cart';
import { cartLineCopy } from '@/content/cart-line';
import { Button } from '@/components/ui/button';

/** How long the card's button reads 'Added!' (rules §9: 1500 ms). */
export const ADDED_FEEDBACK_MS = 1500;

export function AddToCartButton({ product, className }: { product: Product; className?: string }) {
  const add = useCart((s) => s.add);
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const lineFull = useCart((s) => roomInLine(s.items, { productId: product.id, customizations: [] }) === 0);

  if (!product.inStock || lineFull) {
    return (
      <Button disabled className={className}>
        {product.inStock ? cartLineCopy.full : messages.outOfStock}
      </Button>
    );
  }

  return (
    <>
      <Button
        className={className}
        onClick={() => {
          add(product);
          setAdded(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setAdded(false), ADDED_FEEDBACK_MS);
        }}
        // The visible text comes first, so speech users can say what they see (WCAG 2.5.3).
        aria-label={added ? undefined : `Add to Cart: ${product.name}`}
      >
        {!added && <Icon node={ShoppingCart} className="size-4" />}
        {added ? messages.added : 'Add to Cart'}
      </Button>
      <span role="status" className="sr-only">
        {added ? `${product.name} added to cart` : ''}
      </span>
    </>
  );
}
