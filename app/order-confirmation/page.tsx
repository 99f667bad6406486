import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ConfirmationFallback, OrderConfirmation } from '@/components/orders/order-confirmation';

export const metadata: Metadata = {
  title: 'Order confirmation',
  description: 'The summary of your order.',
  robots: { index: false },
};

export default function OrderConfirmationPage() {
  return (
    <div className="container-page py-10">
      <Suspense fallback={<ConfirmationFallback />}>
        <OrderConfirmation />
      </Suspense>
    </div>
  );
}
