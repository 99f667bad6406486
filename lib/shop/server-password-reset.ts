// A forgotten password on the shared server, through Parse Server's reset flow (server/mail, docs/email.md): asking
// for a link, which the server emails to the address when an account has it, and choosing the new password on the
// shop's page the link leads to. Only a build with a server loads this (the forgot form on /login, /reset-password).
import { authErrors } from '@/content/auth-errors';
import { passwordResetCopy as copy } from '@/content/password-reset';
import { validateForgot, validateNewPassword, type ForgotForm, type NewPasswordForm } from '@/lib/accounts/password-reset';
import { fail, invalid, succeed, type ShopResult } from './result';
import { checkFields } from './run';
import { REQUEST_TIMEOUT_MS, serverSettings } from './server-rest';

async function post(url: string, init: { headers: Record<string, string>; body: string }): Promise<{ status: number; body: { code?: number; error?: string } } | null> {
  try {
    const response = await fetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body: unknown = await response.json().catch(() => ({}));
    return { status: response.status, body: body !== null && typeof body === 'object' ? body : {} };
  } catch {
    return null;
  }
}

/**
 * Asks the server to email a reset link to the address. Its answer is the same whether or not an account has the
 * address; only a server that cannot send email, too many requests, or no answer at all read differently.
 */
export async function requestPasswordReset(form: ForgotForm): Promise<ShopResult<null>> {
  const errors = validateForgot(form);
  if (Object.keys(errors).length > 0) return invalid(checkFields, errors);
  const settings = serverSettings();
  if (!settings) return fail({ kind: 'unavailable', message: copy.notSetUp });
  const answer = await post(`${settings.serverURL}/requestPasswordReset`, {
    headers: { 'X-Parse-Application-Id': settings.appId, 'Content-Type': 'application/json' },
    // Accounts are signed up under their address in lower case (server-accounts.ts).
    body: JSON.stringify({ email: form.email.trim().toLowerCase() }),
  });
  if (answer?.status === 200) return succeed(null);
  if (answer?.status === 429) return fail({ kind: 'unavailable', message: copy.tooMany });
  // Parse Server's refusal when it has no email adapter: the server has no mail settings.
  if (answer?.status === 500 && answer.body.code === 1) return fail({ kind: 'unavailable', message: copy.notSetUp });
  return fail({ kind: 'unavailable', message: copy.notSent });
}

/**
 * Sets the account's new password with the link's one-time token, on the server this build names (never an address
 * read from the page's own URL). Refused as `not-found` when the link no longer works (used, expired, superseded),
 * as `invalid` with the field when the password breaks the rules.
 */
export async function chooseNewPassword(token: string, form: NewPasswordForm): Promise<ShopResult<null>> {
  const errors = validateNewPassword(form);
  if (Object.keys(errors).length > 0) return invalid(checkFields, errors);
  const settings = serverSettings();
  if (!settings) return fail({ kind: 'unavailable', message: copy.notSaved });
  const answer = await post(`${settings.serverURL}/apps/${encodeURIComponent(settings.appId)}/request_password_reset`, {
    // Parse's page route reads a form's fields, and answers JSON (not a redirect) to a request that says it is XHR.
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' },
    body: new URLSearchParams({ token, new_password: form.password }).toString(),
  });
  if (answer?.status === 200) return succeed(null);
  if (answer?.status === 400 && answer.body.error === authErrors.passwordTooShort) return invalid(checkFields, { password: authErrors.passwordTooShort });
  if (answer?.status === 400) return fail({ kind: 'not-found', message: copy.invalid });
  return fail({ kind: 'unavailable', message: copy.notSaved });
}
