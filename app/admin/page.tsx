import type { Metadata } from 'next';
import { AdminDashboard } from '@/components/admin/admin-dashboard';
import { FirstPaintAfterContent } from '@/components/layout/first-paint-after-content';

export const metadata: Metadata = {
  title: 'Admin Dashboard',
  robots: { index: false },
};

// Its HTML is one centred line ('Checking admin access…'), which moved as the rest of its words arrived on a phone.
export default function AdminPage() {
  return (
    <>
      <FirstPaintAfterContent />
      <AdminDashboard />
    </>
  );
}
