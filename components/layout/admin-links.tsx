'use client';

import { ShieldCheck } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { useAdminAccess } from '@/lib/store/admin';
import { NavLink } from './nav-link';

/** True once the session has been read and its proof checked: the /admin link shows only then. */
function useShowAdminLink(): boolean {
  return useAdminAccess() === 'granted';
}

/** The /admin link in the header bar from 1024 px, where the main links join it (icon only until xl); below, it is in the menu. */
export function AdminLink() {
  if (!useShowAdminLink()) return null;
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
