'use client';

import type { ComponentType } from 'react';

// Only a build with a shared server has sessions that the server can end, and only its bundle holds the banner: the
// condition is fixed when the site is built, so the static shop's scripts leave the require out. Not a lazy import:
// the banner is written into the page's HTML in its place, so that it shows from the first paint (no layout shift).
const SessionEndedBanner: ComponentType | null = process.env.NEXT_PUBLIC_PARSE_SERVER_URL
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
    (require('./session-ended-banner') as typeof import('./session-ended-banner')).default
  : null;

/**
 * Told on every page once the shared server ended the customer's session and this browser signed them out
 * (lib/store/ended-session.ts). The live region is in the page from the start, so that the notice is announced when
 * it arrives.
 */
export function SessionEndedNotice() {
  if (!SessionEndedBanner) return null;
  return (
    <div role="alert">
      <SessionEndedBanner />
    </div>
  );
}
