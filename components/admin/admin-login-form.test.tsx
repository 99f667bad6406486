import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/content/messages';
import { DEV_ADMIN_CREDENTIAL } from '@/lib/admin-auth';
import { useAdmin } from '@/lib/store/admin';
import { AdminLoginForm } from './admin-login-form';

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

// The development credential documented in README.md; only its hash is in the app.
const DEV_PASSWORD = 'sawdust-and-linseed';

describe('AdminLoginForm', () => {
  beforeEach(() => {
    useAdmin.setState({ session: null });
    router.replace.mockClear();
  });

  it("shows 'Invalid email or password' in an alert for a wrong pair, keeping what was typed", async () => {
    const user = userEvent.setup();
    render(<AdminLoginForm />);
    await user.type(screen.getByLabelText('Email'), DEV_ADMIN_CREDENTIAL.email);
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: messages.adminSignIn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidCredentials);
    expect(screen.getByLabelText('Email')).toHaveValue(DEV_ADMIN_CREDENTIAL.email);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(useAdmin.getState().session).toBeNull();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a button that says what it does', async () => {
    const user = userEvent.setup();
    render(<AdminLoginForm />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("signs in with the right pair (email in any case): session 'Admin User', role admin, then /admin", async () => {
    const user = userEvent.setup();
    render(<AdminLoginForm />);
    await user.type(screen.getByLabelText('Email'), ' Admin@PrairieGrain.example ');
    await user.type(screen.getByLabelText('Password'), DEV_PASSWORD);
    await user.click(screen.getByRole('button', { name: messages.adminSignIn }));
    await vi.waitFor(() => expect(router.replace).toHaveBeenCalledWith('/admin'));
    expect(useAdmin.getState().session).toEqual({
      id: 'admin',
      email: DEV_ADMIN_CREDENTIAL.email,
      name: messages.adminName,
      role: 'admin',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
