'use client';

import { ShieldCheck } from 'lucide';
import { useEffect } from 'react';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { useAdminAccess } from '@/lib/store/admin';
import { whenIdle } from '@/lib/util/when-idle';
import { NavLink } from './nav-link';

/** True once the session has been read and its proof checked: the /admin link shows only then. */
function useShowAdminLink(): boolean {
  return useAdminAccess() === 'granted';
}

/**
 * Reads the dashboard's largest data, the stored orders, once the page is idle: their check is most of what opening
 * /admin would otherwise do before its first frame. Should it fail, the dashboard reads them itself.
 */
function readOrdersWhenIdle(): () => void {
  return whenIdle(() => void import('@/lib/store/orders').catch(() => undefined));
}

/** The /admin link in the header bar from 1024 px, where the main links join it (icon only until xl); below, it is in the menu. */
export function AdminLink() {
  const shown = useShowAdminLink();
  useEffect(() => (shown ? readOrdersWhenIdle() : undefined), [shown]);
  if (!shown) return null;
  return (
    <Link
      href="/admin"
      prefetch
      className="hidden items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-ink hover:bg-linen lg:inline-flex"
    >
      <Icon node={ShieldCheck} className="size-5" />
      <span className="sr-only xl:not-sr-only">Admin</span>
    </Link>
  );
}

/** The /admin entry of the mobile menu. */
export function AdminMenuItem({ onNavigate }: { onNavigate: () => void }) {
  if (!useShowAdminLink()) return null;
  return (
    <li>
      <NavLink href="/admin" prefetch className="block py-3 text-base" onClick={onNavigate}>
        Admin
      </NavLink>
    </li>
  );
}
