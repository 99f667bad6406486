// Shoppers' accounts on the shared server: the password is kept only as a hash and checked at sign-in; each
// account reads and changes only itself (its ACL, with enforcePrivateUsers), and nobody lists accounts.
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND, PERMISSION_DENIED, call, signUp, type Account } from './test/rest';

/** Parse's answer to a change of an account that is not the session's own (SESSION_MISSING). */
const NOT_YOUR_ACCOUNT = 206;
/** Parse's answer to a sign-in without a password. */
const PASSWORD_MISSING = 201;
const PASSWORD = 'correct horse battery';

interface StoredUser {
  objectId: string;
  username: string;
  email?: string;
  firstName?: string;
  password?: string;
  _hashed_password?: string;
  sessionToken?: string;
}

const getUser = (id: string, options: { session?: string; master?: boolean }) => call<StoredUser>('GET', `/users/${id}`, options);

describe('an account’s password', () => {
  let kim: Account;
  beforeAll(async () => {
    kim = await signUp('kim');
  });

  it('is never returned, not even to the master key', async () => {
    const stored = await getUser(kim.id, { master: true });
    expect(stored.status).toBe(200);
    expect(stored.body.username).toBe(kim.email);
    expect(JSON.stringify(stored.body)).not.toContain(PASSWORD);
    expect(stored.body).not.toHaveProperty('password');
    expect(stored.body).not.toHaveProperty('_hashed_password');
    const me = await call<StoredUser>('GET', '/users/me', { session: kim.session });
    expect(me.body.objectId).toBe(kim.id);
    expect(JSON.stringify(me.body)).not.toContain(PASSWORD);
  });

  it('is checked at sign-in: the right one opens a session, a wrong one is refused', async () => {
    const right = await call<StoredUser>('POST', '/login', { body: { username: kim.email, password: PASSWORD } });
    expect(right.status).toBe(200);
    expect(right.body.objectId).toBe(kim.id);
    expect(typeof right.body.sessionToken).toBe('string');

    for (const password of ['correct horse battery ', 'Correct horse battery', 'wrong']) {
      const wrong = await call('POST', '/login', { body: { username: kim.email, password } });
      expect(wrong.body).toMatchObject({ code: NOT_FOUND, error: 'Invalid username/password.' });
      expect(wrong.body).not.toHaveProperty('sessionToken');
    }
    const blank = await call('POST', '/login', { body: { username: kim.email, password: '' } });
    expect(blank.body.code).toBe(PASSWORD_MISSING);
    expect(blank.body).not.toHaveProperty('sessionToken');
  });

  it('cannot be changed to sign in as someone else by changing their email or username', async () => {
    const lee = await signUp('lee');
    const taken = await call('PUT', `/users/${lee.id}`, { session: lee.session, body: { username: kim.email, email: kim.email } });
    expect(taken.body).toMatchObject({ code: 202, error: 'Account already exists for this username.' });
    const asKim = await call<StoredUser>('POST', '/login', { body: { username: kim.email, password: PASSWORD } });
    expect(asKim.body.objectId).toBe(kim.id);
  });
});

describe('each account reads and changes only itself', () => {
  let kim: Account;
  let lee: Account;
  beforeAll(async () => {
    [kim, lee] = await Promise.all([signUp('kim'), signUp('lee')]);
  });

  it('does not show one shopper another’s account', async () => {
    expect((await getUser(lee.id, { session: kim.session })).body.code).toBe(NOT_FOUND);
    expect((await getUser(lee.id, {})).body.code).toBe(NOT_FOUND);
    const own = await getUser(kim.id, { session: kim.session });
    expect(own.body).toMatchObject({ objectId: kim.id, email: kim.email, firstName: 'kim' });
    // Nor finds it by a query on a field: accounts are not listed.
    const byEmail = await call('GET', `/users?where=${encodeURIComponent(JSON.stringify({ email: lee.email }))}`, { session: kim.session });
    expect(byEmail.body.code).toBe(PERMISSION_DENIED);
  });

  it('lets a shopper change their own first name, and nobody else’s', async () => {
    const own = await call('PUT', `/users/${kim.id}`, { session: kim.session, body: { firstName: 'Kimberly' } });
    expect(own.status).toBe(200);
    expect((await getUser(kim.id, { session: kim.session })).body.firstName).toBe('Kimberly');

    const other = await call('PUT', `/users/${lee.id}`, { session: kim.session, body: { firstName: 'Hacked' } });
    expect(other.body.code).toBe(NOT_YOUR_ACCOUNT);
    const anonymous = await call('PUT', `/users/${lee.id}`, { body: { firstName: 'Hacked' } });
    expect(anonymous.body.code).toBe(NOT_YOUR_ACCOUNT);
    expect((await getUser(lee.id, { session: lee.session })).body.firstName).toBe('lee');

    // Nor their password: Lee still signs in with his own, and Kim's new one does not open his account.
    const password = await call('PUT', `/users/${lee.id}`, { session: kim.session, body: { password: 'kim owns this now' } });
    expect(password.body.code).toBe(NOT_YOUR_ACCOUNT);
    expect((await call('POST', '/login', { body: { username: lee.email, password: 'kim owns this now' } })).body.code).toBe(NOT_FOUND);
    expect((await call('POST', '/login', { body: { username: lee.email, password: PASSWORD } })).status).toBe(200);
  });
});

describe('what kind of account it is', () => {
  it('cannot be changed by its owner: a customer cannot become a guest to chat under another name', async () => {
    const customer = await signUp('noor');
    const change = await call('PUT', `/users/${customer.id}`, { session: customer.session, body: { guest: true } });
    expect(change.body.code).toBe(PERMISSION_DENIED);
    const me = await call<StoredUser & { guest?: boolean }>('GET', '/users/me', { session: customer.session });
    expect(me.body.guest).toBeUndefined();
  });
});
