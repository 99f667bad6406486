'use client';

import { CircleCheck, PackageSearch } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useSearchParams } from 'next/navigation';
import { lazy, useEffect } from 'react';
import { afterOrderLinks, confirmationCopy } from '@/content/orders';
import { messages } from '@/content/messages';
import { useHydrated } from '@/lib/store/hydration';
import { useOrders } from '@/lib/store/orders';
import { useSession } from '@/lib/store/session';
import { forgetPlacedOrder } from '@/lib/store/placed-order';
import { isGuestUser } from '@/lib/accounts/users';
import { accountIdsFor } from '@/lib/accounts/auth';
import { loginPath } from '@/lib/accounts/account-links';
import { ButtonLink } from '@/components/ui/button';
import { OrderSummary } from './order-summary';

/**
 * The confirmation of an order paid on Stripe's page, loaded only by a build that pays through Stripe (the rest
 * never carries it). The page's Suspense boundary (app/order-confirmation/page.tsx) shows the fallback meanwhile.
 */
const PaymentConfirmation =
  process.env.NEXT_PUBLIC_PAYMENTS === 'stripe' ? lazy(() => import('./payment-confirmation').then((m) => ({ default: m.PaymentConfirmation }))) : null;

/**
 * /order-confirmation?id=…: the order from the orders store, once persisted state has been read, to the shopper it
 * belongs to. The browser keeps every order placed in it (the owner's list reads them), so anyone else at the
 * browser, signed out after Logout included, reads 'Order not found' instead of its name, address and card.
 */
export function OrderConfirmation() {
  const id = useSearchParams().get('id') ?? '';
  const hydrated = useHydrated();
  const user = useSession((s) => s.user);
  const order = useOrders((s) => (id ? s.orders.find((candidate) => candidate.id === id) : undefined));
  const yours = useSession((s) => order !== undefined && s.user !== null && accountIdsFor(s.user, s.accounts).includes(order.userId));
  // Shown: the checkout that placed it has nothing left to finish after a reload. (Paid on Stripe's page, an order
  // is finished once the server has its payment: payment-confirmation.tsx.)
  useEffect(() => {
    if (order && yours && (process.env.NEXT_PUBLIC_PAYMENTS === 'stripe' ? order.payment === undefined : true)) forgetPlacedOrder();
  }, [order, yours]);

  if (!hydrated) return <ConfirmationFallback />;

  if (!order || !yours) {
    return (
      <div className="flex flex-col items-center py-16 text-center">
        <Icon node={PackageSearch} className="size-12 text-oak" />
        <h1 className="mt-4 text-3xl font-bold">{messages.orderNotFound}</h1>
        <p className="mt-3 max-w-md text-muted">{user ? confirmationCopy.notFoundText : confirmationCopy.notFoundSignedOut}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {!user && id && (
            <ButtonLink href={loginPath(`/order-confirmation?id=${encodeURIComponent(id)}`)} size="lg">
              {confirmationCopy.signInToSee}
            </ButtonLink>
          )}
          <ButtonLink href="/" size="lg" variant={!user && id ? 'secondary' : 'primary'}>
            Back to home
          </ButtonLink>
        </div>
      </div>
    );
  }

  // (A ternary on the setting itself, which the build without Stripe drops whole.)
  if (PaymentConfirmation && (process.env.NEXT_PUBLIC_PAYMENTS === 'stripe' ? order.payment !== undefined && order.payment !== 'refunded' : false)) {
    const guest = user && isGuestUser(user) && user.id === order.userId ? confirmationCopy.guestNote(user.email) : null;
    return <PaymentConfirmation order={order} guestNote={guest} />;
  }

  return (
    <div className="mx-auto max-w-3xl">
      <div className="mb-8 text-center">
        <Icon node={CircleCheck} className="mx-auto size-12 text-moss" />
        <h1 className="mt-4 text-4xl font-bold">{confirmationCopy.heading}</h1>
        <p className="mx-auto mt-3 max-w-xl text-muted">{confirmationCopy.intro}</p>
        {user && isGuestUser(user) && user.id === order.userId && (
          <p className="mx-auto mt-2 max-w-xl text-sm text-muted">{confirmationCopy.guestNote(user.email)}</p>
        )}
      </div>
      <OrderSummary order={order} />
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={afterOrderLinks.continueShopping.href} size="lg">
          {afterOrderLinks.continueShopping.label}
        </ButtonLink>
        <ButtonLink href={afterOrderLinks.yourOrders.href} size="lg" variant="secondary">
          {afterOrderLinks.yourOrders.label}
        </ButtonLink>
      </div>
    </div>
  );
}

/** Before the URL and the stores are read (static HTML, first render). */
export function ConfirmationFallback() {
  return (
    <div className="mx-auto max-w-3xl" aria-busy="true">
      <p className="sr-only" role="status">
        Loading your order…
      </p>
      <div className="mx-auto h-28 w-2/3 animate-pulse rounded-card bg-white" />
      <div className="mt-8 h-96 animate-pulse rounded-card bg-white shadow-card ring-1 ring-sand/60" />
    </div>
  );
}
