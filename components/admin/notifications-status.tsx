'use client';

import { useId, useSyncExternalStore } from 'react';
import { notificationsCopy as copy } from '@/content/admin';
import { subscribeToOutbox, waitingNotifications } from '@/lib/notifications/outbox';
import { missingNotificationSettings } from '@/lib/send-email';

// The settings are fixed for the page's life (the build's, or the e2e tests' runtime ones set before it loads).
const subscribeToNothing = () => () => {};
const missingSettings = () => missingNotificationSettings().join(' ');

/**
 * Tells the owner plainly whether new orders, custom requests and conversations reach them by email (README,
 * Configuration; docs/notifications.md): when they cannot, which variables to set; when they can, how many
 * notifications this browser still has to send, if any. Text only: no colour carries the meaning.
 */
export function NotificationsStatus() {
  const listId = useId();
  const missing = useSyncExternalStore(subscribeToNothing, missingSettings, () => '');
  const waiting = useSyncExternalStore(subscribeToOutbox, waitingNotifications, () => 0);
  if (!missing && waiting === 0) return null;
  return (
    <div role="status" className="rounded-lg border border-sand bg-linen p-4 text-sm text-ink">
      {missing ? (
        <>
          <p className="font-semibold">{copy.offTitle}</p>
          <p className="mt-1">{process.env.NEXT_PUBLIC_PARSE_SERVER_URL ? copy.offTextWithServer : copy.offText}</p>
          <p className="mt-2" id={listId}>
            {copy.missingLabel}
          </p>
          <ul className="mt-1 flex min-w-0 flex-wrap gap-x-4 gap-y-1" aria-labelledby={listId}>
            {missing.split(' ').map((name) => (
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
