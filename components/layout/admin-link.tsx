'use client';

import { ShieldCheck } from 'lucide-react';
import Link from 'next/link';
import { selectIsAdminAuthenticated, useAdmin } from '@/lib/store/admin';
import { useHydrated } from '@/lib/store/hydration';

/** The /admin link, shown only to a signed-in admin (SPEC §2), and only once the session has been read. */
export function AdminLink() {
  const hydrated = useHydrated();
  const isAdmin = useAdmin(selectIsAdminAuthenticated);
  if (!hydrated || !isAdmin) return null;
  return (
    <Link
      href="/admin"
      className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-ink hover:bg-linen"
    >
      <ShieldCheck className="size-5" aria-hidden="true" />
      <span className="hidden sm:inline">Admin</span>
      <span className="sr-only sm:hidden">Admin</span>
    </Link>
  );
}
