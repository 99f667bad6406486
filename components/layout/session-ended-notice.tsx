'use client';

import { lazy, Suspense } from 'react';

// Only a build with a shared server has sessions that the server can end: the static shop carries none of this.
const SessionEndedBanner = process.env.NEXT_PUBLIC_PARSE_SERVER_URL ? lazy(() => import('./session-ended-banner')) : null;

/**
 * Told on every page once the shared server ended the customer's session and this browser signed them out
 * (lib/store/ended-session.ts). The live region is in the page from the start, empty, so that the notice is
 * announced when it arrives.
 */
export function SessionEndedNotice() {
  if (!SessionEndedBanner) return null;
  return (
    <div role="alert">
      <Suspense fallback={null}>
        <SessionEndedBanner />
      </Suspense>
    </div>
  );
}
