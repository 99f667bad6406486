'use client';

import { User } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useEffect, useRef } from 'react';
import { Link } from '@/components/ui/link';
import { accountMenuCopy as copy } from '@/content/account-menu';

/** Login, for everyone who is not signed in; `autoFocus` takes the focus (after Logout removed the menu). */
export function LoginLink({ autoFocus = false }: { autoFocus?: boolean }) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (autoFocus) link.current?.focus();
  }, [autoFocus]);
  return (
    <Link
      ref={link}
      href="/login"
      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-medium text-ink hover:bg-linen sm:px-2.5"
    >
      <Icon node={User} className="size-5" />
      <span className="hidden sm:inline">{copy.login}</span>
      <span className="sr-only sm:hidden">{copy.login}</span>
    </Link>
  );
}

