'use client';

import { ShoppingCart } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { cartCount } from '@/lib/cart';
import { useCart } from '@/lib/store/cart';
import { useHydrated } from '@/lib/store/hydration';

export function CartLink() {
  const hydrated = useHydrated();
  const count = useCart((s) => cartCount(s.items));
  const shown = hydrated && count > 0;
  return (
    <Link
      href="/cart"
      className="relative inline-flex items-center gap-1.5 rounded-lg px-2 py-2 sm:px-2.5 text-sm font-medium text-ink hover:bg-linen"
      aria-label={shown ? `Cart, ${count} item${count === 1 ? '' : 's'}` : 'Cart'}
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      <span className="hidden lg:inline">Cart</span>
      {shown && (
        <span
          data-testid="cart-badge"
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-walnut px-1.5 text-center text-xs font-bold leading-5 text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
