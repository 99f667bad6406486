import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutErrors } from '@/content/checkout';
import { seedProducts } from '@/content/products';
import { emptyCheckoutForm, type CheckoutForm as CheckoutValues } from '@/lib/orders/checkout';
import { useCart } from '@/lib/store/cart';
import { useCatalogue } from '@/lib/store/catalogue';
import { useOrders } from '@/lib/store/orders';
import { useSession } from '@/lib/store/session';
import { useEndedSession } from '@/lib/store/ended-session';
import { sessionEndedCopy } from '@/content/session-ended';
import { CheckoutForm } from './checkout-form';
import { readKeptDetails } from './kept-details';

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
  cardName: 'Ada Lovelace',
  cardNumber: '4242 4242 4242 4242',
  expiry: '04/29',
  cvv: '987',
};

function renderForm(initial: CheckoutValues) {
  const onPlaced = vi.fn();
  render(<CheckoutForm initial={initial} onPlaced={onPlaced} onOrderedElsewhere={vi.fn()} now={now} />);
  return { onPlaced, submit: () => screen.getByRole('button', { name: 'Place order' }) };
}

describe('CheckoutForm', () => {
  beforeEach(() => {
    useCatalogue.setState({ products: seedProducts });
    useCart.setState({ items: [{ productId: '2', quantity: 1, customizations: [] }] });
    useOrders.setState({ orders: [] });
    useSession.setState({ user: null, accounts: [] });
    useEndedSession.getState().clear();
  });

  it('shows a message on every missing field, marks them invalid and focuses the first', async () => {
    const { onPlaced, submit } = renderForm(emptyCheckoutForm());
    await userEvent.click(submit());
    const email = screen.getByLabelText(/Email address/);
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(checkoutErrors.email.required);
    expect(screen.getByLabelText(/Card number/)).toHaveAccessibleDescription(checkoutErrors.cardNumber.required);
    expect(screen.getByLabelText(/Phone/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
      expect.stringContaining('Please fix these 11 problems'),
    );
    expect(onPlaced).not.toHaveBeenCalled();
    expect(useOrders.getState().orders).toEqual([]);
  });

  it('clears a field’s message as soon as it is fixed', async () => {
    const { submit } = renderForm({ ...filled, cardNumber: '4242 4242 4242 4241' });
    await userEvent.click(submit());
    const card = screen.getByLabelText(/Card number/);
    expect(card).toHaveFocus();
    expect(card).toHaveAccessibleDescription(checkoutErrors.cardNumber.invalid);
    await userEvent.clear(card);
    await userEvent.type(card, '4242 4242 4242 4242');
    expect(card).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('error-summary')).not.toBeInTheDocument();
  });

  it('places one order for a double submit, as a guest, keeping only the card’s last four digits', async () => {
    const { onPlaced, submit } = renderForm(filled);
    const button = submit();
    fireEvent.click(button);
    fireEvent.click(button);
    // Enter held down submits the form again and again, whatever the button's state.
    const form = screen.getByRole('form', { name: 'Checkout' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Placing order');
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    const orders = useOrders.getState().orders;
    expect(orders).toHaveLength(1);
    expect(onPlaced).toHaveBeenCalledWith(orders[0].id);
    // Product 2 ($34, 0.6 lbs) to the US: Standard International $25, tax $2.72.
    expect(orders[0]).toMatchObject({ status: 'pending', cardLast4: '4242', subtotal: 34, shipping: 25, total: 61.72 });
    const user = useSession.getState().user;
    expect(user?.id).toMatch(/^guest_/);
    expect(orders[0].userId).toBe(user?.id);
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key)).join('\n');
    expect(stored).toContain(orders[0].id);
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('4242 4242 4242 4242');
    expect(stored).not.toContain('"987"');
  });

  it('orders for the signed-in user without creating a guest', async () => {
    const member = {
      id: 'u-7',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '',
      address: { street: '', city: '', state: '', zipCode: '', country: '' },
    };
    useSession.setState({ user: member, accounts: [member] });
    const { submit } = renderForm(filled);
    fireEvent.click(submit());
    await waitFor(() => expect(useOrders.getState().orders).toHaveLength(1));
    expect(useOrders.getState().orders[0].userId).toBe('u-7');
    expect(useSession.getState().user?.id).toBe('u-7');
  });

  it('when the server ended the customer’s session while it was open: says so with a sign-in back to checkout, and places no guest order unasked', async () => {
    const address = { street: '', city: '', state: '', zipCode: '', country: '' };
    useSession.setState({ user: { id: 'u-7', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: '', address }, accounts: [] });
    const { onPlaced, submit } = renderForm(filled);
    // What lib/shop/server-accounts.ts does when the server answers that the session ended.
    act(() => {
      useEndedSession.getState().report('u-7');
      useSession.setState({ user: null });
    });
    const notice = screen.getAllByRole('alert').find((alert) => alert.textContent?.startsWith(sessionEndedCopy.message));
    expect(notice).toHaveTextContent(sessionEndedCopy.checkoutNote);
    expect(within(notice!).getByRole('link', { name: sessionEndedCopy.signIn })).toHaveAttribute('href', '/login?redirect=%2Fcheckout');

    // Typed after the session ended: kept for the account, for when they sign in again.
    await userEvent.clear(screen.getByLabelText(/Street address/));
    await userEvent.type(screen.getByLabelText(/Street address/), '14 Elm Street');
    expect(await readKeptDetails('u-7')).toMatchObject({ street: '14 Elm Street' });

    await userEvent.click(submit());
    expect(notice).toHaveFocus();
    expect(useOrders.getState().orders).toEqual([]);
    expect(screen.getByLabelText(/Street address/)).toHaveValue('14 Elm Street');

    // Told, the shopper may still order as a guest.
    await userEvent.click(submit());
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect(useOrders.getState().orders[0].userId).toMatch(/^guest_/);
  });

  it('with a shared server, when another tab found the session ended (here the customer is only seen signed out, the cart kept): says so too, and places no guest order unasked', async () => {
    vi.stubEnv('NEXT_PUBLIC_PARSE_SERVER_URL', 'https://shop.example/parse');
    try {
      const address = { street: '', city: '', state: '', zipCode: '', country: '' };
      useSession.setState({ user: { id: 'u-8', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: '', address }, accounts: [] });
      const { submit } = renderForm(filled);
      act(() => useSession.setState({ user: null }));
      const notice = screen.getAllByRole('alert').find((alert) => alert.textContent?.startsWith(sessionEndedCopy.message));
      expect(notice).toHaveTextContent(sessionEndedCopy.checkoutNote);
      await userEvent.click(submit());
      expect(notice).toHaveFocus();
      expect(useOrders.getState().orders).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('refuses to order while an unavailable line is in the cart', () => {
    useCart.setState({
      items: [
        { productId: '2', quantity: 1, customizations: [] },
        { productId: '8', quantity: 1, customizations: [] },
      ],
    });
    const { onPlaced, submit } = renderForm(filled);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
      expect.stringContaining('no longer available'),
    );
    fireEvent.click(submit());
    expect(onPlaced).not.toHaveBeenCalled();
    expect(useOrders.getState().orders).toEqual([]);
    expect(document.getElementById('checkout-blocked')).toHaveFocus();
  });
});
