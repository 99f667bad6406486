import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';

/** next/link for the site's own pages; a plain anchor for tel:, mailto: and other sites. */
export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
