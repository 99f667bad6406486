// Shoppers' accounts on the shared server: the password is kept only as a hash and checked at sign-in; each
// account reads and changes only itself (its ACL, with enforcePrivateUsers), and nobody lists accounts.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { INVALID, INVALID_SESSION, NOT_FOUND, PERMISSION_DENIED, call, runFunction, signUp, uniqueEmail, type Account } from '@/server/test/rest';

/** Parse's answer to a change of an account that is not the session's own (SESSION_MISSING). */
const NOT_YOUR_ACCOUNT = 206;
/** Parse's answer to a sign-in by a way the server does not offer (UNSUPPORTED_SERVICE). */
const UNSUPPORTED_SIGN_IN = 252;
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
    expect(taken.body.code).toBe(PERMISSION_DENIED);
    const asKim = await call<StoredUser>('POST', '/login', { body: { username: kim.email, password: PASSWORD } });
    expect(asKim.body.objectId).toBe(kim.id);
  });

  it('has 8 characters or more, at sign-up and when changed', async () => {
    const email = uniqueEmail('pat');
    const account = { username: email, email, firstName: 'Pat', lastName: 'Tester' };
    for (const password of ['1234567', 'abc def', '\u{1F332}\u{1F332}\u{1F332}\u{1F332}\u{1F332}\u{1F332}\u{1F332}']) {
      const short = await call('POST', '/users', { body: { ...account, password } });
      expect(short.body).toEqual({ code: INVALID, error: 'Use a password of at least 8 characters.' });
    }
    // Eight characters, whatever they are: an emoji counts as one.
    const made = await call<StoredUser>('POST', '/users', { body: { ...account, password: '\u{1F332}\u{1F332}\u{1F332}\u{1F332}\u{1F332}\u{1F332}\u{1F332}!' } });
    expect(made.status).toBe(201);
    const changed = await call('PUT', `/users/${made.body.objectId}`, { session: made.body.sessionToken, body: { password: 'short' } });
    expect(changed.body).toEqual({ code: INVALID, error: 'Use a password of at least 8 characters.' });
    const signIn = await call('POST', '/login', { body: { username: email, password: 'short' } });
    expect(signIn.body).toMatchObject({ code: NOT_FOUND });
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

describe('an account stays its own, whatever a client sends with it', () => {
  const everyone = { '*': { read: true, write: true } };

  it('keeps its ACL to itself when signed up or changed with one open to everyone, so nobody else sets its password', async () => {
    const kim = await signUp('kim');
    const email = uniqueEmail('mallory');
    const made = await call<{ objectId: string; sessionToken: string }>('POST', '/users', {
      body: { username: email, email, password: PASSWORD, firstName: 'Mallory', lastName: 'Tester', ACL: everyone },
    });
    expect(made.status).toBe(201);
    const own = { [made.body.objectId]: { read: true, write: true } };
    expect((await getUser(made.body.objectId, { master: true })).body).toMatchObject({ ACL: own });
    const changed = await call('PUT', `/users/${made.body.objectId}`, { session: made.body.sessionToken, body: { ACL: everyone } });
    expect(changed.status).toBe(200);
    expect((await getUser(made.body.objectId, { master: true })).body).toMatchObject({ ACL: own });

    const takeover = await call('PUT', `/users/${made.body.objectId}`, { session: kim.session, body: { password: 'kim owns this now' } });
    expect(takeover.body.code).toBe(NOT_YOUR_ACCOUNT);
    expect((await call('POST', '/login', { body: { username: email, password: PASSWORD } })).status).toBe(200);
  });

  it('keeps the address it signed up under: a change is refused alike whether another account has that address or not', async () => {
    // Parse would answer a taken address with "Account already exists", a free one with the change: a way to test
    // which addresses have accounts, the owner's included, without the sign-up's limit.
    const [kim, lee] = await Promise.all([signUp('kim'), signUp('lee')]);
    for (const field of ['email', 'username']) {
      for (const address of [lee.email, lee.email.toUpperCase(), uniqueEmail('free')]) {
        const change = await call('PUT', `/users/${kim.id}`, { session: kim.session, body: { [field]: address } });
        expect(change.body.code, `${field} ${address}`).toBe(PERMISSION_DENIED);
      }
    }
    expect((await call('PUT', `/users/${kim.id}`, { session: kim.session, body: { email: kim.email, firstName: 'Kimberly' } })).status).toBe(200);
    const me = await call('GET', '/users/me', { session: kim.session });
    expect(me.body).toMatchObject({ username: kim.email, email: kim.email, firstName: 'Kimberly' });
  });

  it('is made only by signing up with an email and a password: no anonymous account, nor one linked to an account', async () => {
    const anonymous = { anonymous: { id: randomUUID() } };
    expect((await call('POST', '/users', { body: { authData: anonymous } })).body.code).toBe(UNSUPPORTED_SIGN_IN);
    const kim = await signUp('kim');
    expect((await call('PUT', `/users/${kim.id}`, { session: kim.session, body: { authData: anonymous } })).body.code).toBe(UNSUPPORTED_SIGN_IN);
    expect((await call('POST', '/users', { body: { authData: anonymous } })).body.code).toBe(UNSUPPORTED_SIGN_IN);
  });
});

describe('the owner’s account, as `npm run backend:admin` makes it', () => {
  /** Runs the script for `email`, typing `password` at each of its two questions; answers what it printed. */
  function makeAdmin(email: string, password: string): Promise<{ code: number | null; output: string }> {
    const { serverURL, appId, masterKey } = inject('backend');
    const script = spawn(process.execPath, [fileURLToPath(new URL('./make-admin.mjs', import.meta.url)), email], {
      env: { ...process.env, PARSE_SERVER_URL: serverURL, PARSE_APP_ID: appId, PARSE_MASTER_KEY: masterKey },
    });
    let output = '';
    let asked = 0;
    script.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // Each question is answered once it has been asked, as a person types.
      const questions = output.split('assword').length - 1;
      for (; asked < questions; asked += 1) script.stdin.write(`${password}\n`);
      if (asked === 2) script.stdin.end();
    });
    script.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return new Promise((resolve) => script.on('close', (code) => resolve({ code, output })));
  }

  it('signs out and closes an account someone signed up under the owner’s address before making it the owner’s', async () => {
    const email = uniqueEmail('owner');
    const early = await call<{ objectId: string; sessionToken: string }>('POST', '/users', {
      body: { username: email, email, password: PASSWORD, firstName: 'Mallory', lastName: 'Tester' },
    });
    expect(early.status).toBe(201);
    // As an account stored before the server kept ACLs to their account would be.
    await call('PUT', `/users/${early.body.objectId}`, { master: true, body: { ACL: { '*': { read: true, write: true } } } });

    const ownersPassword = 'the owner’s own long password';
    const made = await makeAdmin(email, ownersPassword);
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain(`${email} already had an account: its password is now the one you typed, every session it had is signed out, and only it can change it.`);

    expect((await call('GET', '/users/me', { session: early.body.sessionToken })).body.code).toBe(INVALID_SESSION);
    const kim = await signUp('kim');
    expect((await call('PUT', `/users/${early.body.objectId}`, { session: kim.session, body: { password: 'kim owns this now' } })).body.code).toBe(NOT_YOUR_ACCOUNT);
    expect((await call('POST', '/login', { body: { username: email, password: PASSWORD } })).status).toBe(404);
    const owner = await call<{ sessionToken: string }>('POST', '/login', { body: { username: email, password: ownersPassword } });
    expect(owner.status).toBe(200);
    expect((await runFunction('whoAmI', {}, owner.body.sessionToken)).body.result).toEqual({ userId: early.body.objectId, owner: true });
  });

  it('takes the address back from accounts that hold it as their email, or as their name in another case', async () => {
    const email = uniqueEmail('boss');
    const squatters = await Promise.all(
      [
        { username: `innocent-${randomUUID()}`, email },
        { username: email.toUpperCase(), email: uniqueEmail('elsewhere') },
      ].map((names) => call<{ objectId: string; sessionToken: string }>('POST', '/users', { body: { ...names, password: PASSWORD, firstName: 'Mallory', lastName: 'Tester' } })),
    );
    expect(squatters.map((made) => made.status)).toEqual([201, 201]);

    const ownersPassword = 'the owner’s own long password';
    const made = await makeAdmin(email, ownersPassword);
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain(`2 other accounts had ${email} in another case or as an email address: signed out, and the address taken from them.`);

    for (const squatter of squatters) expect((await call('GET', '/users/me', { session: squatter.body.sessionToken })).body.code).toBe(INVALID_SESSION);
    expect((await call('POST', '/login', { body: { username: email.toUpperCase(), password: PASSWORD } })).status).toBe(404);
    const owner = await call<{ objectId: string; sessionToken: string }>('POST', '/login', { body: { username: email, password: ownersPassword } });
    expect(owner.status).toBe(200);
    expect(squatters.map((squatter) => squatter.body.objectId)).not.toContain(owner.body.objectId);
    expect((await runFunction('whoAmI', {}, owner.body.sessionToken)).body.result).toEqual({ userId: owner.body.objectId, owner: true });
    expect((await call('GET', '/users/me', { session: owner.body.sessionToken })).body).toMatchObject({ username: email, email });
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

// The profile's rules (lib/accounts/profile.ts) hold on the server too, for every sign-up and change, with the messages the
// profile page shows (content/checkout.ts, content/limits.ts), written out here. A name is shown on every review and
// message its account writes: one the shop's pages cannot read would hide a whole product or conversation.
describe('an account’s names and details are held to the profile’s rules', () => {
  const signUpWith = (fields: Record<string, unknown>) => {
    const email = uniqueEmail('rules');
    return call('POST', '/users', { body: { username: email, email, password: PASSWORD, firstName: 'Ada', lastName: 'Tester', ...fields } });
  };

  it('refuses a sign-up with a first or last name over 100 characters', async () => {
    for (const name of ['firstName', 'lastName']) {
      const answer = await signUpWith({ [name]: 'x'.repeat(300) });
      expect(answer.body).toEqual({ code: INVALID, error: 'Please keep this to 100 characters or fewer (it has 300).' });
    }
    expect((await signUpWith({ firstName: 'x'.repeat(100), lastName: 'y'.repeat(100) })).status).toBe(201);
  });

  it('refuses a sign-up without a first or last name', async () => {
    expect((await signUpWith({ firstName: ' ' })).body).toEqual({ code: INVALID, error: 'Enter your first name' });
    expect((await signUpWith({ lastName: undefined })).body).toEqual({ code: INVALID, error: 'Enter your last name' });
  });

  it('refuses an email address over 254 characters', async () => {
    const email = `${'a'.repeat(288)}@example.com`;
    const answer = await call('POST', '/users', { body: { username: email, email, password: PASSWORD, firstName: 'Ada', lastName: 'Tester' } });
    expect(answer.body).toEqual({ code: INVALID, error: 'Please keep this to 254 characters or fewer (it has 300).' });
  });

  it('refuses a change to a name over 100 characters, a phone that is not one, or half an address, and keeps the account as it was', async () => {
    const kim = await signUp('kim');
    const changes: [Record<string, unknown>, string][] = [
      [{ firstName: 'x'.repeat(300) }, 'Please keep this to 100 characters or fewer (it has 300).'],
      [{ lastName: '' }, 'Enter your last name'],
      [{ phone: 'call me' }, 'Enter a phone number of 7 to 15 digits, or leave it blank'],
      [{ address: { street: '4812 50 Avenue', city: '', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' } }, 'Enter your city'],
      [{ address: { street: '4812 50 Avenue', city: 'Lloydminster', state: 'AB', zipCode: '12345', country: 'Canada' } }, 'Enter a postal code like T9V 0W8'],
      [{ address: { street: '1 Rue de Rivoli', city: 'Paris', state: '', zipCode: '75001', country: 'France' } }, 'Choose United States or Canada'],
    ];
    for (const [body, error] of changes) {
      const answer = await call('PUT', `/users/${kim.id}`, { session: kim.session, body });
      expect(answer.body).toEqual({ code: INVALID, error });
    }
    const me = await call<StoredUser & { lastName?: string; phone?: string; address?: unknown }>('GET', '/users/me', { session: kim.session });
    expect(me.body).toMatchObject({ firstName: 'kim', lastName: 'Tester' });
    expect(me.body.phone).toBeUndefined();
    expect(me.body.address).toBeUndefined();

    const address = { street: '4812 50 Avenue', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' };
    expect((await call('PUT', `/users/${kim.id}`, { session: kim.session, body: { phone: '780 555 0199', address } })).status).toBe(200);
  });

  it('lets a guest’s account, made for a chat, have a first name only', async () => {
    const guest = (fields: Record<string, unknown>) =>
      call('POST', '/users', { body: { username: uniqueEmail('guest'), password: PASSWORD, guest: true, contactEmail: 'bo@example.com', ...fields } });
    expect((await guest({ firstName: 'Bo', lastName: '' })).status).toBe(201);
    expect((await guest({ firstName: 'x'.repeat(300), lastName: '' })).body).toEqual({ code: INVALID, error: 'Please keep this to 100 characters or fewer (it has 300).' });
    expect((await guest({ firstName: '', lastName: '' })).body).toEqual({ code: INVALID, error: 'Enter your first name' });
  });
});
