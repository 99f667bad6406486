import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '@/test-support/wait';
import { adminLoginCopy } from '@/content/admin';
import { messages } from '@/content/messages';
import { testAdmin } from '@/test-support/admin-credential';
import { browserBackend } from '@/lib/shop/browser-backend';
import { testRouter as router } from '@/test-support/navigation';
import { useAdmin } from '@/lib/store/admin';
import { hydrateStores } from '@/lib/store/hydration';
import { AdminLoginForm } from './admin-login-form';
import { adminSessionFor, configuredAdminCredential } from '@/lib/admin/auth';

describe('AdminLoginForm', () => {
  beforeEach(() => {
    useAdmin.setState({ session: null });
    // The button stays disabled until the page is interactive and storage has been read.
    void hydrateStores();
  });

  it("shows 'Invalid email or password' in an alert for a wrong pair, keeping what was typed", async () => {
    const user = userEvent.setup();
    render(<AdminLoginForm />);
    await user.type(screen.getByLabelText(/^Email/), testAdmin.email);
    await user.type(screen.getByLabelText(/^Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: messages.adminSignIn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidCredentials);
    expect(screen.getByLabelText(/^Email/)).toHaveValue(testAdmin.email);
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(useAdmin.getState().session).toBeNull();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('says why when this browser cannot run the check (no Web Crypto on plain http away from localhost), and stops checking', async () => {
    vi.spyOn(crypto, 'subtle', 'get').mockReturnValue(undefined as unknown as SubtleCrypto);
    const user = userEvent.setup();
    render(<AdminLoginForm />);
    await user.type(screen.getByLabelText(/^Email/), testAdmin.email);
    await user.type(screen.getByLabelText(/^Password/), testAdmin.password);
    await user.click(screen.getByRole('button', { name: messages.adminSignIn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(adminLoginCopy.cannotCheck);
    expect(screen.getByRole('status')).not.toHaveTextContent(adminLoginCopy.checking);
    expect(screen.getByRole('button', { name: messages.adminSignIn })).toBeEnabled();
    // Nothing typed is at fault, and nothing is lost.
    expect(screen.getByLabelText(/^Password/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Password/)).toHaveValue(testAdmin.password);
    expect(useAdmin.getState().session).toBeNull();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('says the sign-in could not be made, not that the page needs https, when something else fails (its code not fetched)', async () => {
    vi.spyOn(browserBackend, 'adminSignIn').mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const user = userEvent.setup();
    render(<AdminLoginForm />);
    await user.type(screen.getByLabelText(/^Email/), testAdmin.email);
    await user.type(screen.getByLabelText(/^Password/), testAdmin.password);
    await user.click(screen.getByRole('button', { name: messages.adminSignIn }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't sign in just now. Check your connection and try again.");
    expect(screen.getByRole('button', { name: messages.adminSignIn })).toBeEnabled();
    expect(screen.getByLabelText(/^Password/)).toHaveValue(testAdmin.password);
  });

  it('shows and hides the password with a button that says what it does', async () => {
    const user = userEvent.setup();
    render(<AdminLoginForm />);
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('tells an owner whose kept sign-in no longer opens the dashboard why they are asked again; a first visit is not told', async () => {
    const view = render(<AdminLoginForm />);
    await screen.findByRole('button', { name: messages.adminSignIn });
    expect(screen.queryByText(adminLoginCopy.signInEnded)).not.toBeInTheDocument();
    view.unmount();

    // Kept from before the password changed (the static shop), or a session the shared server no longer takes.
    useAdmin.setState({ session: adminSessionFor(configuredAdminCredential!, 'ab'.repeat(32)) });
    render(<AdminLoginForm />);
    expect(await screen.findByText(adminLoginCopy.signInEnded)).toHaveAttribute('role', 'status');
  });

  it("signs in with the right pair (email in any case): session 'Admin User', role admin, then /admin", async () => {
    const user = userEvent.setup();
    render(<AdminLoginForm />);
    await user.type(screen.getByLabelText(/^Email/), ' Owner@Example.com ');
    await user.type(screen.getByLabelText(/^Password/), testAdmin.password);
    await user.click(screen.getByRole('button', { name: messages.adminSignIn }));
    await eventually(() => expect(router.replace).toHaveBeenCalledWith('/admin'));
    expect(useAdmin.getState().session).toEqual({
      id: 'admin',
      email: testAdmin.email,
      name: messages.adminName,
      role: 'admin',
      proof: testAdmin.proof,
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
