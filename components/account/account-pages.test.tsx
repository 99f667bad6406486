import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { hydrateStores, syncAcrossTabs } from '@/lib/store/hydration';
import { useSession } from '@/lib/store/session';
import { openAt, testRouter as router } from '@/test-support/navigation';
import { ada } from '@/test-support/user';
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

  it('keeps what was typed through a sign-in again (the server had ended the session), and not after Cancel', async () => {
    const user = userEvent.setup();
    storeUser(ada);
    const first = render(<ProfileEditorPage labelledBy="h" />);
    act(() => void hydrateStores());
    await user.type(screen.getByLabelText(/Street address/), '12 Birch Ave');
    await user.type(screen.getByLabelText(/City/), 'Lloydminster');
    // Signed out here by the server's word: the page sends the shopper to sign in, and they come back.
    act(() => useSession.setState({ user: null }));
    first.unmount();
    act(() => useSession.setState({ user: ada, accounts: [ada] }));
    const back = render(<ProfileEditorPage labelledBy="h" />);
    expect(screen.getByLabelText(/Street address/)).toHaveValue('12 Birch Ave');
    expect(screen.getByLabelText(/City/)).toHaveValue('Lloydminster');
    expect(screen.getByLabelText(/First name/)).toHaveValue(ada.firstName);

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    back.unmount();
    render(<ProfileEditorPage labelledBy="h" />);
    expect(screen.getByLabelText(/Street address/)).toHaveValue('');
  });

  describe('another tab saves the profile while the form is open', () => {
    /** What another tab of this browser writes, and the storage event this tab hears of it. */
    function otherTabSaves(user: User) {
      const stored = JSON.stringify({ state: { user, accounts: [user] }, version: 1 });
      localStorage.setItem('session', stored);
      act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'session', newValue: stored })));
    }

    /** The editor open on Ada's profile, hearing of what other tabs store as the layout's StoreHydrator does. */
    function openBesideAnotherTab() {
      const user = userEvent.setup();
      storeUser(ada);
      const stopSync = syncAcrossTabs();
      render(<ProfileEditorPage labelledBy="h" />);
      act(() => void hydrateStores());
      return { user, stopSync };
    }

    it('shows its change in a field not changed here, and keeps it when this form saves another field', async () => {
      const { user, stopSync } = openBesideAnotherTab();
      await user.clear(screen.getByLabelText(/Last name/));
      await user.type(screen.getByLabelText(/Last name/), 'King');
      otherTabSaves({ ...ada, phone: '306-555-0101' });
      await waitFor(() => expect(screen.getByLabelText(/Phone/)).toHaveValue('306-555-0101'));
      expect(screen.getByLabelText(/Last name/)).toHaveValue('King');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(router.push).toHaveBeenCalledWith('/dashboard?tab=profile'));
      expect(useSession.getState().user).toMatchObject({ lastName: 'King', phone: '306-555-0101' });
      stopSync();
    });

    it('refuses a field changed in both, naming it with its value now; saving again puts this one over it', async () => {
      const { user, stopSync } = openBesideAnotherTab();
      await user.type(screen.getByLabelText(/Phone/), '306-555-0199');
      otherTabSaves({ ...ada, firstName: 'Augusta', phone: '306-555-0101' });
      await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveValue('Augusta'));
      expect(screen.getByLabelText(/Phone/)).toHaveValue('306-555-0199');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your phone was changed elsewhere while you edited your profile, so nothing was saved. It is now: 306-555-0101. Your changes are still in the form: save again to put them over it.',
      );
      expect(useSession.getState().user).toMatchObject({ firstName: 'Augusta', phone: '306-555-0101' });
      expect(screen.getByLabelText(/Phone/)).toHaveValue('306-555-0199');
      expect(router.push).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(router.push).toHaveBeenCalledWith('/dashboard?tab=profile'));
      expect(useSession.getState().user).toMatchObject({ firstName: 'Augusta', phone: '306-555-0199' });
      stopSync();
    });
  });
});
