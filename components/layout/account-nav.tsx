'use client';

import clsx from 'clsx';
import { ChevronDown, User } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { LoginLink } from './login-link';
import { Link } from '@/components/ui/link';
import { useDismiss } from '@/components/ui/use-dismiss';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { accountMenuCopy as copy } from '@/content/account-menu';
import { defaultFirstName } from '@/lib/accounts/account-links';
import { useAccountUi } from '@/lib/store/account-ui';
import { useHydrated } from '@/lib/store/hydration';
import { useSession } from '@/lib/store/session';
import { isAccountPath, useLogout } from '@/components/account/use-account';

const itemClasses =
  'block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-ink hover:bg-linen hover:text-walnut-dark';

/** rules §2: a first-name menu (Dashboard, Orders, Logout) for signed-in users, Login for everyone else. */
export function AccountNav() {
  const hydrated = useHydrated();
  const firstName = useSession((s) => (s.user ? s.user.firstName.trim() || defaultFirstName(s.user.email) : null));
  // After Logout the menu button is gone: the Login link that replaces it takes the focus.
  const [focusLogin, setFocusLogin] = useState(false);
  const pathname = usePathname();

  // A Logout from an account screen is over once the shopper has left it: protected pages guard again.
  useEffect(() => {
    if (!isAccountPath(pathname)) useAccountUi.getState().setSigningOut(false);
  }, [pathname]);

  if (!hydrated || firstName === null) return <LoginLink autoFocus={focusLogin} />;
  return <AccountMenu firstName={firstName} onLoggedOut={() => setFocusLogin(true)} />;
}

/**
 * A disclosure: the button shows and hides a list of links, Escape or leaving the list closes it and gives the
 * focus back to the button.
 */
function AccountMenu({ firstName, onLoggedOut }: { firstName: string; onLoggedOut: () => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const logout = useLogout();

  useDismiss(open, () => setOpen(false), { returnFocusTo: button, inside: container });

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget && !container.current?.contains(event.relatedTarget as Node)) setOpen(false);
  };

  const close = () => setOpen(false);

  return (
    <div ref={container} className="relative" onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className={clsx(
          'inline-flex items-center gap-1 rounded-lg px-2 py-2 text-sm font-medium text-ink hover:bg-linen sm:px-2.5',
          open && 'bg-linen',
        )}
      >
        <Icon node={User} className="size-5 shrink-0" />
        {/* The name shows where the bar has room for it: from 640 px, except from 1024 to 1279 px, where the main
            links join the bar. Elsewhere the button's icon stands for it and its accessible name keeps it. */}
        <span className="hidden max-w-20 truncate sm:inline lg:max-xl:hidden">{firstName}</span>
        <span className="sr-only sm:max-lg:hidden xl:hidden">{firstName}</span>
        <span className="sr-only">, {copy.menuLabel}</span>
        <Icon node={ChevronDown} className={clsx('hidden size-4 shrink-0 transition-transform sm:block', open && 'rotate-180')} />
      </button>
      <div
        id={listId}
        hidden={!open}
        className="absolute right-0 top-full z-40 mt-2 w-48 rounded-card bg-white p-1.5 shadow-lift ring-1 ring-sand"
      >
        <ul>
          <li>
            <Link href="/dashboard" className={itemClasses} onClick={close}>
              {copy.dashboard}
            </Link>
          </li>
          <li>
            <Link href="/orders?tab=orders" className={itemClasses} onClick={close}>
              {copy.orders}
            </Link>
          </li>
          <li className="mt-1 border-t border-sand pt-1">
            <button
              type="button"
              className={itemClasses}
              onClick={() => {
                close();
                onLoggedOut();
                logout();
              }}
            >
              {copy.logout}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
