'use client';

import { useId, useSyncExternalStore, type ComponentType } from 'react';
import { notificationsCopy as copy } from '@/content/admin';
import { subscribeToOutbox, waitingNotifications } from '@/lib/notifications/outbox';
import { emailOff, NOTIFICATION_KINDS, type EmailOff } from '@/lib/notifications/send-email';

// With the shared server, the server emails the owner and the customers (server/mail): the notice says what it does,
// as the server tells it. Only such a build holds that notice: the condition is fixed when the site is built, so the
// static shop's scripts leave the require out.
const ServerNotificationsStatus: ComponentType | null = process.env.NEXT_PUBLIC_PARSE_SERVER_URL
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
    (require('./server-notifications-status') as typeof import('./server-notifications-status')).default
  : null;

// The settings are fixed for the page's life (the build's, or the e2e tests' runtime ones set before it loads).
const subscribeToNothing = () => () => {};
const settingsOff = () => JSON.stringify(emailOff());
const allOn = JSON.stringify({ notifications: [], contactForm: false, missing: [] } satisfies EmailOff);

/**
 * Tells the owner plainly what reaches them by email (README, Configuration; docs/notifications.md): which of new
 * orders, custom requests, conversations and contact messages cannot be emailed, and which variables to set; when
 * everything can, how many notifications this browser still has to send, if any. Text only: no colour carries the
 * meaning.
 */
export function NotificationsStatus() {
  return ServerNotificationsStatus ? <ServerNotificationsStatus /> : <BrowserNotificationsStatus />;
}

/** The static shop's: the owner's notifications leave from the shoppers' browsers through EmailJS. */
function BrowserNotificationsStatus() {
  const listId = useId();
  const off = JSON.parse(useSyncExternalStore(subscribeToNothing, settingsOff, () => allOn)) as EmailOff;
  const waiting = useSyncExternalStore(subscribeToOutbox, waitingNotifications, () => 0);
  if (off.missing.length === 0 && waiting === 0) return null;
  const kinds = off.notifications;
  return (
    <div role="status" className="rounded-lg border border-sand bg-linen p-4 text-sm text-ink">
      {off.missing.length > 0 ? (
        <>
          <p className="font-semibold">{kinds.length === NOTIFICATION_KINDS.length ? copy.offTitle : copy.someOffTitle}</p>
          {kinds.length > 0 && <p className="mt-1">{copy.offText(kinds)}</p>}
          {off.contactForm && <p className="mt-1">{copy.contactOff}</p>}
          <p className="mt-2" id={listId}>
            {copy.missingLabel}
          </p>
          <ul className="mt-1 flex min-w-0 flex-wrap gap-x-4 gap-y-1" aria-labelledby={listId}>
            {off.missing.map((name) => (
              <li key={name}>
                <code className="font-mono text-xs wrap-anywhere">{name}</code>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{copy.waiting(waiting)}</p>
      )}
    </div>
  );
}
