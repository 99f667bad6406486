import { Lock } from 'lucide';
import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { stripeCheckoutCopy } from '@/content/payments';

/** Checkout's payment section when the card is typed on Stripe's page (NEXT_PUBLIC_PAYMENTS=stripe): what happens next. */
export function StripePayment() {
  return (
    <p className="flex items-start gap-2 rounded-lg bg-linen px-3 py-2 text-sm text-ink" data-testid="stripe-payment-note">
      <Icon node={Lock} className="mt-0.5 size-4 shrink-0 text-walnut" />
      {stripeCheckoutCopy.paymentNote}
    </p>
  );
}

/**
 * At the top of checkout, back from Stripe's page by its Cancel link (/checkout?payment=cancelled): nothing was
 * charged, and everything is as it was.
 */
export function StripeCancelledNotice() {
  // The form shows once the stored cart has been read, in the browser only (checkout-view.tsx): the address is there.
  const [cancelled] = useState(() => typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('payment') === 'cancelled');
  if (!cancelled) return null;
  return (
    <p role="status" className="rounded-card border border-walnut bg-linen p-4 text-sm text-ink">
      {stripeCheckoutCopy.cancelled}
    </p>
  );
}
