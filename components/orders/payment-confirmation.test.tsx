// /order-confirmation for an order paid on Stripe's page: it says what the server holds, never more.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/test-support/admin-data';
import { OrderPaymentLines } from './order-payment-lines';
import { PaymentConfirmation } from './payment-confirmation';

describe('PaymentConfirmation', () => {
  it('says it is confirming the payment while Stripe’s word is awaited, and nothing about it being received', () => {
    render(<PaymentConfirmation order={makeOrder({ payment: 'awaiting', total: 51.72 })} guestNote={null} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirming your payment…');
    expect(screen.getByText('Stripe is telling the shop about your payment. This page updates by itself in a moment: there is no need to pay again.')).toBeInTheDocument();
    expect(screen.queryByText(/Payment received/)).not.toBeInTheDocument();
  });

  it('says the payment was received once the server has the paid order', () => {
    render(<PaymentConfirmation order={makeOrder({ payment: 'paid', total: 51.72, paidAmount: 51.72 })} guestNote="You are signed in as a guest." />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you for your order!');
    expect(screen.getByTestId('payment-confirmation')).toHaveTextContent(
      'Payment received: $51.72. We have your order and will start on it soon. Keep your order number to find it again.',
    );
    expect(screen.getByText('You are signed in as a guest.')).toBeInTheDocument();
  });

  it('says a flagged payment is being checked, without calling it received', () => {
    render(<PaymentConfirmation order={makeOrder({ payment: 'flagged', total: 51.72, paidAmount: 1 })} guestNote={null} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We are checking your payment');
    expect(screen.queryByText(/Payment received/)).not.toBeInTheDocument();
  });

  it('says a payment that did not go through placed nothing, and leads back to checkout', () => {
    render(<PaymentConfirmation order={makeOrder({ payment: 'unpaid', status: 'cancelled' })} guestNote={null} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your payment did not go through');
    expect(screen.getByText('Nothing was charged and no order was placed. Your cart is still here, so you can try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/checkout');
  });
});

describe('OrderPaymentLines: an order’s payment and shipment, on the customer’s order', () => {
  it.each([
    [{ payment: 'awaiting' }, 'Awaiting payment on Stripe’s page'],
    [{ payment: 'paid', paidAmount: 51.72 }, 'Paid $51.72 by card through Stripe'],
    [{ payment: 'flagged', paidAmount: 1 }, 'Payment being checked by the shop'],
    [{ payment: 'refunded', status: 'cancelled', refundedAmount: 51.72 }, 'Refunded $51.72 to your card'],
  ] as const)('%o reads “%s”', (fields, text) => {
    render(<OrderPaymentLines order={makeOrder({ total: 51.72, ...fields })} />);
    expect(screen.getByTestId('order-payment')).toHaveTextContent(text);
  });

  it('shows the card’s last four digits of an order placed with the card form, and no payment line', () => {
    render(<OrderPaymentLines order={makeOrder({ cardLast4: '4242' })} />);
    expect(screen.getByText('Card ending in 4242')).toBeInTheDocument();
    expect(screen.queryByTestId('order-payment')).not.toBeInTheDocument();
  });

  it('shows the carrier and tracking number once the order is on its way', () => {
    const shipment = { carrier: 'Canada Post', trackingNumber: '7023 4567' };
    const { rerender } = render(<OrderPaymentLines order={makeOrder({ status: 'processing', ...shipment })} />);
    expect(screen.queryByTestId('order-tracking')).not.toBeInTheDocument();
    rerender(<OrderPaymentLines order={makeOrder({ status: 'shipped', ...shipment })} />);
    expect(screen.getByTestId('order-tracking')).toHaveTextContent('Shipped with Canada Post, tracking number 7023 4567');
    rerender(<OrderPaymentLines order={makeOrder({ status: 'delivered', trackingNumber: '7023 4567' })} />);
    expect(screen.getByTestId('order-tracking')).toHaveTextContent('Tracking number 7023 4567');
  });
});
