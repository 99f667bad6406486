'use client';

import { User } from 'lucide-react';
import { Link } from '@/components/ui/link';

/** Login link for visitors; the signed-in menu replaces it when accounts exist. */
export function AccountNav() {
  return (
    <Link
      href="/login"
      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm sm:px-2.5 font-medium text-ink hover:bg-linen"
    >
      <User className="size-5" aria-hidden="true" />
      <span className="hidden sm:inline">Login</span>
      <span className="sr-only sm:hidden">Login</span>
    </Link>
  );
}
