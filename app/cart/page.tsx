import type { Metadata } from 'next';
import { CartView } from '@/components/cart/cart-view';
import { FirstPaintAfterContent } from '@/components/layout/first-paint-after-content';

export const metadata: Metadata = {
  title: 'Shopping cart',
  description: 'Review the handcrafted pieces in your cart, estimate shipping and check out.',
  robots: { index: false },
};

// The empty cart's centred "Browse products" grew from its centre as its label arrived (a layout shift), and the
// whole page's content is about 0.6 kB compressed.
export default function CartPage() {
  return (
    <>
      <FirstPaintAfterContent />
      <CartView />
    </>
  );
}
