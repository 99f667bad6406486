'use client';

import clsx from 'clsx';
import { LogIn, Package, UserRound } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { dashboardCopy as copy } from '@/content/account';
import { messages } from '@/content/messages';
import { loginPath } from '@/lib/accounts/account-links';
import { useHydrated } from '@/lib/store/hydration';
import { useSession } from '@/lib/store/session';
import { ButtonLink } from '@/components/ui/button';
import { OrdersPanel } from './orders-panel';
import { ProfilePanel } from './profile-panel';

export type DashboardTab = 'profile' | 'orders';

/** rules §2: ?tab=profile (the default) or ?tab=orders. */
export function dashboardTab(value: string | null): DashboardTab {
  return value === 'orders' ? 'orders' : 'profile';
}

const tabs = [
  { id: 'profile', label: copy.profileTab, icon: UserRound },
  { id: 'orders', label: copy.ordersTab, icon: Package },
] as const;

/**
 * /dashboard and /orders (rules §2): the same screen. The tabs are links, so the address names the tab and Back
 * returns to the previous one.
 */
export function AccountDashboard() {
  const pathname = usePathname();
  const tab = dashboardTab(useSearchParams().get('tab'));
  const hydrated = useHydrated();
  const user = useSession((s) => s.user);

  if (!hydrated) return <DashboardFallback />;

  if (!user) {
    return (
      <div className="mx-auto max-w-lg rounded-card bg-white p-8 text-center shadow-card ring-1 ring-sand/60">
        <Icon node={UserRound} className="mx-auto size-12 text-oak" />
        <h1 className="mt-4 text-3xl font-bold">{copy.title}</h1>
        <p className="mt-3 text-lg text-ink">{messages.dashboardLoginRequired}</p>
        <p className="mt-1 text-muted">{copy.loginHint}</p>
        <ButtonLink href={loginPath(`${pathname}?tab=${tab}`)} size="lg" className="mt-6">
          <Icon node={LogIn} className="size-5" />
          {copy.loginLink}
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="grid gap-6 wrap-anywhere">
      <header>
        <h1 className="text-4xl font-bold">{copy.welcome(user.firstName || user.email)}</h1>
        <p className="mt-2 text-muted">{user.email}</p>
      </header>
      <nav aria-label={copy.tabsLabel}>
        <ul className="flex gap-1 border-b border-sand">
          {tabs.map(({ id, label, icon }) => {
            const current = id === tab;
            return (
              <li key={id}>
                <Link
                  href={`${pathname}?tab=${id}`}
                  scroll={false}
                  aria-current={current ? 'page' : undefined}
                  className={clsx(
                    '-mb-px inline-flex items-center gap-2 rounded-t-lg border-b-2 px-4 py-2.5 text-sm font-semibold',
                    current ? 'border-walnut text-walnut-dark' : 'border-transparent text-ink hover:bg-linen hover:text-walnut-dark',
                  )}
                >
                  <Icon node={icon} className="size-4" />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {tab === 'orders' ? <OrdersPanel user={user} /> : <ProfilePanel user={user} />}
    </div>
  );
}

/** Before the URL and the stores are read (static HTML, first render). */
export function DashboardFallback() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <p role="status" className="sr-only">
        {copy.loading}
      </p>
      <div className="h-10 w-72 max-w-full animate-pulse rounded bg-linen" />
      <div className="h-11 w-56 animate-pulse rounded bg-linen" />
      <div className="h-72 animate-pulse rounded-card bg-white shadow-card ring-1 ring-sand/60" />
    </div>
  );
}

/** /dashboard and /orders: the same screen (rules §2); the tab comes from ?tab=, read inside a Suspense boundary. */
export function DashboardScreen() {
  return (
    <div className="container-page py-10">
      <Suspense fallback={<DashboardFallback />}>
        <AccountDashboard />
      </Suspense>
    </div>
  );
}
