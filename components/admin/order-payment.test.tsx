// What a build with a shared server shows of each order on the owner's Orders tab (order-payment.tsx).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder } from '@/test-support/admin-data';
import { OrderPaymentDetails, ServerOrderHeader } from './order-payment';

describe('ServerOrderHeader: the payment beside the status', () => {
  it.each([
    ['awaiting', 'Payment: Awaiting payment'],
    ['paid', 'Payment: Paid'],
    ['unpaid', 'Payment: Unpaid'],
    ['refunded', 'Payment: Refunded'],
    ['flagged', 'Payment: Flagged'],
  ] as const)('names a payment %s', (payment, text) => {
    render(<ServerOrderHeader order={makeOrder({ payment })} status="pending" onStatus={vi.fn()} />);
    expect(screen.getByTestId('admin-order-payment')).toHaveTextContent(text);
  });

  it('shows no payment for an order never paid online, and Cancelled when it is', () => {
    render(<ServerOrderHeader order={makeOrder({ status: 'cancelled' })} status="cancelled" onStatus={vi.fn()} />);
    expect(screen.queryByTestId('admin-order-payment')).not.toBeInTheDocument();
    expect(screen.getByText('Cancelled', { selector: 'span' })).toBeInTheDocument();
  });
});

describe('OrderPaymentDetails', () => {
  it('says what was paid, and offers Cancel and refund', () => {
    render(<OrderPaymentDetails order={makeOrder({ payment: 'paid', total: 51.72, paidAmount: 51.72 })} />);
    expect(screen.getByText('Paid $51.72 by card through Stripe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel and refund' })).toBeInTheDocument();
  });

  it('says why a payment was flagged, and still offers to refund what came in', () => {
    const paymentProblem = 'Stripe received $1.00, but the order’s total is $51.72, so it was not marked paid.';
    render(<OrderPaymentDetails order={makeOrder({ payment: 'flagged', total: 51.72, paidAmount: 1, paymentProblem })} />);
    expect(screen.getByTestId('admin-order-problem')).toHaveTextContent(paymentProblem);
    expect(screen.getByRole('button', { name: 'Cancel and refund' })).toBeInTheDocument();
  });

  it('says what was refunded, and the shipment, with nothing more to refund', () => {
    render(
      <OrderPaymentDetails
        order={makeOrder({ payment: 'refunded', status: 'cancelled', refundedAmount: 51.72, carrier: 'Canada Post', trackingNumber: '7023 4567' })}
      />,
    );
    expect(screen.getByText('Refunded $51.72 through Stripe')).toBeInTheDocument();
    expect(screen.getByTestId('admin-order-tracking')).toHaveTextContent('Shipped with Canada Post, tracking number 7023 4567');
    expect(screen.queryByRole('button', { name: 'Cancel and refund' })).not.toBeInTheDocument();
  });

  it('asks before refunding, and does nothing when the owner says no', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    render(<OrderPaymentDetails order={makeOrder({ id: 'AbC123xYz0', payment: 'paid', total: 51.72, paidAmount: 51.72 })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(confirm).toHaveBeenCalledWith('Cancel order #AbC123xYz0 and refund $51.72 to the customer through Stripe? This cannot be undone.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ServerOrderHeader: the status', () => {
  it('leaves an order awaiting its payment, unpaid, flagged or refunded where it is', () => {
    for (const payment of ['awaiting', 'unpaid', 'flagged', 'refunded'] as const) {
      const { unmount } = render(<ServerOrderHeader order={makeOrder({ id: `o-${payment}`, payment })} status="pending" onStatus={vi.fn()} />);
      expect(screen.getByRole('combobox', { name: `Status of order #o-${payment}` })).toBeDisabled();
      unmount();
    }
  });

  it('asks for the carrier and tracking number, both optional, before marking an order shipped', async () => {
    const onStatus = vi.fn();
    render(<ServerOrderHeader order={makeOrder({ id: 'AbC123xYz0', payment: 'paid' })} status="pending" onStatus={onStatus} />);
    const status = screen.getByRole('combobox', { name: 'Status of order #AbC123xYz0' });
    await userEvent.selectOptions(status, 'processing');
    expect(onStatus).toHaveBeenLastCalledWith('processing');

    await userEvent.selectOptions(status, 'shipped');
    expect(onStatus).toHaveBeenCalledTimes(1);
    const form = screen.getByRole('group', { name: 'Mark order #AbC123xYz0 as shipped' });
    expect(within(form).getByLabelText('Carrier (optional)')).toHaveFocus();
    await userEvent.click(within(form).getByRole('button', { name: 'Keep it pending' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(onStatus).toHaveBeenCalledTimes(1);

    await userEvent.selectOptions(status, 'shipped');
    await userEvent.type(screen.getByLabelText('Tracking number (optional)'), ' 7023 4567 ');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    expect(onStatus).toHaveBeenLastCalledWith('shipped');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
