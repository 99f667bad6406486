'use client';

import clsx from 'clsx';
import { usePathname } from 'next/navigation';
import { SessionEndedMessage } from '@/components/account/session-ended-message';
import { LOGIN_PATH } from '@/lib/accounts/account-links';
import { sessionEndedPrepaintScript } from '@/lib/prepaint';
import { useEndedSession } from '@/lib/store/ended-session';
import { useHydrated } from '@/lib/store/hydration';
import { useSession } from '@/lib/store/session';

/** Checkout says it beside Place order (components/checkout/checkout-form.tsx), with what placing the order now does. */
const SAYS_IT_ITSELF = '/checkout';

function Banner({ returnTo, className }: { returnTo: string | null; className?: string }) {
  return (
    <div className={clsx('border-b border-maple bg-linen', className)}>
      <p className="container-page py-2.5 text-sm text-ink">
        <SessionEndedMessage returnTo={returnTo} />
      </p>
    </div>
  );
}

export default function SessionEndedBanner() {
  const ended = useEndedSession((s) => s.endedFor !== null);
  const signedOut = useSession((s) => s.user === null);
  const pathname = usePathname();
  const hydrated = useHydrated();
  if (pathname === SAYS_IT_ITSELF) return null;
  const signingIn = pathname === LOGIN_PATH;
  if (!hydrated) {
    // Until the stores are read, the page as written holds the notice hidden, and the pre-paint script shows it when
    // this tab's storage already says the session ended (lib/prepaint.ts): it is there from the first paint, and the
    // page below it does not move down once the stores agree.
    return (
      <>
        <script dangerouslySetInnerHTML={{ __html: sessionEndedPrepaintScript() }} />
        <Banner returnTo={signingIn ? null : pathname} className="hidden [[data-session-ended]_&]:block" />
      </>
    );
  }
  if (!ended || !signedOut) return null;
  return <Banner returnTo={signingIn ? null : `${pathname}${window.location.search}`} />;
}
