'use client';

import { Link } from '@/components/ui/link';
import { sessionEndedCopy } from '@/content/session-ended';
import { loginPath } from '@/lib/accounts/account-links';

/** "Your session has ended…" with a link to sign in that comes back to `returnTo` (none when already signing in). */
export function SessionEndedMessage({ returnTo }: { returnTo: string | null }) {
  return (
    <>
      {sessionEndedCopy.message}
      {returnTo !== null && (
        <>
          {' '}
          <Link href={loginPath(returnTo)} className="font-semibold underline underline-offset-2">
            {sessionEndedCopy.signIn}
          </Link>
        </>
      )}
    </>
  );
}
