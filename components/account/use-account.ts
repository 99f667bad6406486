'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { loginPath } from '@/lib/accounts/account-links';
import { useAccountUi } from '@/lib/store/account-ui';
import { useHydrated } from '@/lib/store/hydration';
import { useSession } from '@/lib/store/session';
import type { User } from '@/types/shop';
import { signOut } from '@/lib/shop/sign-out';

/** Screens about the signed-in shopper: Logout from one of them goes home. */
const ACCOUNT_PATHS = ['/dashboard', '/orders', '/profile'];

export function isAccountPath(pathname: string): boolean {
  return ACCOUNT_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** The page the shopper is on, with its query, to come back to after signing in. */
function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** rules §4 logout: the user and the cart are cleared; from an account screen the shopper goes home. */
export function useLogout(): () => void {
  const router = useRouter();
  const pathname = usePathname();
  return () => {
    const leaving = isAccountPath(pathname);
    if (leaving) useAccountUi.getState().setSigningOut(true);
    void signOut();
    if (leaving) router.push('/');
  };
}

export type RequiredUser = { status: 'loading' } | { status: 'redirecting' } | { status: 'ready'; user: User };

/**
 * For protected pages (rules §2): once persisted state has been read, a visitor who is not signed in is sent to
 * /login with this page as the way back. Nothing is decided before hydration.
 */
export function useRequireUser(): RequiredUser {
  const hydrated = useHydrated();
  const user = useSession((s) => s.user);
  const signingOut = useAccountUi((s) => s.signingOut);
  const router = useRouter();
  const mustSignIn = hydrated && !user && !signingOut;

  useEffect(() => {
    if (mustSignIn) router.replace(loginPath(currentPath()));
  }, [mustSignIn, router]);

  if (!hydrated) return { status: 'loading' };
  if (!user) return { status: 'redirecting' };
  return { status: 'ready', user };
}
