import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAccountUi } from '@/lib/store/account-ui';
import { useCart } from '@/lib/store/cart';
import { hydrateStores } from '@/lib/store/hydration';
import { useSession } from '@/lib/store/session';
import { openAt, testRouter as router } from '@/test-support/navigation';
import { ada } from '@/test-support/user';
import type { User } from '@/types/shop';
import { AccountNav } from './account-nav';


let rerender = () => {};

function signedIn(user: User | null) {
  localStorage.setItem('session', JSON.stringify({ state: { user, accounts: user ? [user] : [] }, version: 1 }));
  localStorage.setItem('cart', JSON.stringify({ state: { items: [{ productId: '1', quantity: 2, customizations: [] }] }, version: 1 }));
  const view = render(<AccountNav />);
  rerender = () => view.rerender(<AccountNav />);
  act(() => void hydrateStores());
}

describe('AccountNav', () => {
  beforeEach(() => {
    openAt('/products');
    useSession.setState({ user: null, accounts: [] });
  });

  it('shows Login to visitors, and before persisted state is read', () => {
    localStorage.setItem('session', JSON.stringify({ state: { user: ada, accounts: [ada] }, version: 1 }));
    render(<AccountNav />);
    expect(screen.getByRole('link', { name: /^Login/ })).toHaveAttribute('href', '/login');
    act(() => void hydrateStores());
    expect(screen.queryByRole('link', { name: /^Login/ })).not.toBeInTheDocument();
  });

  it('gives a signed-in user a first-name menu that Escape closes, focus back on the button', async () => {
    const user = userEvent.setup();
    signedIn(ada);
    const button = screen.getByRole('button', { name: /^Ada.*, account menu$/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders?tab=orders');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('names a user without a first name after their email', () => {
    signedIn({ ...ada, firstName: ' ', email: 'grace@navy.mil' });
    expect(screen.getByRole('button', { name: /^grace/ })).toBeInTheDocument();
  });

  it('Logout clears the user and the cart and puts the focus on Login; the shopper stays on the page', async () => {
    const user = userEvent.setup();
    signedIn(ada);
    expect(useCart.getState().items).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /^Ada/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByRole('link', { name: /^Login/ })).toHaveFocus());
    expect(useSession.getState().user).toBeNull();
    expect(useCart.getState().items).toEqual([]);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('Logout from an account screen goes home', async () => {
    const user = userEvent.setup();
    openAt('/profile/edit');
    signedIn(ada);
    await user.click(screen.getByRole('button', { name: /^Ada/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(router.push).toHaveBeenCalledWith('/');
    // On the way out the editor does not send the shopper to /login; once home, protected pages guard again.
    expect(useAccountUi.getState().signingOut).toBe(true);
    openAt('/');
    rerender();
    expect(useAccountUi.getState().signingOut).toBe(false);
  });
});
