import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '@/test-support/wait';
import { messages } from '@/content/messages';
import { seedProducts } from '@/content/products';
import { adminSessionFor, configuredAdminCredential } from '@/lib/admin/auth';
import { testAdmin } from '@/test-support/admin-credential';
import { testRouter as router } from '@/test-support/navigation';
import { makeConversation, makeMessage, makeOrder } from '@/test-support/admin-data';
import { ACCESS_CHECK_DEADLINE_MS, useAdmin } from '@/lib/store/admin';
import { useAdminDrafts } from '@/lib/store/admin-drafts';
import { useCatalogue } from '@/lib/store/catalogue';
import { hydrateStores } from '@/lib/store/hydration';
import { useOrders } from '@/lib/store/orders';
import { AdminLink } from '@/components/layout/admin-links';
import { AdminAccount } from './admin-account';
import { AdminDashboard } from './admin-dashboard';

const session = adminSessionFor(configuredAdminCredential!, testAdmin.proof);

/** /admin as the owner sees it: the admin frame's name and Logout (components/admin/admin-frame.tsx) and the dashboard. */
const renderAdminPage = () =>
  render(
    <>
      <AdminAccount />
      <AdminDashboard />
    </>,
  );

function storeSession(value: typeof session | null) {
  localStorage.setItem('admin', JSON.stringify({ state: { session: value }, version: 2 }));
}

describe('AdminDashboard', () => {
  beforeEach(() => {
    useCatalogue.setState({ products: seedProducts });
    useOrders.setState({ orders: [] });
  });
  afterEach(() => useAdmin.setState({ session: null }));

  it('shows nothing of the dashboard and redirects nobody before persisted state is read', () => {
    storeSession(null);
    render(<AdminDashboard />);
    expect(screen.queryByTestId('admin-dashboard')).not.toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('sends a visitor without an admin session to /admin/login once hydrated', () => {
    storeSession(null);
    render(<AdminDashboard />);
    act(() => void hydrateStores());
    expect(router.replace).toHaveBeenCalledWith('/admin/login');
    expect(screen.queryByTestId('admin-dashboard')).not.toBeInTheDocument();
  });

  it('sends a hand-written session without the password proof to /admin/login', async () => {
    storeSession({ ...session, proof: 'ab'.repeat(32) });
    render(<AdminDashboard />);
    act(() => void hydrateStores());
    await eventually(() => expect(router.replace).toHaveBeenCalledWith('/admin/login'));
    expect(screen.queryByTestId('admin-dashboard')).not.toBeInTheDocument();
  });

  it('shows the welcome, five cards and the four tabs (the three of rules §2, and Custom Requests) to the admin', async () => {
    storeSession(session);
    localStorage.setItem(
      'orders',
      JSON.stringify({
        state: { orders: [makeOrder({ id: '1', total: 10.1 }), makeOrder({ id: '2', total: 5, status: 'cancelled' })] },
        version: 2,
      }),
    );
    renderAdminPage();
    act(() => void hydrateStores());
    expect(await screen.findByTestId('admin-owner')).toHaveTextContent(`Welcome, ${messages.adminName}`);
    expect(router.replace).not.toHaveBeenCalled();
    const cards = within(screen.getByRole('list', { name: 'Shop summary' })).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual([
      `Products${seedProducts.length}`,
      'Orders2',
      'Revenue$10.10',
      'Customers1',
      'Unread messages0',
    ]);
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Products', 'Customer Messages', 'Orders', 'Custom Requests']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Products');
    expect(screen.getByRole('img', { name: /Daily revenue from/ })).toBeInTheDocument();
  });

  it('opens at once, with no "checking" pass, when the header has already checked the session on this page', async () => {
    storeSession(session);
    const header = render(<AdminLink />);
    act(() => void hydrateStores());
    await screen.findByRole('link', { name: 'Admin' });
    header.unmount();
    render(<AdminDashboard />);
    expect(screen.queryByText('Checking admin access…')).not.toBeInTheDocument();
    expect(screen.getByTestId('admin-dashboard')).toBeInTheDocument();
  });

  it('opens at once, with no second check, after signing in on this page', async () => {
    storeSession(null);
    act(() => void hydrateStores());
    await act(() => useAdmin.getState().login(session));
    render(<AdminDashboard />);
    expect(screen.queryByText('Checking admin access…')).not.toBeInTheDocument();
    expect(screen.getByTestId('admin-dashboard')).toBeInTheDocument();
  });

  it('sends the owner to /admin/login when the check of a stored session never answers, instead of checking for ever', async () => {
    // The check hashes the stored proof; here the hash never comes back.
    const digest = vi.spyOn(crypto.subtle, 'digest').mockImplementationOnce(() => new Promise(() => {}));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      storeSession(session);
      render(<AdminDashboard />);
      act(() => void hydrateStores());
      await act(() => vi.advanceTimersByTimeAsync(ACCESS_CHECK_DEADLINE_MS - 1000));
      expect(screen.getByText('Checking admin access…')).toBeInTheDocument();
      expect(digest).toHaveBeenCalledTimes(1);
      expect(router.replace).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(router.replace).toHaveBeenCalledWith('/admin/login');
      expect(screen.queryByTestId('admin-dashboard')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves between tabs with the arrow keys, one tab stop', async () => {
    const user = userEvent.setup();
    storeSession(session);
    render(<AdminDashboard />);
    act(() => void hydrateStores());
    await screen.findByTestId('admin-dashboard');
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    tabs[0].focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Customer Messages' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Customer Messages');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Custom Requests');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps a half-written reply while the owner looks at another tab', async () => {
    const user = userEvent.setup();
    storeSession(session);
    const conversation = makeConversation({
      id: 'c1',
      customerName: 'Guest',
      subject: 'Shipping',
      messages: [makeMessage({ id: 'm1', conversationId: 'c1', senderName: 'Guest', content: 'Do you ship to Regina?' })],
    });
    localStorage.setItem('chat', JSON.stringify({ state: { conversations: [conversation], guestId: null }, version: 2 }));
    render(<AdminDashboard />);
    act(() => void hydrateStores());
    await user.click(await screen.findByRole('tab', { name: 'Customer Messages' }));
    await user.click(await screen.findByRole('button', { name: /Shipping/ }));
    await user.type(screen.getByRole('textbox', { name: 'Reply to Guest' }), 'Yes, we ship to Regina');

    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Orders');
    await user.click(screen.getByRole('tab', { name: 'Customer Messages' }));
    await user.click(screen.getByRole('button', { name: /Shipping/ }));
    expect(screen.getByRole('textbox', { name: 'Reply to Guest' })).toHaveValue('Yes, we ship to Regina');
  });

  it('keeps a half-filled new product form while the owner looks at another tab, with focus left on the tab', async () => {
    const user = userEvent.setup();
    storeSession(session);
    render(<AdminDashboard />);
    act(() => void hydrateStores());
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    await user.type(screen.getByLabelText(/^Name/), 'Walnut Coaster Set');
    await user.type(screen.getByLabelText(/^Price/), '34.50');
    await user.type(screen.getByLabelText(/^Description/), 'Four coasters.');
    await user.click(screen.getByLabelText('In stock'));
    await user.type(screen.getByRole('textbox', { name: 'Image URL 1' }), '/coasters.jpg');
    await user.click(screen.getByRole('button', { name: 'Add material' }));
    await user.type(screen.getByRole('textbox', { name: 'Material 2' }), 'Black walnut');

    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Orders');
    await user.click(screen.getByRole('tab', { name: 'Products' }));

    const form = screen.getByRole('region', { name: 'Add Product' });
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Walnut Coaster Set');
    expect(within(form).getByLabelText(/^Price/)).toHaveValue(34.5);
    expect(within(form).getByLabelText(/^Description/)).toHaveValue('Four coasters.');
    expect(within(form).getByLabelText('In stock')).not.toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Image URL 1' })).toHaveValue('/coasters.jpg');
    expect(within(form).getByRole('textbox', { name: 'Material 2' })).toHaveValue('Black walnut');
    // Coming back to the tab is not opening the form: keyboard focus stays on the tab the owner chose.
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveFocus();

    await user.click(within(form).getByRole('button', { name: 'Save Product' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Add Product' })).not.toBeInTheDocument());
    expect(useCatalogue.getState().products.at(-1)).toMatchObject({ name: 'Walnut Coaster Set', price: 34.5 });
    // Saved: nothing is kept for the next visit to the tab.
    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    await user.click(screen.getByRole('tab', { name: 'Products' }));
    expect(screen.queryByRole('region', { name: /Add Product/ })).not.toBeInTheDocument();
  });

  it('keeps the product being edited and its typed changes across a switch of tabs, until cancelled', async () => {
    const user = userEvent.setup();
    storeSession(session);
    const product = seedProducts[1];
    render(<AdminDashboard />);
    act(() => void hydrateStores());
    await user.click(await screen.findByRole('button', { name: `Edit ${product.name}` }));
    const price = screen.getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, '99.95');

    screen.getByRole('tab', { name: 'Products' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Customer Messages');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveFocus();
    expect(screen.getByRole('region', { name: `Edit Product: ${product.name}` })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Price/)).toHaveValue(99.95);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    await user.click(screen.getByRole('tab', { name: 'Products' }));
    expect(screen.queryByRole('region', { name: /Edit Product/ })).not.toBeInTheDocument();
    expect(useCatalogue.getState().products[1]).toEqual(product);
  });

  it('forgets the unsent reply and the open product form when the owner logs out', async () => {
    const user = userEvent.setup();
    storeSession(session);
    const conversation = makeConversation({ id: 'c1', customerName: 'Guest', subject: 'Shipping' });
    localStorage.setItem('chat', JSON.stringify({ state: { conversations: [conversation], guestId: null }, version: 2 }));
    renderAdminPage();
    act(() => void hydrateStores());
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    await user.type(screen.getByLabelText(/^Name/), 'Walnut Coaster Set');
    await user.click(screen.getByRole('tab', { name: 'Customer Messages' }));
    await user.click(await screen.findByRole('button', { name: /Shipping/ }));
    await user.type(screen.getByRole('textbox', { name: 'Reply to Guest' }), 'Yes, we ship to Regina');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.queryByTestId('admin-dashboard')).not.toBeInTheDocument());
    const { replyDrafts, productForm } = useAdminDrafts.getState();
    expect({ replyDrafts, productForm }).toEqual({ replyDrafts: {}, productForm: null });

    // Signing in again on this page, with no reload in between, finds nothing of the last session.
    await act(() => useAdmin.getState().login(session));
    await screen.findByTestId('admin-dashboard');
    expect(screen.queryByRole('region', { name: 'Add Product' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Customer Messages' }));
    await user.click(await screen.findByRole('button', { name: /Shipping/ }));
    expect(screen.getByRole('textbox', { name: 'Reply to Guest' })).toHaveValue('');
  });

  it('logs out to the home page, not to the sign-in page', async () => {
    const user = userEvent.setup();
    storeSession(session);
    renderAdminPage();
    act(() => void hydrateStores());
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(useAdmin.getState().session).toBeNull());
    expect(router.push).toHaveBeenCalledWith('/');
    expect(router.replace).not.toHaveBeenCalled();
  });
});
