'use client';

import { useEffect } from 'react';
import { NOTIFICATION_OUTBOX } from '@/lib/store/storage-keys';

/**
 * Sends the owner's notifications this browser still holds (one that failed on an earlier visit), retrying them as
 * they fall due (lib/notifications/outbox.ts). Renders nothing. The sender's code is fetched only when something is
 * waiting, so most visits pay nothing for it; a notification queued during this visit starts the sender itself.
 */
function somethingWaiting(): boolean {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(NOTIFICATION_OUTBOX.key) ?? 'null');
    const entries = (stored as { entries?: unknown } | null)?.entries;
    return Array.isArray(entries) && entries.length > 0;
  } catch {
    return false;
  }
}

export function NotificationSender() {
  useEffect(() => {
    if (!somethingWaiting()) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('@/lib/notifications/outbox')
      .then((outbox) => {
        if (!unmounted) stop = outbox.startNotificationSender();
      })
      .catch(() => {
        // The chunk did not load (offline, a new deployment): the next page load tries again.
      });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
  return null;
}
