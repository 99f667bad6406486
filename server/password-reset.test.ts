// A forgotten password on a server that sends email (server/mail, docs/email.md), through Parse Server's reset flow
// as the shop uses it: the same answer for any address, one email with a link for an account, a link that leads to
// the shop's page with nothing of the account in the address, works once, expires, ends the account's sessions.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '@/server/test/smtp-catcher.mjs';
import { PASSWORD, SHOP_URL, outboxWhen, signUpOn, sql, startMailBackend, type Account, type MailBackend } from '@/server/test/mail-backend';

/** Parse's refusal of a sign-in with a wrong password, and of a session that no longer exists. */
const WRONG_PASSWORD = { code: 101, error: 'Invalid username/password.' };
const INVALID_SESSION = 209;

let catcher: SmtpCatcher;
let backend: MailBackend;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  backend = await startMailBackend(catcher.url);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
  await catcher?.stop();
});

const requestReset = (email: string, from?: string) => backend.call('POST', '/requestPasswordReset', { body: { email }, from });

/** The one reset email sent to `email` since `before` of them, once the outbox says it is sent; its link. */
async function resetLink(email: string, before = 0): Promise<string> {
  await catcher.waitFor((all) => all.filter((m) => m.envelopeTo.includes(email)).length > before);
  const emails = catcher.to(email);
  expect(emails).toHaveLength(before + 1);
  const latest = emails[before];
  expect(latest.subject).toBe('Choose a new password for Prairie Grain Woodworks');
  const link = /^Choose a new password: (\S+)$/m.exec(latest.text)?.[1];
  if (!link) throw new Error(`no link in:\n${latest.text}`);
  return link;
}

/** What the shop's page is sent to when the link is opened: Parse's redirect (303). */
async function openLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

/** What /reset-password sends: the token and the new password, asking for Parse's JSON answer (as XHR). */
async function choosePassword(token: string, password: string) {
  const response = await fetch(`${backend.settings.serverURL}/apps/${backend.settings.appId}/request_password_reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' },
    body: new URLSearchParams({ token, new_password: password }).toString(),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const signIn = (email: string, password: string) => backend.call<{ sessionToken: string }>('POST', '/login', { body: { username: email, password } });
const me = (session: string) => backend.call('GET', '/users/me', { session });

describe('asking for a reset link', () => {
  let ada: Account;
  beforeAll(async () => {
    ada = await signUpOn(backend, 'ada');
  });

  it('answers the same for an account, an address nobody has, and a guest’s address; only the account is emailed', async () => {
    const guest = await backend.call('POST', '/users', {
      body: { username: `guest-reset-${Date.now()}`, password: 'guest password 123', guest: true, contactEmail: 'gus-reset@example.com', firstName: 'Gus', lastName: 'Guest' },
    });
    expect(guest.status).toBe(201);
    const answers = await Promise.all([requestReset(ada.email), requestReset('nobody-here@example.com'), requestReset('gus-reset@example.com')]);
    expect(answers).toEqual([
      { status: 200, body: {} },
      { status: 200, body: {} },
      { status: 200, body: {} },
    ]);
    await resetLink(ada.email);
    await outboxWhen(backend.settings.databaseURI, (rows) => rows.filter((row) => row.kind === 'passwordReset').every((row) => row.sent));
    const rows = (await outboxWhen(backend.settings.databaseURI, () => true)).filter((row) => row.kind === 'passwordReset');
    // One email queued, and once sent, the link is no longer kept in the outbox.
    expect(rows.map((row) => [row.sent, row.hasMessage])).toEqual([[true, false]]);
    expect(catcher.to('nobody-here@example.com')).toEqual([]);
    expect(catcher.to('gus-reset@example.com')).toEqual([]);
  });

  it('holds one connection to 10 requests an hour', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) statuses.push((await requestReset(`nobody-${n}@example.com`, '127.0.0.40')).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    // Another connection still may.
    expect((await requestReset('nobody-11@example.com', '127.0.0.41')).status).toBe(200);
  });
});

describe('the link', () => {
  let bea: Account;
  let link: string;
  let page: URL;
  beforeAll(async () => {
    bea = await signUpOn(backend, 'bea');
    expect((await requestReset(bea.email)).status).toBe(200);
    link = await resetLink(bea.email);
    page = await openLink(link);
  });

  it('is on the server and leads to the shop’s page with the one-time token, and nothing of the account', () => {
    expect(link).toMatch(new RegExp(`^${backend.settings.serverURL}/apps/${backend.settings.appId}/request_password_reset\\?token=[A-Za-z0-9]+$`));
    expect(`${page.origin}${page.pathname}`).toBe(`${SHOP_URL}/reset-password`);
    expect(page.searchParams.get('token')).toBe(new URL(link).searchParams.get('token'));
    expect([...page.searchParams.keys()].sort()).toEqual(['appId', 'appName', 'publicServerUrl', 'token']);
    const local = bea.email.split('@')[0];
    expect(page.href).not.toContain(local);
    expect(link).not.toContain(local);
  });

  it('refuses a password the sign-up rules refuse, and still works after', async () => {
    const token = page.searchParams.get('token')!;
    expect(await choosePassword(token, 'short')).toEqual({ status: 400, body: { code: -1, error: 'Use a password of at least 8 characters.' } });
    expect((await openLink(link)).searchParams.get('token')).toBe(token);
  });

  it('sets the new password once: the old one no longer signs in, the new one does, and every session ends', async () => {
    const other = await signIn(bea.email, PASSWORD);
    expect(other.status).toBe(200);
    const sessions = [bea.session, other.body.sessionToken];
    const token = page.searchParams.get('token')!;

    expect(await choosePassword(token, 'a brand new passphrase')).toEqual({ status: 200, body: 'Password successfully reset' });
    expect((await signIn(bea.email, PASSWORD)).body).toEqual(WRONG_PASSWORD);
    expect((await signIn(bea.email, 'a brand new passphrase')).status).toBe(200);
    for (const session of sessions) expect((await me(session)).body.code).toBe(INVALID_SESSION);

    // Used once: the link leads to the page without a token (it says the link no longer works), and the token sets nothing.
    expect((await openLink(link)).searchParams.has('token')).toBe(false);
    expect((await choosePassword(token, 'yet another passphrase')).status).toBe(400);
    expect((await signIn(bea.email, 'yet another passphrase')).body).toEqual(WRONG_PASSWORD);
  });
});

describe('a link that is no longer the latest, or too old', () => {
  it('stops working when a newer one is asked for', async () => {
    const cyd = await signUpOn(backend, 'cyd');
    await requestReset(cyd.email);
    const first = await resetLink(cyd.email);
    await requestReset(cyd.email);
    const second = await resetLink(cyd.email, 1);
    expect((await openLink(first)).searchParams.has('token')).toBe(false);
    expect((await openLink(second)).searchParams.has('token')).toBe(true);
  });

  it('expires an hour after it was sent', async () => {
    const dee = await signUpOn(backend, 'dee');
    await requestReset(dee.email);
    const link = await resetLink(dee.email);
    const token = new URL(link).searchParams.get('token')!;
    // The hour passes.
    const aged = await sql(backend.settings.databaseURI, `UPDATE "_User" SET "_perishable_token_expires_at" = now() - interval '1 second' WHERE email = $1`, [dee.email]);
    expect(aged).toBe(1);
    expect((await openLink(link)).searchParams.has('token')).toBe(false);
    expect(await choosePassword(token, 'a brand new passphrase')).toEqual({ status: 400, body: { code: -1, error: 'The password reset link has expired' } });
    expect((await signIn(dee.email, PASSWORD)).status).toBe(200);
  });
});

describe('a server without mail settings', () => {
  it('refuses to reset a password, whatever the address, and says why in its error', async () => {
    const { serverURL, appId } = inject('backend');
    const response = await fetch(`${serverURL}/requestPasswordReset`, {
      method: 'POST',
      headers: { 'X-Parse-Application-Id': appId, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'anyone@example.com' }),
    });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 500,
      body: { code: 1, error: 'An appName, publicServerURL, and emailAdapter are required for password reset and email verification functionality.' },
    });
  });
});
