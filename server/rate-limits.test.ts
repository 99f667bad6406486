// @vitest-environment jsdom
// The server's rate limits (server/cloud/rate-limits.ts) as a script meets them, and what a shopper reads then.
// Each test speaks from an address of its own on the loopback (127.0.0.x, see fetchAs), so one test's count never
// reaches another's; requests from 127.0.0.1 (the other test files, the server's own Cloud Code) are never counted.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import '@/server/test/shop-on-server';
import '@/vitest.setup';
import { signUp as shopSignUp } from '@/lib/shop/accounts';
import { call, fetchAs, signUp, uniqueEmail, type Account } from '@/server/test/rest';

const TOO_MANY = {
  code: 100,
  error:
    'The shop has had too many requests from your connection in the last few minutes, so nothing was saved. Everything you typed is still here. Please wait a few minutes and try again.',
};
const PASSWORD = 'correct horse battery';

const signUpBody = (name: string) => {
  const email = uniqueEmail(name);
  return { username: email, email, password: PASSWORD, firstName: name, lastName: 'Tester' };
};

/** Sends the same request `times` times, one after the other, and answers the statuses in order. */
async function repeat(times: number, send: (n: number) => Promise<{ status: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < times; n += 1) statuses.push((await send(n)).status);
  return statuses;
}

afterEach(() => vi.unstubAllGlobals());

describe('helpful marks', () => {
  // Product '14' (no other test file reviews it) gets one review to mark.
  let reviewId: string;
  beforeAll(async () => {
    const author = await signUp('author');
    const posted = await call<{ objectId: string }>('POST', '/classes/Review', {
      session: author.session,
      body: { productId: '14', rating: 4, title: 'Sturdy', comment: 'Holds every key we own.' },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    reviewId = posted.body.objectId;
  });

  it('answers 30 marks from one connection in 10 minutes, each under a new browser id, and refuses the 31st', async () => {
    const mark = (from: string) => call('POST', '/functions/markHelpful', { from, body: { reviewId, browserId: `browser-${randomUUID()}` } });
    expect(await repeat(30, () => mark('127.0.0.2'))).toEqual(Array(30).fill(200));
    const refused = await mark('127.0.0.2');
    expect(refused).toEqual({ status: 429, body: TOO_MANY });
    // Of the 30, only 3 count: browsers without an account count 3 times per review from one address (reviews.test.ts).
    expect((await call<{ helpful: number }>('GET', `/classes/Review/${reviewId}`)).body.helpful).toBe(3);

    // A shopper on another connection still counts.
    expect((await mark('127.0.0.3')).body).toEqual({ result: { counted: true, helpful: 4 } });
  });
});

describe('reviews', () => {
  it('takes 10 reviews an hour from one account, whichever connection they come from, and then another account’s', async () => {
    const [stuffer, neighbour] = await Promise.all([signUp('stuffer'), signUp('neighbour')]);
    const post = (account: Account, from: string, n: number) =>
      call('POST', '/classes/Review', { from, session: account.session, body: { productId: '14', rating: 5, title: `Great ${n}`, comment: 'Five stars.' } });
    expect(await repeat(10, (n) => post(stuffer, n % 2 ? '127.0.0.4' : '127.0.0.5', n))).toEqual(Array(10).fill(201));
    expect(await post(stuffer, '127.0.0.6', 10)).toEqual({ status: 429, body: TOO_MANY });
    const where = encodeURIComponent(JSON.stringify({ productId: '14', userId: stuffer.id }));
    expect((await call<{ count: number }>('GET', `/classes/Review?limit=0&count=1&where=${where}`)).body.count).toBe(10);

    expect((await post(neighbour, '127.0.0.4', 0)).status).toBe(201);
  });

  it('takes 20 reviews an hour from one connection, whichever accounts they come from', async () => {
    const accounts = await Promise.all([signUp('first'), signUp('second'), signUp('third')]);
    const post = (account: Account, n: number) =>
      call('POST', '/classes/Review', { from: '127.0.0.12', session: account.session, body: { productId: '14', rating: 5, title: `Superb ${n}`, comment: 'Five stars.' } });
    expect(await repeat(20, (n) => post(accounts[n % 2], n))).toEqual(Array(20).fill(201));
    expect(await post(accounts[2], 20)).toEqual({ status: 429, body: TOO_MANY });
  });
});

describe('accounts', () => {
  it('makes 20 accounts an hour from one connection and refuses the 21st; another connection still signs up', async () => {
    const signUpFrom = (from: string) => call('POST', '/users', { from, body: signUpBody('crowd') });
    expect(await repeat(20, () => signUpFrom('127.0.0.7'))).toEqual(Array(20).fill(201));
    expect(await signUpFrom('127.0.0.7')).toEqual({ status: 429, body: TOO_MANY });
    expect((await signUpFrom('127.0.0.8')).status).toBe(201);
  });

  it('takes 20 password guesses in 10 minutes from one connection, then refuses even the right password there', async () => {
    const owner = signUpBody('guessed');
    expect((await call('POST', '/users', { body: owner })).status).toBe(201);
    const logIn = (from: string, password: string) => call('POST', '/login', { from, body: { username: owner.username, password } });
    expect(await repeat(20, (n) => logIn('127.0.0.9', `guess ${n}`))).toEqual(Array(20).fill(404));
    expect(await logIn('127.0.0.9', PASSWORD)).toEqual({ status: 429, body: TOO_MANY });
    expect((await logIn('127.0.0.10', PASSWORD)).status).toBe(200);
  });

  it('counts a guess however it is sent: as HEAD, which Parse answers as a GET, or as a POST asking to be taken as one', async () => {
    const owner = signUpBody('guessed-by-head');
    expect((await call('POST', '/users', { body: owner })).status).toBe(201);
    const { serverURL, appId } = inject('backend');
    const send = fetchAs('127.0.0.13');
    const headers = { 'X-Parse-Application-Id': appId, 'Content-Type': 'application/json' };
    // No answer's body, but its status tells a right password (200) from a wrong one (404).
    const head = async (password: string) =>
      (await send(`${serverURL}/login?${new URLSearchParams({ username: owner.username, password })}`, { method: 'HEAD', headers })).status;
    const overridden = async (password: string) =>
      (await send(`${serverURL}/login`, { method: 'POST', headers, body: JSON.stringify({ _method: 'HEAD', username: owner.username, password }) })).status;
    expect(await repeat(20, async (n) => ({ status: await (n % 2 ? head : overridden)(`guess ${n}`) }))).toEqual(Array(20).fill(404));
    expect(await head(PASSWORD)).toBe(429);
    expect(await overridden(PASSWORD)).toBe(429);
    expect(await call('POST', '/login', { from: '127.0.0.13', body: { username: owner.username, password: PASSWORD } })).toEqual({ status: 429, body: TOO_MANY });
  });

  it('tells a shopper whose connection reached the limit to wait a few minutes', async () => {
    expect(await repeat(20, () => call('POST', '/users', { from: '127.0.0.11', body: signUpBody('household') }))).toEqual(Array(20).fill(201));
    vi.stubGlobal('fetch', fetchAs('127.0.0.11'));
    const form = { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('ada'), password: PASSWORD, confirmPassword: PASSWORD };
    const result = await shopSignUp(form);
    expect(result).toEqual({ ok: false, failure: { kind: 'unavailable', message: TOO_MANY.error } });
  });
});
