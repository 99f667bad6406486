'use client';

import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { notificationsCopy as copy } from '@/content/admin';
import { serverEmailNoticeCopy as server } from '@/content/server-email-notice';
import { EMAILJS_ENV, emailOff } from '@/lib/notifications/send-email';
import type { ServerEmail } from '@/lib/shop/server-mail-status';

const contactVariables: readonly string[] = Object.values(EMAILJS_ENV);
const subscribeToNothing = () => () => {};
/** The contact form's EmailJS variables this build lacks (it still sends through EmailJS, from the browser). */
const contactMissing = () => JSON.stringify(emailOff().missing.filter((name) => contactVariables.includes(name)));

/**
 * The owner's notice about email in a build with the shared server (notifications-status.tsx): what the server
 * emails, as the server says (null until it has said), and whether the contact form can send. Text only.
 */
export function ServerEmailNotice({ email, missing }: { email: ServerEmail | null; missing: readonly string[] }) {
  const listId = useId();
  if (email === null && missing.length === 0) return null;
  return (
    <div role="status" className="rounded-lg border border-sand bg-linen p-4 text-sm text-ink">
      {email === 'server' && <p>{server.on}</p>}
      {email === 'no-owner-address' && (
        <>
          <p className="font-semibold">{server.noOwnerTitle}</p>
          <p className="mt-1">{server.noOwnerText}</p>
        </>
      )}
      {email === 'off' && (
        <>
          <p className="font-semibold">{server.offTitle}</p>
          <p className="mt-1">{server.offText}</p>
        </>
      )}
      {missing.length > 0 && (
        <>
          <p className={email === null ? undefined : 'mt-2'}>{copy.contactOff}</p>
          <p className="mt-2" id={listId}>
            {copy.missingLabel}
          </p>
          <ul className="mt-1 flex min-w-0 flex-wrap gap-x-4 gap-y-1" aria-labelledby={listId}>
            {missing.map((name) => (
              <li key={name}>
                <code className="font-mono text-xs wrap-anywhere">{name}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** Asks the server once, when the dashboard opens. */
export default function ServerNotificationsStatus() {
  const [email, setEmail] = useState<ServerEmail | null>(null);
  const missing = JSON.parse(useSyncExternalStore(subscribeToNothing, contactMissing, () => '[]')) as string[];
  useEffect(() => {
    let live = true;
    import('@/lib/shop/server-mail-status')
      .then((status) => status.serverEmail())
      .then(
        (told) => {
          if (live) setEmail(told);
        },
        () => {},
      );
    return () => {
      live = false;
    };
  }, []);
  return <ServerEmailNotice email={email} missing={missing} />;
}
