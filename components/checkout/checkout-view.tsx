'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { checkoutCopy } from '@/content/checkout';
import { afterOrderLinks } from '@/content/orders';
import { ButtonLink } from '@/components/ui/button';
import { checkoutFormFor, withChosenCountry, withKeptDetails, type KeptCheckoutDetails } from '@/lib/orders/checkout';
import { useCart } from '@/lib/store/cart';
import { useEndedSession } from '@/lib/store/ended-session';
import { useHydrated } from '@/lib/store/hydration';
import { useSession } from '@/lib/store/session';
import { chosenShipping } from '@/lib/store/shipping-choice';
import { finishPlacement, interruptedPlacement } from '@/lib/shop/placement';
import { paymentSettled } from '@/lib/orders/payment';
import { CheckoutForm } from './checkout-form';
import { readKeptDetails } from './kept-details';

export function confirmationPath(orderId: string): string {
  return `/order-confirmation?id=${encodeURIComponent(orderId)}`;
}

/**
 * /checkout: waits for the persisted cart, sends an empty cart back to /cart (rules §2), pre-fills the form from
 * the signed-in user with what was typed earlier in this visit over it (kept-details.ts), and after the order is
 * placed forgets what was typed, clears the cart and opens the confirmation.
 */
export function CheckoutView() {
  const hydrated = useHydrated();
  const hasItems = useCart((s) => s.items.length > 0);
  const user = useSession((s) => s.user);
  const router = useRouter();
  const [placedId, setPlacedId] = useState<string | null>(null);
  // While an order is being placed another tab may empty the cart (it ordered it first); the form stays until this
  // tab's turn says what became of it.
  const [placing, setPlacing] = useState<'no' | 'waiting' | 'ordered-elsewhere'>('no');
  /** What was typed earlier in this visit; undefined until it has been read. */
  const [kept, setKept] = useState<Partial<KeptCheckoutDetails> | undefined>(undefined);
  // Whose details were typed: the signed-in customer's, or, once the server ended their session, still theirs.
  const endedFor = useEndedSession((s) => s.endedFor);
  const readFor = hydrated ? (user?.id ?? endedFor) : undefined;

  useEffect(() => {
    if (readFor === undefined) return;
    let current = true;
    void readKeptDetails(readFor).then((details) => {
      if (current) setKept(details);
    });
    return () => {
      current = false;
    };
  }, [readFor]);

  // An order this tab stored just before a reload: it is finished and its confirmation opened, not placed again
  // (nor, its cart already emptied, taken for an empty cart).
  const [placementChecked, setPlacementChecked] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    void interruptedPlacement().then(async (placed) => {
      // Paid on Stripe's page, an order is finished by its confirmation once paid: one still awaiting its payment
      // (Cancel on Stripe's page came back here) or unpaid leaves the cart and the details as they are.
      if (placed && (process.env.NEXT_PUBLIC_PAYMENTS === 'stripe' ? paymentSettled(placed.order) : true)) {
        setPlacedId(placed.order.id);
        await finishPlacement(placed.guest);
        router.replace(confirmationPath(placed.order.id));
      }
      setPlacementChecked(true);
    });
  }, [hydrated, router]);

  useEffect(() => {
    if (hydrated && placementChecked && !hasItems && placedId === null && placing === 'no') router.replace('/cart');
  }, [hydrated, placementChecked, hasItems, placedId, placing, router]);

  if (placedId !== null) {
    return (
      <p role="status" className="rounded-card bg-white p-8 text-center text-ink shadow-card">
        Order placed. Opening your confirmation…
      </p>
    );
  }
  if (placing === 'ordered-elsewhere') return <OrderedElsewhere />;
  if (!hydrated || (!hasItems && placing === 'no') || kept === undefined) {
    return (
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]" aria-busy="true">
        <p className="sr-only" role="status">
          Loading checkout…
        </p>
        <div className="h-[36rem] animate-pulse rounded-card bg-white shadow-card ring-1 ring-sand/60" />
        <div className="h-96 animate-pulse rounded-card bg-white shadow-card ring-1 ring-sand/60" />
      </div>
    );
  }
  return (
    <CheckoutForm
      initial={withKeptDetails(checkoutFormFor(user), withChosenCountry(kept, chosenShipping()?.country ?? null))}
      onPlaced={async (orderId) => {
        setPlacedId(orderId);
        router.push(confirmationPath(orderId));
        await finishPlacement();
      }}
      onOrderedElsewhere={() => setPlacing('ordered-elsewhere')}
      onPlacing={(now) => setPlacing(now ? 'waiting' : 'no')}
    />
  );
}

/** In place of the form once another tab has ordered this cart: said where the Place order button was pressed. */
function OrderedElsewhere() {
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => said.current?.focus(), []);
  return (
    <div className="rounded-card bg-white p-8 text-center text-ink shadow-card">
      <p ref={said} role="status" tabIndex={-1} className="mx-auto max-w-xl text-lg">
        {checkoutCopy.orderedInAnotherTab}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink href={afterOrderLinks.yourOrders.href} size="lg">
          {afterOrderLinks.yourOrders.label}
        </ButtonLink>
        <ButtonLink href={afterOrderLinks.continueShopping.href} size="lg" variant="secondary">
          {afterOrderLinks.continueShopping.label}
        </ButtonLink>
      </div>
    </div>
  );
}
