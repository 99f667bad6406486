import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedProducts } from '@/content/products';
import { makeOrder } from '@/test-support/admin-data';
import { useCatalogue } from '@/lib/store/catalogue';
import { useOrders } from '@/lib/store/orders';
import { OrdersTab } from './orders-tab';
import { ADMIN_PAGE_SIZE } from '@/lib/admin/lists';

const orders = [
  makeOrder({ id: '100', createdAt: '2025-03-01T12:00:00.000Z', customerName: 'Old Customer', status: 'delivered' }),
  makeOrder({
    id: '300',
    createdAt: '2025-03-03T12:00:00.000Z',
    customerName: 'Newest Customer',
    customerEmail: 'new@example.com',
    shippingAddress: { street: '9 Elm Rd', city: 'Regina', state: 'SK', zipCode: 'S4P 3Y2', country: 'Canada' },
  }),
  makeOrder({ id: '200', createdAt: '2025-03-02T12:00:00.000Z', customerName: 'Cancelling Customer', status: 'cancelled' }),
];

const cards = () => screen.getAllByTestId('admin-order');

describe('OrdersTab', () => {
  beforeEach(() => {
    useCatalogue.setState({ products: seedProducts });
    useOrders.setState({ orders });
  });

  it('shows every order newest first with customer, items and their customisations, address and total', () => {
    render(<OrdersTab />);
    expect(cards().map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Order #300',
      'Order #200',
      'Order #100',
    ]);
    const newest = cards()[0];
    expect(newest).toHaveTextContent('Newest Customer');
    expect(newest).toHaveTextContent('new@example.com');
    expect(newest).toHaveTextContent('9 Elm Rd');
    expect(newest).toHaveTextContent('Regina, SK S4P 3Y2');
    expect(newest).toHaveTextContent('1 x Edge-Grain Hardwood Cutting Board');
    // The select stores the choice id; the admin reads its name.
    expect(newest).toHaveTextContent('Wood Type: Black cherry');
    expect(newest).toHaveTextContent('$112.20');
  });

  it('sets any of the four statuses in any order, and it persists', async () => {
    const user = userEvent.setup();
    render(<OrdersTab />);
    const select = screen.getByRole('combobox', { name: 'Status of order #100' });
    expect(select).toHaveValue('delivered');
    expect([...select.querySelectorAll('option')].map((o) => o.value)).toEqual(['pending', 'processing', 'shipped', 'delivered']);
    await user.selectOptions(select, 'pending');
    expect(useOrders.getState().orders.find((o) => o.id === '100')!.status).toBe('pending');
    await user.selectOptions(select, 'shipped');
    expect(useOrders.getState().orders.find((o) => o.id === '100')!.status).toBe('shipped');
    expect(JSON.parse(localStorage.getItem('orders')!).state.orders.find((o: { id: string }) => o.id === '100').status).toBe(
      'shipped',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Order #100 is now shipped.');
  });

  it('shows a cancelled order as cancelled', () => {
    render(<OrdersTab />);
    const cancelled = cards()[1];
    expect(within(cancelled).getByText('Cancelled', { selector: 'span' })).toBeInTheDocument();
    expect(within(cancelled).getByRole('combobox')).toHaveDisplayValue('Cancelled');
  });

  it('filters by status, with counts', async () => {
    const user = userEvent.setup();
    render(<OrdersTab />);
    const filter = screen.getByLabelText('Show orders');
    expect(within(filter).getByRole('option', { name: 'All statuses (3)' })).toBeInTheDocument();
    await user.selectOptions(filter, 'cancelled');
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent('Order #200');
    await user.selectOptions(filter, 'processing');
    expect(screen.getByText('No orders with this status.')).toBeInTheDocument();
  });

  // Chromium on Linux and Windows changes a closed <select> on ArrowDown and fires `change` at once: the owner is
  // still stepping through the statuses. fireEvent.change on the focused select is that keystroke.
  const arrowDown = (select: HTMLElement, to: string) => fireEvent.change(select, { target: { value: to } });
  const headings = () => cards().map((c) => within(c).getByRole('heading', { level: 3 }).textContent);

  it('keeps an order the owner has just moved out of the filtered status listed, its select focused, until the filter changes', async () => {
    useOrders.setState({
      orders: [
        makeOrder({ id: '1', createdAt: '2025-03-01T12:00:00.000Z', status: 'pending' }),
        makeOrder({ id: '2', createdAt: '2025-03-02T12:00:00.000Z', status: 'pending' }),
        makeOrder({ id: '3', createdAt: '2025-03-03T12:00:00.000Z', status: 'shipped' }),
      ],
    });
    const user = userEvent.setup();
    render(<OrdersTab />);
    const filter = screen.getByLabelText('Show orders');
    await user.selectOptions(filter, 'pending');
    expect(headings()).toEqual(['Order #2', 'Order #1']);

    const select = screen.getByRole('combobox', { name: 'Status of order #2' });
    select.focus();
    arrowDown(select, 'processing');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Order #2 is now processing.'));
    expect(useOrders.getState().orders.find((o) => o.id === '2')!.status).toBe('processing');
    expect(headings()).toEqual(['Order #2', 'Order #1']);
    expect(screen.getByRole('combobox', { name: 'Status of order #2' })).toBe(select);
    expect(select).toHaveFocus();
    expect(select).toHaveValue('processing');

    // ArrowDown again steps on to the next status, as in the unfiltered list.
    arrowDown(select, 'shipped');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Order #2 is now shipped.'));
    expect(useOrders.getState().orders.find((o) => o.id === '2')!.status).toBe('shipped');
    expect(headings()).toEqual(['Order #2', 'Order #1']);
    expect(select).toHaveFocus();
    expect(select).toHaveValue('shipped');

    // A new choice of filter applies it as usual.
    await user.selectOptions(filter, 'shipped');
    expect(headings()).toEqual(['Order #3', 'Order #2']);
    await user.selectOptions(filter, 'pending');
    expect(headings()).toEqual(['Order #1']);
  });

  it('keeps the order at its place on its page of a filtered list', async () => {
    useOrders.setState({
      orders: Array.from({ length: ADMIN_PAGE_SIZE + 5 }, (_, i) =>
        makeOrder({ id: String(i), createdAt: new Date(2025, 0, 1, 0, i).toISOString(), status: 'shipped' }),
      ),
    });
    const user = userEvent.setup();
    render(<OrdersTab />);
    await user.selectOptions(screen.getByLabelText('Show orders'), 'shipped');
    const pages = screen.getByRole('navigation', { name: 'Order pages' });
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    expect(headings()).toEqual(['Order #4', 'Order #3', 'Order #2', 'Order #1', 'Order #0']);

    const select = screen.getByRole('combobox', { name: 'Status of order #2' });
    select.focus();
    arrowDown(select, 'delivered');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Order #2 is now delivered.'));
    expect(headings()).toEqual(['Order #4', 'Order #3', 'Order #2', 'Order #1', 'Order #0']);
    expect(pages).toHaveTextContent('Page 2 of 2');
    expect(select).toHaveFocus();
    expect(select).toHaveValue('delivered');

    await user.selectOptions(screen.getByLabelText('Show orders'), 'delivered');
    expect(headings()).toEqual(['Order #2']);
  });

  it('exports the shown orders as a CSV download with a header row and one row per order', async () => {
    const user = userEvent.setup();
    let blob: Blob | undefined;
    // jsdom has no object URLs; the browser's are stood in for here.
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (b: Blob) => {
        blob = b;
        return 'blob:orders';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(this.href).toBe('blob:orders');
    });
    render(<OrdersTab />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const lines = (await blob!.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Order ID,Date,Customer Email,Items,Total,Status');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['300', '200', '100']);
    expect(screen.getByRole('status')).toHaveTextContent('Exported 3 orders as CSV.');
  });

  it('pages 2,000 orders', () => {
    useOrders.setState({
      orders: Array.from({ length: 2000 }, (_, i) => makeOrder({ id: String(i), createdAt: new Date(2025, 0, 1, 0, i).toISOString() })),
    });
    render(<OrdersTab />);
    expect(cards()).toHaveLength(ADMIN_PAGE_SIZE);
    expect(within(cards()[0]).getByRole('heading', { level: 3 })).toHaveTextContent('Order #1999');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Order pages' })).getByRole('button', { name: /Next/ }));
    expect(within(cards()[0]).getByRole('heading', { level: 3 })).toHaveTextContent('Order #1974');
  });
});
