// The words of a forgotten password, in a build with the shared server (lib/shop/server-password-reset.ts): asked
// for on /login, chosen on /reset-password from the link the server emails. In a module of their own, so the static
// shop's sign-in page (which has no passwords to forget) carries none of them.
import { site } from './site';

/** Whoever asks always reads the same answer, so nobody learns from it whether an address has an account. */
export const passwordResetCopy = {
  forgotLink: 'Forgot your password?',
  forgotTitle: 'Reset your password',
  forgotIntro: 'Type the email address you signed in with. We will email it a link to choose a new password.',
  sendLink: 'Email me a link',
  sending: 'Sending…',
  sent: (email: string) =>
    `If an account uses ${email}, we have emailed it a link to choose a new password. The link works once, within the hour. ` +
    'If nothing arrives in a few minutes, check your spam folder, or ask again.',
  backToSignIn: 'Back to sign in',
  /** The server has no mail settings: it cannot send the link. */
  notSetUp: `This shop cannot email a reset link just now. Please write to us at ${site.email} or call ${site.phone}, and we will help you back into your account.`,
  notSent: `We couldn't reach the shop just now, so no link was sent. Check your connection and try again, or call us at ${site.phone}.`,
  tooMany: `Too many links were asked for from your connection in the last hour. Please wait a while and try again, or write to us at ${site.email}.`,

  chooseTitle: 'Choose a new password',
  chooseIntro: 'Choose a new password for your account. Once it is saved, every device signed in to your account is signed out.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  save: 'Save new password',
  saving: 'Saving…',
  savedTitle: 'Your password has been changed',
  saved: 'Sign in with your new password. Every device that was signed in to your account has been signed out.',
  signIn: 'Sign in',
  /** No token, or the server refused it: used, too old, or not the latest. */
  invalidTitle: 'This link no longer works',
  invalid: 'A reset link works once, within the hour, and only the latest one you asked for. Ask for a new one from the sign-in page.',
  askAgain: 'Ask for a new link',
  notSaved: `We couldn't reach the shop just now, so your password was not changed. What you typed is still here. Check your connection and try again, or call us at ${site.phone}.`,
  /** The static shop: accounts are this browser's, with no password to forget. */
  staticTitle: 'Resetting a password needs the shop’s server',
  staticText: 'In this shop your account is kept in this browser only, with no password to forget: sign in with your email address.',
  checking: 'Loading…',
} as const;
