'use client';

import { LogOut } from 'lucide';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { adminFrameCopy as copy } from '@/content/admin';
import { adminSignOut } from '@/lib/shop/admin';
import { useAdmin, useAdminAccess } from '@/lib/store/admin';
import { startLeaving } from './admin-leaving';

/**
 * The owner's name (their email when the account has none) and Logout, in the admin frame's bar once the session is
 * the owner's; nothing on the sign-in page. Logout goes to the shop's home page (rules §4).
 */
export function AdminAccount() {
  const router = useRouter();
  const access = useAdminAccess();
  const session = useAdmin((s) => s.session);
  if (access !== 'granted' || !session) return null;
  const name = session.name.trim() || session.email;
  return (
    // Below 768 px the name stands above Logout, in smaller type: beside it, with the shop's name, it had room for a
    // letter on a phone.
    <div className="flex min-w-0 flex-col items-end gap-0.5 md:flex-row md:items-center md:gap-3">
      {/* "Welcome, " is said on a phone too, and shown from 768 px, where the bar has room for it. */}
      <p className="max-w-full min-w-0 truncate text-xs font-medium text-ink md:text-sm" data-testid="admin-owner">
        <span className="max-md:sr-only">{copy.welcome} </span>
        {name}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0"
        onClick={() => {
          startLeaving();
          void adminSignOut();
          router.push('/');
        }}
      >
        <Icon node={LogOut} className="size-4" />
        {copy.logout}
      </Button>
    </div>
  );
}
