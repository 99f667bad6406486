// Checkout in a build that takes payment on Stripe's page (NEXT_PUBLIC_PAYMENTS=stripe, docs/payments.md): no card
// fields, a Pay button with the total, and the contact details and address checked as always.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedProducts } from '@/content/products';
import { emptyCheckoutForm, type CheckoutForm as CheckoutValues } from '@/lib/orders/checkout';
import { useCart } from '@/lib/store/cart';
import { useCatalogue } from '@/lib/store/catalogue';
import { useOrders } from '@/lib/store/orders';
import { useSession } from '@/lib/store/session';
import { useEndedSession } from '@/lib/store/ended-session';
import { CheckoutForm } from './checkout-form';

const now = () => new Date(2026, 5, 15);

const filled: CheckoutValues = {
  ...emptyCheckoutForm(),
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '12 Main Street',
  city: 'Missoula',
  state: 'MT',
  zipCode: '59801',
};

function renderForm(initial: CheckoutValues) {
  const onPlaced = vi.fn();
  render(<CheckoutForm initial={initial} onPlaced={onPlaced} onOrderedElsewhere={vi.fn()} now={now} />);
  return { onPlaced };
}

describe('CheckoutForm paid on Stripe’s page', () => {
  beforeEach(() => {
    vi.stubEnv('NEXT_PUBLIC_PAYMENTS', 'stripe');
    useCatalogue.setState({ products: seedProducts });
    // One Oak Phone Stand to Missoula: $34 + $25 shipping to the United States + $2.72 tax = $61.72.
    useCart.setState({ items: [{ productId: '2', quantity: 1, customizations: [] }] });
    useOrders.setState({ orders: [] });
    useSession.setState({ user: null, accounts: [] });
    useEndedSession.getState().clear();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    window.history.replaceState(null, '', '/');
  });

  it('has no card fields, says where the card is typed, and a Pay button with the total', () => {
    renderForm(filled);
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Name on card/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Security code/)).not.toBeInTheDocument();
    const payment = screen.getByRole('group', { name: 'Payment' });
    expect(within(payment).getByTestId('stripe-payment-note')).toHaveTextContent(
      'You pay on Stripe’s secure payment page, where you type your card: this site never sees it. Your order is placed once Stripe confirms the payment.',
    );
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$61.72');
    expect(screen.getByRole('button', { name: 'Pay $61.72' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  });

  it('checks the contact details and the address, and nothing of a card', async () => {
    const { onPlaced } = renderForm(emptyCheckoutForm());
    await userEvent.click(screen.getByRole('button', { name: 'Pay $61.72' }));
    expect(screen.getByLabelText(/Email address/)).toHaveFocus();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(expect.stringContaining('Please fix these 7 problems'));
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('says nothing was ordered when the shop has no online payment, keeping what was typed', async () => {
    // The shop without a server (these tests' backend) cannot take payment on Stripe's page.
    const { onPlaced } = renderForm(filled);
    await userEvent.click(screen.getByRole('button', { name: 'Pay $61.72' }));
    expect(
      await screen.findByText(
        'Online payment is not set up on the shop’s server yet, so nothing was ordered or charged. Please call us at +1 (780) 555-0142 to order.',
      ),
    ).toHaveFocus();
    expect(screen.getByLabelText(/Street address/)).toHaveValue('12 Main Street');
    expect(useCart.getState().items).toHaveLength(1);
    expect(useOrders.getState().orders).toEqual([]);
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('says nothing was charged when Cancel on Stripe’s page brought the shopper back', () => {
    window.history.replaceState(null, '', '/checkout?payment=cancelled');
    renderForm(filled);
    expect(screen.getByText('You left Stripe’s page, so nothing was charged. Your cart and everything you typed are still here: pay when you are ready.')).toHaveAttribute(
      'role',
      'status',
    );
  });
});
