import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { adminSessionFor, configuredAdminCredential } from '@/lib/admin/auth';
import { useAdmin } from '@/lib/store/admin';
import { hydrateStores } from '@/lib/store/hydration';
import { testAdmin } from '@/test-support/admin-credential';
import { testRouter as router } from '@/test-support/navigation';
import { eventually } from '@/test-support/wait';
import { AdminAccount } from './admin-account';

const session = adminSessionFor(configuredAdminCredential!, testAdmin.proof);

function storeSession(value: object | null) {
  localStorage.setItem('admin', JSON.stringify({ state: { session: value }, version: 2 }));
}

describe("AdminAccount, the admin frame's owner and Logout", () => {
  afterEach(() => useAdmin.setState({ session: null }));

  it("shows the owner's welcome name and Logout once the session is the owner's", async () => {
    storeSession(session);
    render(<AdminAccount />);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    act(() => void hydrateStores());
    expect(await screen.findByTestId('admin-owner')).toHaveTextContent(`Welcome, ${messages.adminName}`);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("shows the owner's email when the account has no name", async () => {
    // A shared server's owner account may have no name; the check of its session is the server's, so here the
    // session is signed in on this page, which grants it without a second check.
    act(() => void hydrateStores());
    await act(() => useAdmin.getState().login({ ...session, name: ' ' }));
    render(<AdminAccount />);
    expect(screen.getByTestId('admin-owner')).toHaveTextContent(`Welcome, ${session.email}`);
  });

  it('shows nothing on the sign-in page, to a visitor without the owner’s session', () => {
    storeSession(null);
    render(<AdminAccount />);
    act(() => void hydrateStores());
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
  });

  it('Logout signs the owner out and goes to the home page', async () => {
    const user = userEvent.setup();
    storeSession(session);
    render(<AdminAccount />);
    act(() => void hydrateStores());
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await eventually(() => expect(useAdmin.getState().session).toBeNull());
    expect(router.push).toHaveBeenCalledWith('/');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
