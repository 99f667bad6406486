// Signing in and signing up (rules §4, §5). Accounts live in this browser: sign-in checks no password, an email
// already known here resumes its account (profile, orders), and the return path after success stays on this site.
import { authErrors } from '@/content/auth-errors';
import { messages } from '@/content/messages';
import { isValidEmail } from '@/lib/util/email-address';
import type { User } from '@/types/shop';
import { idSuffix } from '@/lib/util/ids';
import { isGuestUser } from './users';
import { defaultFirstName } from './account-links';
import { TEXT_LIMITS, overLongFields } from '@/lib/limits';

export type AuthMode = 'signin' | 'signup';

export interface AuthForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type AuthField = keyof AuthForm;
export type AuthErrors = Partial<Record<AuthField, string>>;

/** The fields of each mode, in page order: the first with a problem gets the focus. */
export const AUTH_FIELDS: Record<AuthMode, readonly AuthField[]> = {
  signin: ['email', 'password'],
  signup: ['firstName', 'lastName', 'email', 'password', 'confirmPassword'],
};

export const emptyAuthForm: AuthForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

const blank = (text: string) => text.trim() === '';

/**
 * rules §5: email (required, email-shaped) and password (required) in both modes; first name, last name and
 * confirm password only when signing up, where the two passwords must match ('Passwords do not match').
 */
export function validateAuth(mode: AuthMode, form: AuthForm): AuthErrors {
  const errors: AuthErrors = {};
  if (mode === 'signup') {
    if (blank(form.firstName)) errors.firstName = authErrors.firstName;
    if (blank(form.lastName)) errors.lastName = authErrors.lastName;
  }
  if (blank(form.email)) errors.email = authErrors.emailRequired;
  else if (!isValidEmail(form.email)) errors.email = authErrors.emailInvalid;
  if (form.password === '') errors.password = authErrors.password;
  if (mode === 'signup') {
    if (form.confirmPassword === '') errors.confirmPassword = authErrors.confirmPassword;
    else if (form.confirmPassword !== form.password) errors.confirmPassword = messages.passwordsDoNotMatch;
  }
  const limits = mode === 'signup' ? AUTH_LIMITS : { email: AUTH_LIMITS.email, password: AUTH_LIMITS.password };
  return { ...overLongFields(form, limits), ...errors };
}

const AUTH_LIMITS = {
  firstName: TEXT_LIMITS.name,
  lastName: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  password: TEXT_LIMITS.password,
  confirmPassword: TEXT_LIMITS.password,
};


const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The account this browser already holds for an email (any case), or undefined. When a shopper checked out as a
 * guest more than once there may be several: a registered account wins, else the most recent.
 */
export function findAccount(accounts: readonly User[], email: string): User | undefined {
  const matches = accounts.filter((account) => sameEmail(account.email, email));
  return matches.find((account) => !isGuestUser(account)) ?? matches[matches.length - 1];
}

/**
 * The ids of every account in this browser with the user's email, the user's own first. An order placed under
 * an earlier guest account with the same email is still this shopper's.
 */
export function accountIdsFor(user: User, accounts: readonly User[]): string[] {
  const others = accounts.filter((account) => account.id !== user.id && sameEmail(account.email, user.email));
  return [user.id, ...others.map((account) => account.id)];
}

export const USER_ID_PREFIX = 'user_';

const emptyAddress = { street: '', city: '', state: '', zipCode: '', country: '' };

function newAccount(details: { email: string; firstName: string; lastName: string }, now: number, random: () => number): User {
  const email = details.email.trim();
  return {
    id: `${USER_ID_PREFIX}${now}_${idSuffix(random)}`,
    email,
    firstName: details.firstName.trim() || defaultFirstName(email),
    lastName: details.lastName.trim(),
    phone: '',
    address: { ...emptyAddress },
  };
}

interface Clock {
  now: number;
  random?: () => number;
}

/**
 * rules §5 sign in: every email and password is accepted. A known email resumes that account (its first name
 * filled in from the email if it has none); an unknown one becomes a new account named after the email.
 */
export function signIn(accounts: readonly User[], form: Pick<AuthForm, 'email'>, { now, random = Math.random }: Clock): User {
  const known = findAccount(accounts, form.email);
  if (known) return known.firstName.trim() ? known : { ...known, firstName: defaultFirstName(known.email) };
  return newAccount({ email: form.email, firstName: '', lastName: '' }, now, random);
}

/**
 * rules §5 sign up. An email already known here (e.g. a guest who checked out) keeps its account, so its orders
 * stay with it, and takes the names just typed.
 */
export function signUp(
  accounts: readonly User[],
  form: Pick<AuthForm, 'email' | 'firstName' | 'lastName'>,
  { now, random = Math.random }: Clock,
): User {
  const known = findAccount(accounts, form.email);
  if (!known) return newAccount(form, now, random);
  return {
    ...known,
    firstName: form.firstName.trim() || known.firstName || defaultFirstName(known.email),
    lastName: form.lastName.trim() || known.lastName,
  };
}

