'use client';

import { CircleCheck, Pencil } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useEffect, useRef, type ReactNode } from 'react';
import { dashboardCopy as copy } from '@/content/account';
import { useAccountUi } from '@/lib/store/account-ui';
import { hasAddress } from '@/lib/accounts/profile';
import type { User } from '@/types/shop';
import { isGuestUser } from '@/lib/accounts/users';
import { ButtonLink } from '@/components/ui/button';
import { PostalAddress } from '@/components/ui/postal-address';

/** The profile tab (rules §2): name, email, phone, address and the way to /profile/edit. */
export function ProfilePanel({ user }: { user: User }) {
  const notice = useAccountUi((s) => s.notice);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // The "saved" notice is for this visit of the tab only. It is on the page as it arrives, which a screen reader does
  // not announce as a change: the focus goes to it, so it is read, and the next Tab goes on from there.
  useEffect(() => {
    if (useAccountUi.getState().notice) noticeRef.current?.focus();
    return () => useAccountUi.getState().setNotice(null);
  }, []);

  const name = `${user.firstName} ${user.lastName}`.trim();
  const { address } = user;
  return (
    <section aria-labelledby="profile-heading" className="rounded-card bg-white p-6 shadow-card ring-1 ring-sand/60">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-heading" className="text-2xl font-bold">
          {copy.profileHeading}
        </h2>
        <ButtonLink href="/profile/edit" variant="secondary">
          <Icon node={Pencil} className="size-4" />
          {copy.editProfile}
        </ButtonLink>
      </div>
      <p ref={noticeRef} tabIndex={-1} role="status" className={notice ? 'mt-4 flex items-center gap-2 rounded-lg bg-moss-light px-3 py-2 text-sm font-medium text-moss' : 'sr-only'}>
        {notice && <Icon node={CircleCheck} className="size-4 shrink-0" />}
        {notice}
      </p>
      <dl className="mt-5 grid gap-x-8 gap-y-4 sm:grid-cols-2">
        <Detail term={copy.name}>{name || <NotGiven />}</Detail>
        <Detail term={copy.email}>
          <span className="wrap-anywhere">{user.email}</span>
        </Detail>
        <Detail term={copy.phone}>{user.phone.trim() || <NotGiven />}</Detail>
        <Detail term={copy.address}>
          {hasAddress(address) ? (
            <PostalAddress address={address} className="not-italic" />
          ) : (
            <NotGiven />
          )}
        </Detail>
      </dl>
      {isGuestUser(user) && <p className="mt-5 text-sm text-muted">{copy.guestNote}</p>}
    </section>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold uppercase tracking-wide text-muted">{term}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  );
}

function NotGiven() {
  return <span className="text-muted italic">{copy.notGiven}</span>;
}
