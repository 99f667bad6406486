import type { ReactNode } from 'react';
import { AdminFrame } from '@/components/admin/admin-frame';

// The dashboard and its sign-in stand on their own, in the owner's frame; the shop's pages are in app/(shop).
export default function AdminLayout({ children }: { children: ReactNode }) {
  return <AdminFrame>{children}</AdminFrame>;
}
