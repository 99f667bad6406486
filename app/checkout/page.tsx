import type { Metadata } from 'next';
import { CheckoutView } from '@/components/checkout/checkout-view';

export const metadata: Metadata = {
  title: 'Checkout',
  description: 'Enter your contact details, shipping address and payment to place your order.',
  robots: { index: false },
};

export default function CheckoutPage() {
  return (
    <div className="container-page py-10">
      <h1 className="mb-8 text-4xl font-bold">Checkout</h1>
      <CheckoutView />
    </div>
  );
}
