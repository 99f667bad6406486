// What the sign-in and sign-up forms say about a field, in their own module: the rules that check accounts
// (lib/auth.ts) run on product pages too, which carry none of the account screens' other words.
export const authErrors = {
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  emailRequired: 'Enter your email address',
  emailInvalid: 'Enter an email address like name@example.com',
  password: 'Enter a password',
  confirmPassword: 'Enter your password again',
} as const;
