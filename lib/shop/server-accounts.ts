// Customers' accounts on the shared server (server-backend.ts): signing up, in and out, the profile, the guest
// account an order or a chat is made under, and a session the server no longer takes.
import { messages } from '@/content/messages';
import { serverRefusals } from '@/content/server';
import { randomId } from '@/lib/util/ids';
import { useSession } from '@/lib/store/session';
import { useEndedSession } from '@/lib/store/ended-session';
import type { User } from '@/types/shop';
import type { Backend } from './backend';
import { fail, succeed, type ShopResult } from './result';
import { customerToken, text, type Json } from './server-records';
import { currentUser, forgetPeopleAfterSignOut, profileWriteBegun } from './server-refresh';
import { request, type Unreachable } from './server-rest';
import { onSessionRefused, setSessionToken } from './server-session';

/** Ends a session on the server, best effort: nobody waits for it, and a server that cannot be reached keeps it. */
const logOutOnServer = (token: string) => void request('POST', '/logout', { session: token, body: {} });

/**
 * Signed in once the account has been read: a sign-in or sign-up cut off before that keeps no session in this
 * browser (a page that says it could not sign in must not hold one) and ends the one the server made.
 */
async function signedInAs(answer: ShopResult<Json>, unreachable: Unreachable): Promise<ShopResult<User>> {
  if (!answer.ok) return answer;
  const token = text(answer.value.sessionToken);
  const user = await currentUser(token, unreachable);
  if (!user.ok) {
    logOutOnServer(token);
    return user;
  }
  setSessionToken(token);
  await useSession.getState().login(user.value);
  return user;
}

/**
 * The stored session when it is a guest account's, which a guest's next order or chat goes on under. A customer's
 * session held by a browser that shows nobody signed in is never lent to a guest (their order would go into that
 * account and overwrite its name and address): it is dropped and ended on the server. Null when there is none to reuse.
 */
async function storedGuestSession(unreachable: Unreachable): Promise<ShopResult<{ token: string; id: string } | null>> {
  const token = customerToken();
  if (!token) return succeed(null);
  const me = await request<Json>('GET', '/users/me', { session: token, unreachable });
  if (!me.ok && me.failure.kind === 'unavailable') return me;
  if (me.ok && me.value.guest === true) return succeed({ token, id: text(me.value.objectId) });
  if (me.ok) logOutOnServer(token);
  setSessionToken(null);
  return succeed(null);
}

/** A guest's account on the server, made for an order or a chat the way the shop's guest account is. */
async function guestToken(details: Omit<User, 'id'>, purpose: 'order' | 'chat'): Promise<ShopResult<string>> {
  const unreachable: Unreachable = purpose === 'order' ? 'order' : 'other';
  const profile = { contactEmail: details.email, firstName: details.firstName, lastName: details.lastName, phone: details.phone, address: details.address };
  const existing = await storedGuestSession(unreachable);
  if (!existing.ok) return existing;
  if (existing.value) {
    // The guest account a chat made: a guest checkout goes on under it (the conversation stays theirs), with the
    // name and address of the checkout. A chat keeps the account as it is: each conversation has its own name.
    const { token, id } = existing.value;
    if (purpose === 'chat') return succeed(token);
    const saved = await request<Json>('PUT', `/users/${encodeURIComponent(id)}`, { session: token, body: profile, unreachable });
    return saved.ok ? succeed(token) : saved;
  }
  const made = await request<Json>('POST', '/users', {
    body: { username: randomId('guest'), password: `${randomId('pw')}${randomId('pw')}`, guest: true, ...profile },
    unreachable,
  });
  if (!made.ok) return made;
  const token = text(made.value.sessionToken);
  setSessionToken(token);
  return succeed(token);
}

/**
 * The server no longer takes the customer's session `token` (it expired, or they signed out on another device): they
 * are signed out in this browser too and told so (lib/store/ended-session.ts), and what the server gave about them is
 * forgotten. Unlike a sign-out, the cart and what was typed at checkout stay, for when they sign in again. Only the
 * stored session counts: one already replaced (a sign-in meanwhile) ends nothing, and a guest's chat session, with
 * nobody signed in, is only dropped.
 */
async function endedHere(token: string | null): Promise<void> {
  if (token !== customerToken()) return;
  const user = useSession.getState().user;
  setSessionToken(null);
  if (!user) return;
  useEndedSession.getState().report(user.id);
  await useSession.persisted.save((s) => ({ ...s, user: null }));
  await forgetPeopleAfterSignOut();
}

// Whichever request finds the session ended: an order, a chat message, a reload's read, the tab coming back into view.
onSessionRefused((token) => void endedHere(token));

/** The session an order or a chat is made under: the signed-in customer's, or a guest account made for it. */
export async function shopperSession(guest: Omit<User, 'id'> | null, purpose: 'order' | 'chat'): Promise<ShopResult<string>> {
  const token = customerToken();
  if (useSession.getState().user) {
    if (token) return succeed(token);
    await endedHere(null);
    return fail({ kind: 'forbidden', message: serverRefusals.sessionExpired });
  }
  return guest ? guestToken(guest, purpose) : fail({ kind: 'forbidden', message: messages.dashboardLoginRequired });
}

export const serverAccounts: Pick<Backend, 'signUp' | 'signIn' | 'signOut' | 'updateProfile'> = {
  async signUp(form) {
    const email = form.email.trim().toLowerCase();
    return signedInAs(
      await request<Json>('POST', '/users', {
        body: { username: email, email, password: form.password, firstName: form.firstName.trim(), lastName: form.lastName.trim() },
        unreachable: 'signUp',
      }),
      'signUp',
    );
  },

  async signIn(form) {
    const answer = await request<Json>('POST', '/login', { body: { username: form.email.trim().toLowerCase(), password: form.password }, unreachable: 'signIn' });
    if (!answer.ok && answer.failure.kind === 'not-found') return fail({ kind: 'forbidden', message: messages.invalidCredentials });
    return signedInAs(answer, 'signIn');
  },

  async signOut() {
    const token = customerToken();
    // Forgotten first: a session the server had already ended is then not reported as ended (endedHere) by this logout.
    setSessionToken(null);
    if (token) await request('POST', '/logout', { session: token, body: {} });
    await useSession.getState().logout();
    await forgetPeopleAfterSignOut();
    return succeed(null);
  },

  async updateProfile(changes, editedFrom) {
    const user = useSession.getState().user;
    const token = customerToken();
    if (!user || !token) return fail({ kind: 'forbidden', message: messages.dashboardLoginRequired });
    profileWriteBegun();
    const { email: _email, ...editable } = changes;
    // What the fields were when the form opened: the server refuses the edit when another device changed one of
    // them meanwhile (server/cloud: profileFieldsChangedElsewhere).
    const context = editedFrom ? { editedFrom } : undefined;
    const saved = await request<Json>('PUT', `/users/${encodeURIComponent(user.id)}`, { session: token, body: editable, context });
    // Refused as changed elsewhere: the customer is shown the profile as it now is.
    if (!saved.ok && saved.failure.kind !== 'conflict') return saved;
    const stored = await currentUser(token);
    if (stored.ok) await useSession.getState().updateUser(stored.value);
    return saved.ok ? stored : saved;
  },
};
