import { DashboardScreen } from '@/components/account/account-dashboard';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/metadata';

// rules §2: the same screen as /dashboard.
export const metadata = pageMetadata({
  title: 'Your orders',
  description: `Your most recent orders with ${site.name} and your profile: reorder, cancel or ask about an order.`,
  path: '/orders',
  noIndex: true,
});

export default function OrdersPage() {
  return <DashboardScreen />;
}
