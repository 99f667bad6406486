// Words of the account screens: sign in and sign up, the header's account menu, the dashboard, the profile
// editor and the review form. The exact texts of docs/shop-rules.md (Passwords do not match, Write a Review...) are in
// messages.ts; the address labels and their messages are checkout's (content/checkout.ts), shared.

import { PASSWORD_MIN_LENGTH } from '@/lib/limits';
import { addressLines } from '@/lib/util/postal-address';
import type { ProfileValueKey, ProfileValues } from '@/lib/accounts/profile';

export const authCopy = {
  signInTitle: 'Sign in',
  signUpTitle: 'Create an account',
  signInIntro: 'Welcome back. Sign in to see your orders, keep your details for checkout and review what you bought.',
  signUpIntro: 'An account keeps your orders, your details for checkout and your reviews together on this device.',
  /** With a shared server the account is the shop's, not this browser's. */
  signUpIntroWithServer: 'An account keeps your orders, your details for checkout and your reviews together, on any device you sign in on.',
  signInButton: 'Sign in',
  signUpButton: 'Create account',
  toSignUpPrompt: 'New here?',
  toSignUp: 'Create an account',
  toSignInPrompt: 'Already have an account?',
  toSignIn: 'Sign in instead',
  /**
   * Accounts live in this browser only (rules §1): said plainly so nobody expects a password check. Not shown in a
   * build with a shared server, where accounts and passwords are the server's.
   */
  deviceNote: 'Your account is kept in this browser only: there is no password check, and nothing is sent to us.',
  /** Under the password when signing up in a build with a shared server (its passwordPolicy). */
  passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  signingIn: 'Signing you in…',
  alreadySignedIn: (name: string) => `You are signed in as ${name}.`,
  continue: 'Continue',
  goToDashboard: 'Go to your dashboard',
  loading: 'Loading…',
} as const;

export const authLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  password: 'Password',
  confirmPassword: 'Confirm password',
} as const;

export const dashboardCopy = {
  title: 'Your account',
  welcome: (firstName: string) => `Welcome back, ${firstName}`,
  tabsLabel: 'Account sections',
  profileTab: 'Profile',
  ordersTab: 'Orders',
  loginLink: 'Log in',
  loginHint: 'Sign in or create an account to see your profile and orders.',
  loading: 'Loading your account…',
  // Profile tab
  profileHeading: 'Your profile',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  notGiven: 'Not added yet',
  editProfile: 'Edit profile',
  profileSaved: 'Your profile has been saved.',
  guestNote:
    'You checked out as a guest with this email. Your orders are kept here; add your phone and address to check out faster.',
  // Orders tab
  ordersHeading: 'Your orders',
  noOrders: 'You have not placed any orders yet.',
  startShopping: 'Browse our products',
  showingRecent: (shown: number, total: number) =>
    `Showing your ${shown} most recent orders of ${total} in all.`,
  cancelConfirm: 'Are you sure you want to cancel this order?',
  cancelled: (id: string) => `Order #${id} has been cancelled.`,
  actionsLabel: (id: string) => `Actions for order #${id}`,
  reorderSkipped: (names: readonly string[]) =>
    `We could not add ${names.join(', ')} to your cart: ${names.length === 1 ? 'it is' : 'they are'} no longer available.`,
  reorderNothing: 'None of the items of this order can be bought right now.',
  viewCart: 'View cart',
} as const;

export const profileCopy = {
  title: 'Edit your profile',
  intro: 'These details fill in checkout for you. Your email address is your sign-in and cannot be changed here.',
  nameHeading: 'Name and phone',
  addressHeading: 'Address',
  addressHint: 'Optional. Leave every address field blank to keep no address.',
  phone: 'Phone (optional)',
  chooseRegion: 'Choose…',
  save: 'Save changes',
  cancel: 'Cancel',
  redirecting: 'Taking you to sign in…',
} as const;

const profileFieldNames: Record<ProfileValueKey, string> = { firstName: 'first name', lastName: 'last name', phone: 'phone', address: 'address' };

/** A profile save refused because another tab or device changed the same fields meanwhile: which, and what they now are. */
export function profileChangedElsewhere(fields: readonly ProfileValueKey[], now: ProfileValues): string {
  const names = new Intl.ListFormat('en').format(fields.map((field) => profileFieldNames[field]));
  const shown = (field: ProfileValueKey) => (field === 'address' ? addressLines(now.address).join(', ') : now[field]) || 'blank';
  const values = fields.length === 1 ? shown(fields[0]) : fields.map((field) => `${profileFieldNames[field]} ${shown(field)}`).join('; ');
  return (
    `Your ${names} ${fields.length === 1 ? 'was' : 'were'} changed elsewhere while you edited your profile, so nothing was saved. It is now: ${values}. ` +
    'Your changes are still in the form: save again to put them over it.'
  );
}
