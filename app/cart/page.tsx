import type { Metadata } from 'next';
import { CartView } from '@/components/cart/cart-view';

export const metadata: Metadata = {
  title: 'Shopping cart',
  description: 'Review the handcrafted pieces in your cart, estimate shipping and check out.',
  robots: { index: false },
};

export default function CartPage() {
  return <CartView />;
}
