// A forgotten password, in a build with the shared server: the email the reset link is sent to, and the new password
// chosen on /reset-password, checked under the sign-up rules (auth.ts) before the server checks them again.
import { authErrors } from '@/content/auth-errors';
import { messages } from '@/content/messages';
import { PASSWORD_MIN_LENGTH, TEXT_LIMITS, overLongFields } from '@/lib/limits';
import { isValidEmail } from '@/lib/util/email-address';

/** How long a reset link works (Parse Server's passwordPolicy.resetTokenValidityDuration), in seconds: one hour. */
export const RESET_LINK_VALID_SECONDS = 60 * 60;

export interface ForgotForm {
  email: string;
}

export type ForgotErrors = Partial<Record<keyof ForgotForm, string>>;

/** The email the link goes to: required and email-shaped, as when signing in. */
export function validateForgot(form: ForgotForm): ForgotErrors {
  const errors: ForgotErrors = {};
  if (form.email.trim() === '') errors.email = authErrors.emailRequired;
  else if (!isValidEmail(form.email)) errors.email = authErrors.emailInvalid;
  return { ...overLongFields(form, { email: TEXT_LIMITS.email }), ...errors };
}

export interface NewPasswordForm {
  password: string;
  confirmPassword: string;
}

export type NewPasswordField = keyof NewPasswordForm;
export type NewPasswordErrors = Partial<Record<NewPasswordField, string>>;

/** In page order: the first with a problem gets the focus. */
export const NEW_PASSWORD_FIELDS: readonly NewPasswordField[] = ['password', 'confirmPassword'];

/**
 * The sign-up rules for a password: required, PASSWORD_MIN_LENGTH characters or more (the server's policy, said here
 * before it refuses), at most TEXT_LIMITS.password, and typed twice the same.
 */
export function validateNewPassword(form: NewPasswordForm): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (form.password === '') errors.password = authErrors.password;
  else if ([...form.password].length < PASSWORD_MIN_LENGTH) errors.password = authErrors.passwordTooShort;
  if (form.confirmPassword === '') errors.confirmPassword = authErrors.confirmPassword;
  else if (form.confirmPassword !== form.password) errors.confirmPassword = messages.passwordsDoNotMatch;
  return { ...overLongFields(form, { password: TEXT_LIMITS.password, confirmPassword: TEXT_LIMITS.password }), ...errors };
}
