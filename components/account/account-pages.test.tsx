import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { hydrateStores } from '@/lib/store/hydration';
import { useSession } from '@/lib/store/session';
import { openAt, testRouter as router } from '@/lib/test-navigation';
import { ada } from '@/lib/test-user';
import type { User } from '@/types/shop';
import { AccountDashboard } from './account-dashboard';
import { ProfileEditorPage } from './profile-editor';


function storeUser(user: User | null) {
  localStorage.setItem('session', JSON.stringify({ state: { user, accounts: user ? [user] : [] }, version: 1 }));
}

beforeEach(() => {
  useSession.setState({ user: null, accounts: [] });
});

describe('AccountDashboard', () => {
  it('says nothing about logging in until persisted state is read, then asks a visitor to log in', () => {
    openAt('/orders?tab=orders');
    storeUser(null);
    render(<AccountDashboard />);
    expect(screen.queryByText(messages.dashboardLoginRequired)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
    act(() => void hydrateStores());
    expect(screen.getByText(messages.dashboardLoginRequired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=%2Forders%3Ftab%3Dorders');
  });

  it('opens on the profile tab by default and on the orders tab with ?tab=orders', () => {
    openAt('/dashboard?tab=nonsense');
    storeUser(ada);
    const { unmount } = render(<AccountDashboard />);
    act(() => void hydrateStores());
    expect(screen.getByRole('heading', { level: 2, name: 'Your profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/dashboard?tab=orders');
    unmount();

    openAt('/dashboard?tab=orders');
    render(<AccountDashboard />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your orders' })).toBeInTheDocument();
    expect(screen.getByText('You have not placed any orders yet.')).toBeInTheDocument();
  });
});

describe('ProfileEditorPage', () => {
  beforeEach(() => {
    openAt('/profile/edit');
  });

  it('sends a visitor to /login with the way back, only after persisted state is read', () => {
    storeUser(null);
    render(<ProfileEditorPage labelledBy="h" />);
    expect(router.replace).not.toHaveBeenCalled();
    act(() => void hydrateStores());
    expect(router.replace).toHaveBeenCalledWith('/login?redirect=%2Fprofile%2Fedit');
  });

  it('saves the changes to the user and returns to the profile tab with a notice', async () => {
    const user = userEvent.setup();
    storeUser(ada);
    render(<ProfileEditorPage labelledBy="h" />);
    act(() => void hydrateStores());
    const first = screen.getByLabelText(/First name/);
    await user.clear(first);
    await user.type(first, 'Augusta');
    await user.type(screen.getByLabelText(/Phone/), '780 555 0100');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/dashboard?tab=profile'));
    expect(useSession.getState().user).toMatchObject({ firstName: 'Augusta', phone: '780 555 0100' });
    expect(useSession.getState().accounts[0].firstName).toBe('Augusta');
    expect(router.push).toHaveBeenCalledWith('/dashboard?tab=profile');
  });

  it('keeps what was typed and says what to fix', async () => {
    const user = userEvent.setup();
    storeUser(ada);
    render(<ProfileEditorPage labelledBy="h" />);
    act(() => void hydrateStores());
    await user.type(screen.getByLabelText(/Street address/), '12 Birch Ave');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText(/City/)).toHaveFocus();
    expect(screen.getByLabelText(/City/)).toHaveAccessibleDescription('Enter your city');
    expect(screen.getByLabelText(/Street address/)).toHaveValue('12 Birch Ave');
    expect(router.push).not.toHaveBeenCalled();
    expect(useSession.getState().user?.address.street).toBe('');
  });
});
