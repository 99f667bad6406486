// The forgotten-password forms of a build with the shared server, against a stand-in for the server's answers:
// the same words whatever the answer says of the account, and what was typed kept after any refusal.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAt } from '@/test-support/navigation';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm, ResetPasswordStatic } from './reset-password-form';

const SERVER = 'https://api.shop.example/parse';

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Answers every request with `status` and `body`, and records what was sent. */
function serverAnswers(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers as Record<string, string>, body: String(init.body) });
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

beforeEach(() => {
  vi.stubEnv('NEXT_PUBLIC_PARSE_SERVER_URL', SERVER);
  vi.stubEnv('NEXT_PUBLIC_PARSE_APP_ID', 'workshop-shop');
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('Forgot your password?', () => {
  const renderForm = (email = '') => render(<ForgotPasswordForm initialEmail={email} onBack={() => {}} />);

  it('sends the address in lower case and says the same thing, which names no account', async () => {
    const sent = serverAnswers(200, {});
    renderForm(' Ada@Example.com ');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent(
      'If an account uses Ada@Example.com, we have emailed it a link to choose a new password. The link works once, within the hour. If nothing arrives in a few minutes, check your spam folder, or ask again.',
    );
    expect(answer).toHaveFocus();
    expect(sent).toEqual([{ url: `${SERVER}/requestPasswordReset`, headers: { 'X-Parse-Application-Id': 'workshop-shop', 'Content-Type': 'application/json' }, body: '{"email":"ada@example.com"}' }]);
  });

  it('checks the address first, and sends nothing then', async () => {
    const sent = serverAnswers(200, {});
    renderForm();
    await userEvent.type(screen.getByLabelText(/Email address/), 'ada.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(screen.getByText('Enter an email address like name@example.com')).toBeVisible();
    expect(screen.getByLabelText(/Email address/)).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it.each([
    [429, { code: 429 }, 'Too many links were asked for from your connection in the last hour. Please wait a while and try again, or write to us at hello@prairiegrain.example.'],
    [
      500,
      { code: 1, error: 'An appName, publicServerURL, and emailAdapter are required for password reset and email verification functionality.' },
      'This shop cannot email a reset link just now. Please write to us at hello@prairiegrain.example or call +1 (780) 555-0142, and we will help you back into your account.',
    ],
    [502, {}, "We couldn't reach the shop just now, so no link was sent. Check your connection and try again, or call us at +1 (780) 555-0142."],
  ])('says why no link was sent (%i), keeping the address', async (status, body, message) => {
    serverAnswers(status, body);
    renderForm('ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText(/Email address/)).toHaveValue('ada@example.com');
  });
});

describe('/reset-password', () => {
  const fill = async (password: string, confirm = password) => {
    await userEvent.type(screen.getByLabelText(/^New password/), password);
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  };

  it('sets the password with the token, on the build’s server whatever the address says, then says to sign in', async () => {
    const sent = serverAnswers(200, 'Password successfully reset');
    openAt('/reset-password?token=abc123&appId=workshop-shop&publicServerUrl=https%3A%2F%2Fevil.example%2Fparse');
    render(<ResetPasswordForm />);
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('At least 8 characters.');
    await fill('walnut and maple');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(sent).toEqual([
      {
        url: `${SERVER}/apps/workshop-shop/request_password_reset`,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' },
        body: 'token=abc123&new_password=walnut+and+maple',
      },
    ]);
  });

  it('checks the sign-up rules first, keeping what was typed', async () => {
    const sent = serverAnswers(200, 'Password successfully reset');
    openAt('/reset-password?token=abc123');
    render(<ResetPasswordForm />);
    await fill('walnut and maple', 'walnut and mapel');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await fill('oak1234');
    expect(screen.getByText('Use a password of at least 8 characters.')).toBeVisible();
    expect(screen.getByLabelText(/^New password/)).toHaveFocus();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('oak1234');
    expect(sent).toEqual([]);
  });

  it('says the link no longer works when the server refuses its token, and where to ask again', async () => {
    serverAnswers(400, { code: -1, error: 'The password reset link has expired' });
    openAt('/reset-password?token=abc123');
    render(<ResetPasswordForm />);
    await fill('walnut and maple');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toHaveFocus();
    expect(screen.getByText('A reset link works once, within the hour, and only the latest one you asked for. Ask for a new one from the sign-in page.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/login');
  });

  it('says so at once without a token', () => {
    openAt('/reset-password');
    render(<ResetPasswordForm />);
    expect(screen.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('keeps what was typed when the server cannot be reached', async () => {
    serverAnswers(503, {});
    openAt('/reset-password?token=abc123');
    render(<ResetPasswordForm />);
    await fill('walnut and maple');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "We couldn't reach the shop just now, so your password was not changed. What you typed is still here. Check your connection and try again, or call us at +1 (780) 555-0142.",
      ),
    );
    expect(screen.getByLabelText(/^New password/)).toHaveValue('walnut and maple');
  });

  it('in the static shop, says there is no password to reset', () => {
    render(<ResetPasswordStatic />);
    expect(screen.getByRole('heading', { level: 1, name: 'Resetting a password needs the shop’s server' })).toBeVisible();
    expect(screen.getByText('In this shop your account is kept in this browser only, with no password to forget: sign in with your email address.')).toBeVisible();
  });
});
