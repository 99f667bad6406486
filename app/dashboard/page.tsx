import { DashboardScreen } from '@/components/account/account-dashboard';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Your account',
  description: `Your profile and your most recent orders with ${site.name}: reorder, cancel or ask about an order.`,
  path: '/dashboard',
  noIndex: true,
});

export default function DashboardPage() {
  return <DashboardScreen />;
}
