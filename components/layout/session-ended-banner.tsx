'use client';

import { usePathname } from 'next/navigation';
import { SessionEndedMessage } from '@/components/account/session-ended-message';
import { LOGIN_PATH } from '@/lib/account-links';
import { useEndedSession } from '@/lib/store/ended-session';
import { useHydrated } from '@/lib/store/hydration';
import { useSession } from '@/lib/store/session';

/** Checkout says it beside Place order (components/checkout/checkout-form.tsx), with what placing the order now does. */
const SAYS_IT_ITSELF = '/checkout';

export default function SessionEndedBanner() {
  const ended = useEndedSession((s) => s.endedFor !== null);
  const signedOut = useSession((s) => s.user === null);
  const pathname = usePathname();
  // Not before the stores are read: until then nobody is signed in, and the page as written says nothing.
  const hydrated = useHydrated();
  if (!hydrated || !ended || !signedOut || pathname === SAYS_IT_ITSELF) return null;
  const signingIn = pathname === LOGIN_PATH;
  return (
    <div className="border-b border-maple bg-linen">
      <p className="container-page py-2.5 text-sm text-ink">
        <SessionEndedMessage returnTo={signingIn ? null : `${pathname}${window.location.search}`} />
      </p>
    </div>
  );
}
