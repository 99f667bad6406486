'use client';

import { cartCount } from '@/lib/orders/cart';
import { useCart } from '@/lib/store/cart';
import { useHydrated } from '@/lib/store/hydration';
import { CartLinkView } from './cart-link-view';

/** The cart link with the cart's count (loaded by the header once the cart is in use: header-slots.tsx). */
export function CartLink() {
  const hydrated = useHydrated();
  const count = useCart((s) => cartCount(s.items));
  return <CartLinkView count={hydrated ? count : 0} />;
}
