'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { adminStats, revenueByDay } from '@/lib/admin/stats';
import { useAdmin, useAdminAccess } from '@/lib/store/admin';
import { useAdminDrafts } from '@/lib/store/admin-drafts';
import { closeConversation, reply } from '@/lib/shop/chat';
import { useCatalogue } from '@/lib/store/catalogue';
import { useChat } from '@/lib/store/chat';
import { useOrders } from '@/lib/store/orders';
import { isLeaving, stopLeaving } from './admin-leaving';
import { AdminTabs } from './admin-tabs';
import { CustomRequestsTab } from './custom-requests-tab';
import { NotificationsStatus } from './notifications-status';
import { MessagesTab } from './messages-tab';
import { OrdersTab } from './orders-tab';
import { ProductsTab } from './products-tab';
import { RevenueChart } from './revenue-chart';
import { SummaryCards } from './summary-cards';
import { preloadBackend } from '@/lib/shop/run';

type TabId = 'products' | 'messages' | 'orders' | 'requests';

/**
 * /admin: shown only to a signed-in admin. Everyone else is sent to /admin/login once persisted state has been
 * read, and sees nothing of the dashboard meanwhile.
 */
export function AdminDashboard() {
  const router = useRouter();
  const access = useAdminAccess();
  const session = useAdmin((s) => s.session);

  // Logout (the admin frame's bar) goes home (rules §4), not to the sign-in page the gate below would pick. A way out
  // marked earlier is over once the dashboard opens anew, or the owner is signed in again.
  useEffect(stopLeaving, []);
  useEffect(() => {
    if (access === 'granted') stopLeaving();
    else if (access === 'denied' && !isLeaving()) router.replace('/admin/login');
  }, [access, router]);

  if (access !== 'granted' || !session) {
    return (
      <p role="status" className="container-page py-24 text-center text-muted">
        Checking admin access…
      </p>
    );
  }
  return <Dashboard />;
}

/** The owner's name and Logout are in the admin frame's bar (components/admin/admin-account.tsx). */
function Dashboard() {
  useEffect(preloadBackend, []);
  // The tabs keep unsent replies and the open product form in memory across a switch of tabs; none outlives the
  // dashboard (sign-out), so the next one to sign in on this page does not find them.
  useEffect(() => () => useAdminDrafts.getState().clear(), []);
  const products = useCatalogue((s) => s.products);
  const orders = useOrders((s) => s.orders);
  const conversations = useChat((s) => s.conversations);
  const [tab, setTab] = useState<TabId>('products');
  const [today] = useState(() => new Date());

  const stats = useMemo(() => adminStats({ products, orders, conversations }), [products, orders, conversations]);
  const series = useMemo(() => revenueByDay(orders, today), [orders, today]);

  return (
    <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-6 py-8 sm:py-10" data-testid="admin-dashboard">
      <h1 className="text-3xl font-bold sm:text-4xl">Admin Dashboard</h1>
      <NotificationsStatus />
      <section aria-labelledby="admin-summary-heading" className="grid gap-4">
        <h2 id="admin-summary-heading" className="sr-only">
          Summary
        </h2>
        <SummaryCards stats={stats} />
        <RevenueChart series={series} />
      </section>
      <AdminTabs<TabId>
        label="Manage the shop"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'products', label: 'Products', panel: <ProductsTab /> },
          {
            id: 'messages',
            label: 'Customer Messages',
            panel: <MessagesTab conversations={conversations} onReply={reply} onClose={closeConversation} />,
          },
          { id: 'orders', label: 'Orders', panel: <OrdersTab /> },
          { id: 'requests', label: 'Custom Requests', panel: <CustomRequestsTab /> },
        ]}
      />
    </div>
  );
}
