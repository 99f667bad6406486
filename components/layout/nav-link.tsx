'use client';

import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';

/** A header link that marks the current page with aria-current. */
export function NavLink({ href, className, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const pathname = usePathname();
  const current = href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className={clsx(
        'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-linen hover:text-walnut-dark',
        current ? 'text-walnut underline decoration-2 underline-offset-8' : 'text-ink',
        className,
      )}
      {...props}
    />
  );
}
