import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { hydrateStores } from '@/lib/store/hydration';
import { useSession } from '@/lib/store/session';
import { openAt, testRouter as router } from '@/test-support/navigation';
import { LoginForm } from './login-form';


function renderForm(query = '') {
  openAt(`/login${query && '?'}${query}`);
  render(<LoginForm />);
  act(() => void hydrateStores());
}

describe('LoginForm', () => {
  beforeEach(() => {
    useSession.setState({ user: null, accounts: [] });
  });

  it('keeps the submit button disabled until the page is interactive (no native GET with the password)', () => {
    openAt('/login');
    render(<LoginForm />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    act(() => void hydrateStores());
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('signs in with any email and password, names the user after the email, and returns to the redirect', async () => {
    const user = userEvent.setup();
    renderForm('redirect=/profile/edit');
    await user.type(screen.getByLabelText(/Email address/), 'grace@navy.mil');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/profile/edit'));
    expect(useSession.getState().user).toMatchObject({ email: 'grace@navy.mil', firstName: 'grace' });
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
  });

  it("refuses mismatched passwords with the alert, keeps what was typed, and doesn't sign in", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toHaveFocus();
    await user.type(screen.getByLabelText(/First name/), 'Ada');
    await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
    await user.type(screen.getByLabelText(/Email address/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'one');
    await user.type(screen.getByLabelText(/Confirm password/), 'two');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.passwordsDoNotMatch);
    expect(screen.getByLabelText(/Confirm password/)).toHaveFocus();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ada');
    expect(useSession.getState().user).toBeNull();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('sends the focus to the first empty field of a blank sign-up, with no alert about another field', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
    expect(screen.getByLabelText(/First name/)).toHaveAccessibleDescription('Enter your first name');
    expect(screen.getByLabelText(/Confirm password/)).toHaveAccessibleDescription('Enter your password again');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks only for email and password when signing in; the names and confirmation belong to sign-up', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByLabelText(/First name/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Confirm password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/Email address/)).toHaveAccessibleDescription('Enter your email address');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Enter a password');
    expect(screen.getByLabelText(/Email address/)).toHaveFocus();
  });

  it('sends an unsafe redirect home', async () => {
    const user = userEvent.setup();
    renderForm('redirect=https://evil.example/');
    await user.type(screen.getByLabelText(/Email address/), 'bo@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(router.replace).toHaveBeenCalledWith('/');
  });
});
