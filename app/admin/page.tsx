import type { Metadata } from 'next';
import { AdminDashboard } from '@/components/admin/admin-dashboard';

export const metadata: Metadata = {
  title: 'Admin Dashboard',
  robots: { index: false },
};

// Its HTML is one centred line ('Checking admin access…'), which moved as the rest of its words arrived on a phone: the
// admin frame holds the first paint until it is in (components/admin/admin-frame.tsx).
export default function AdminPage() {
  return <AdminDashboard />;
}
