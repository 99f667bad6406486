import { describe, expect, it } from 'vitest';
import { authErrors } from '@/content/auth-errors';
import { messages } from '@/content/messages';
import {
  accountIdsFor,
  emptyAuthForm,
  findAccount,
  signIn,
  signUp,
  validateAuth,
  type AuthForm,
} from './auth';
import { defaultFirstName, loginPath, safeReturnPath } from './account-links';
import type { User } from '@/types/shop';

const signup: AuthForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'engine',
  confirmPassword: 'engine',
};

const address = { street: '12 Main Street', city: 'Missoula', state: 'MT', zipCode: '59801', country: 'United States' };
const user = (overrides: Partial<User>): User => ({
  id: 'user_1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '',
  address,
  ...overrides,
});
const clock = { now: 1760000000000, random: () => 0.5 };

describe('validateAuth (rules §5)', () => {
  it('accepts a complete sign-up whose passwords match', () => {
    expect(validateAuth('signup', signup)).toEqual({});
  });

  it("says 'Passwords do not match' when the confirmation differs", () => {
    expect(validateAuth('signup', { ...signup, confirmPassword: 'Engine' })).toEqual({
      confirmPassword: messages.passwordsDoNotMatch,
    });
    expect(messages.passwordsDoNotMatch).toBe('Passwords do not match');
  });

  it('needs first name, last name and confirm password when signing up', () => {
    expect(validateAuth('signup', { ...signup, firstName: ' ', lastName: '', confirmPassword: '' })).toEqual({
      firstName: authErrors.firstName,
      lastName: authErrors.lastName,
      confirmPassword: authErrors.confirmPassword,
    });
  });

  it('needs only an email-shaped email and a password when signing in, whatever they are', () => {
    expect(validateAuth('signin', { ...emptyAuthForm, email: 'x@y.co', password: '1' })).toEqual({});
    expect(validateAuth('signin', emptyAuthForm)).toEqual({
      email: authErrors.emailRequired,
      password: authErrors.password,
    });
    expect(validateAuth('signin', { ...emptyAuthForm, email: 'not an email', password: 'p' })).toEqual({
      email: authErrors.emailInvalid,
    });
  });
});

describe('defaultFirstName (rules §5: the part of the email before the @)', () => {
  it.each([
    ['grace.hopper@navy.mil', 'grace.hopper'],
    ['  ada@example.com ', 'ada'],
    ['no-at-sign', 'no-at-sign'],
  ])('%s → %s', (email, name) => {
    expect(defaultFirstName(email)).toBe(name);
  });
});

describe('signIn (rules §5: any email and password, the user made locally)', () => {
  it('creates a new account named after the email when the email is unknown', () => {
    const created = signIn([], { email: ' grace@example.com ' }, clock);
    expect(created).toMatchObject({ email: 'grace@example.com', firstName: 'grace', lastName: '', phone: '' });
    expect(created.id).toMatch(/^user_1760000000000_[0-9a-z]{6}$/);
  });

  it('resumes the account of an email already known in this browser, in any case', () => {
    const ada = user({ phone: '555 0100' });
    expect(signIn([user({ id: 'user_2', email: 'bo@example.com' }), ada], { email: 'ADA@Example.com' }, clock)).toBe(ada);
  });

  it('resumes a guest who checked out, and fills in a missing first name', () => {
    const guest = user({ id: 'guest_9_abc', firstName: '' });
    expect(signIn([guest], { email: 'ada@example.com' }, clock)).toEqual({ ...guest, firstName: 'ada' });
  });
});

describe('signUp', () => {
  it('creates an account with the names typed', () => {
    expect(signUp([], signup, clock)).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('keeps the id (and so the orders) of a known email, with the new names', () => {
    const guest = user({ id: 'guest_9_abc', firstName: 'A', lastName: 'L' });
    expect(signUp([guest], signup, clock)).toEqual({ ...guest, firstName: 'Ada', lastName: 'Lovelace' });
  });
});

describe('findAccount and accountIdsFor', () => {
  const older = user({ id: 'guest_1_a' });
  const newer = user({ id: 'guest_2_b', email: 'Ada@Example.com' });
  const registered = user({ id: 'user_3_c' });

  it('prefers a registered account, else the most recent guest', () => {
    expect(findAccount([older, registered, newer], 'ada@example.com')).toBe(registered);
    expect(findAccount([older, newer], 'ada@example.com')).toBe(newer);
    expect(findAccount([older], 'bo@example.com')).toBeUndefined();
  });

  it("lists every account id with the user's email, the user's own first", () => {
    expect(accountIdsFor(registered, [older, registered, newer, user({ id: 'x', email: 'bo@example.com' })])).toEqual([
      'user_3_c',
      'guest_1_a',
      'guest_2_b',
    ]);
  });
});

describe('safeReturnPath (only paths of this site; default /)', () => {
  it.each([
    ['/profile/edit', '/profile/edit'],
    ['/dashboard?tab=orders', '/dashboard?tab=orders'],
    ['/product/1#reviews', '/product/1#reviews'],
    ['/a/../profile/edit', '/profile/edit'],
  ])('follows %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['profile/edit'],
    ['//evil.example/path'],
    // Paths that only become '//host' once resolved: dot segments are removed, and what is left is another site.
    ['/..//evil.example/phish'],
    ['/.//evil.example/phish'],
    ['/%2e%2e//evil.example/phish'],
    ['/a/..//evil.example'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    [' /profile/edit'],
    ['/login'],
    ['/login?redirect=/login'],
  ])('refuses %j and goes home', (raw) => {
    expect(safeReturnPath(raw)).toBe('/');
  });
});

describe('loginPath', () => {
  it('carries the page to come back to, encoded', () => {
    expect(loginPath('/profile/edit')).toBe('/login?redirect=%2Fprofile%2Fedit');
    expect(loginPath('/dashboard?tab=orders')).toBe('/login?redirect=%2Fdashboard%3Ftab%3Dorders');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('//evil.example')).toBe('/login');
  });
});
