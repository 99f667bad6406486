// What the sign-in and sign-up forms say about a field, in their own module: the rules that check accounts
// (lib/accounts/auth.ts) run on product pages too, which carry none of the account screens' other words.
import { PASSWORD_MIN_LENGTH } from '@/lib/limits';

export const authErrors = {
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  emailRequired: 'Enter your email address',
  emailInvalid: 'Enter an email address like name@example.com',
  password: 'Enter a password',
  /** The shared server's refusal of a short password; its sign-up form says the rule beforehand (authCopy.passwordHint). */
  passwordTooShort: `Use a password of at least ${PASSWORD_MIN_LENGTH} characters.`,
  confirmPassword: 'Enter your password again',
} as const;
