// An account holds the profile's fields and nothing else, each within its limit (lib/limits.ts): a customer's own
// session cannot make it hold megabytes that every page then reads back from /users/me.
import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID, call, callWithText, signUp, uniqueEmail, type Account } from '@/server/test/rest';

const ONE_MB = 1024 * 1024;
const address = { street: '4812 50 Avenue', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' };
/** An account's record as the shop keeps it is well under 2 kB: names, a phone, an address, an email. */
const SMALL_RECORD_BYTES = 2048;

const sizeOfMe = async (account: Account) => {
  const me = await callWithText('GET', '/users/me', { session: account.session });
  expect(me.status).toBe(200);
  return JSON.stringify(me.body).length;
};

describe('an account holds only the profile’s fields', () => {
  let ivy: Account;
  beforeAll(async () => {
    ivy = await signUp('ivy');
  });

  const update = (body: Record<string, unknown>) => call('PUT', `/users/${ivy.id}`, { session: ivy.session, body });

  it('refuses an address with a part the profile does not have', async () => {
    const answer = await update({ address: { ...address, notes: 'x'.repeat(ONE_MB) } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: INVALID, error: 'An account does not keep “address.notes”.' });
    expect(await sizeOfMe(ivy)).toBeLessThan(SMALL_RECORD_BYTES);
  });

  it('refuses an address part longer than an address line (200 characters)', async () => {
    const answer = await update({ address: { ...address, city: 'L'.repeat(201) } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: INVALID, error: 'Please keep this to 200 characters or fewer (it has 201).' });
  });

  it('refuses a contact email longer than an email address (254 characters)', async () => {
    const answer = await update({ contactEmail: `${'x'.repeat(ONE_MB)}@example.com` });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: INVALID, error: 'Please keep this to 254 characters or fewer (it has 1,048,588).' });
    expect(await sizeOfMe(ivy)).toBeLessThan(SMALL_RECORD_BYTES);
  });

  it('refuses a field the profile does not have, and a profile field of another kind', async () => {
    const extra = await update({ favouriteColour: 'green' });
    expect(extra.status).toBe(400);
    expect(extra.body).toEqual({ code: INVALID, error: 'An account does not keep “favouriteColour”.' });
    const notText = await update({ phone: { digits: '780 555 0100' } });
    expect(notText.status).toBe(400);
    expect(notText.body.code).toBe(INVALID);
  });

  it('refuses a 15 MB address without storing any of it', async () => {
    const answer = await update({ address: { ...address, notes: 'x'.repeat(15 * ONE_MB) } });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await sizeOfMe(ivy)).toBeLessThan(SMALL_RECORD_BYTES);
  });

  it('refuses a sign-up carrying a field the profile does not have', async () => {
    const email = uniqueEmail('jon');
    const answer = await call('POST', '/users', {
      body: { username: email, email, password: 'correct horse battery', firstName: 'Jon', lastName: 'Tester', notes: 'x'.repeat(1000) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: INVALID, error: 'An account does not keep “notes”.' });
  });

  it('still saves the profile as the shop writes it', async () => {
    const answer = await update({ firstName: 'Ivy', lastName: 'Tester', phone: '780 555 0100', address });
    expect(answer.status).toBe(200);
    const me = await call('GET', '/users/me', { session: ivy.session });
    expect(me.body).toMatchObject({ firstName: 'Ivy', phone: '780 555 0100', address });
  });
});
