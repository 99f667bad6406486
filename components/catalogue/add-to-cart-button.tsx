'use client';

import { ShoppingCart } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { messages } from '@/content/messages';
import type { Product } from '@/types/shop';
import { useCart } from '@/lib/store/cart';
import { roomInLine } from '@/lib/orders/cart';
import { cartLineCopy } from '@/content/cart-line';
import { Button } from '@/components/ui/button';
import { useRenderedInBrowser } from '@/components/ui/rendered-in-browser';

/** How long the card's button reads 'Added!' (rules §9: 1500 ms). */
export const ADDED_FEEDBACK_MS = 1500;

/**
 * An Add to Cart button's words. Until the page's scripts have run the button is disabled (a press would be lost, and
 * in a form would submit it natively and reload the page: issue 84) and says so, over its own words kept invisible so
 * that it already has its final width and nothing moves when the scripts arrive.
 */
export function AddToCartLabel({ ready, children }: { ready: boolean; children: ReactNode }) {
  if (ready) return children;
  return (
    <span className="grid place-items-center">
      <span aria-hidden="true" className="invisible col-start-1 row-start-1 inline-flex items-center gap-2">
        {children}
      </span>
      <span className="col-start-1 row-start-1">{cartLineCopy.notReady}</span>
    </span>
  );
}

export function AddToCartButton({ product, className }: { product: Product; className?: string }) {
  const ready = useRenderedInBrowser();
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
        disabled={!ready}
        onClick={() => {
          add(product);
          setAdded(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setAdded(false), ADDED_FEEDBACK_MS);
        }}
        // The visible text comes first, so speech users can say what they see (WCAG 2.5.3).
        aria-label={added || !ready ? undefined : `Add to Cart: ${product.name}`}
      >
        <AddToCartLabel ready={ready}>
          {!added && <Icon node={ShoppingCart} className="size-4" />}
          {added ? messages.added : 'Add to Cart'}
        </AddToCartLabel>
      </Button>
      <span role="status" className="sr-only">
        {added ? `${product.name} added to cart` : ''}
      </span>
    </>
  );
}
