// What the server holds that this page shows, read again into the stores (a reload, the tab back in view, a
// LiveQuery connection back up), and what is forgotten of it after a sign-out.
import { useCatalogue } from '@/lib/store/catalogue';
import { useChat } from '@/lib/store/chat';
import { useCustomOrders } from '@/lib/store/custom-orders';
import { useOrders } from '@/lib/store/orders';
import { upsertAccount, useSession } from '@/lib/store/session';
import type { Address, Conversation, User } from '@/types/shop';
import { succeed, type ShopResult } from './result';
import { CLASSES, recordOf } from './server-protocol';
import { fetchCatalogue } from './server-catalogue';
import { currentSession, customerToken, emptyAddress, orderOf, ownerToken, requestOf, storedProduct, text, type Json } from './server-records';
import { request, type Unreachable } from './server-rest';

function userOf(stored: Json): User {
  return {
    id: text(stored.objectId),
    email: text(stored.email) || text(stored.contactEmail),
    firstName: text(stored.firstName),
    lastName: text(stored.lastName),
    phone: text(stored.phone),
    address: { ...emptyAddress, ...(typeof stored.address === 'object' && stored.address !== null ? (stored.address as Partial<Address>) : {}) },
  };
}

/** Profile saves begun in this page: a read of the account begun before one is not kept over what it saved. */
let profileWrites = 0;
/** Counts a profile save begun (server-accounts.ts updateProfile). */
export const profileWriteBegun = () => {
  profileWrites += 1;
};

export async function currentUser(token: string, unreachable?: Unreachable): Promise<ShopResult<User>> {
  const me = await request<Json>('GET', '/users/me', { session: token, unreachable });
  return me.ok ? succeed(userOf(me.value)) : me;
}

/** The catalogue as the server holds it now, into the store. */
export async function refreshCatalogue(): Promise<void> {
  const products = await fetchCatalogue();
  if (products) await useCatalogue.persisted.save(() => ({ products: products.map(storedProduct) }));
}

/**
 * The signed-in customer's account as the server holds it now (another device may have saved their profile, or a
 * save whose answer came too late may have been made), into the session. An unanswered read leaves what is shown.
 */
async function refreshAccount(): Promise<void> {
  const token = customerToken();
  const signedIn = useSession.getState().user;
  if (!token || !signedIn) return;
  const writes = profileWrites;
  const me = await currentUser(token);
  // Read under a session that has since ended or changed here, or before a save of this page: not kept.
  if (!me.ok || customerToken() !== token || profileWrites !== writes) return;
  const user = me.value;
  await useSession.persisted.save((s) =>
    s.user?.id === user.id && JSON.stringify(s.user) !== JSON.stringify(user) ? { user, accounts: upsertAccount(s.accounts, user) } : s,
  );
}

/** What the server holds that this page shows: the catalogue for everyone, the customer's or the owner's records. */
export async function refreshFromServer(): Promise<void> {
  await Promise.all([refreshCatalogue(), refreshAccount()]);
  const session = currentSession();
  if (!session) return;
  const [orders, conversations] = await Promise.all([
    request<{ results: Json[] }>('GET', `/classes/${CLASSES.order}?limit=10000&order=-createdAt`, { session }),
    request<{ results: Json[] }>('GET', `/classes/${CLASSES.conversation}?limit=10000&order=-updatedAt`, { session }),
  ]);
  // Read under a session that has since ended here (a sign-out while the answers were on their way, or the server
  // answering that it no longer takes it: endedHere): not kept.
  if (currentSession() !== session) return;
  if (orders.ok) await useOrders.persisted.save(() => ({ orders: orders.value.results.map(orderOf) }));
  if (conversations.ok) await useChat.persisted.save((s) => ({ ...s, conversations: conversations.value.results.map((c) => recordOf<Conversation>(c)) }));
  if (session === ownerToken()) {
    const requests = await request<{ results: Json[] }>('GET', `/classes/${CLASSES.customRequest}?limit=10000&order=-createdAt`, { session });
    if (requests.ok && currentSession() === session) await useCustomOrders.persisted.save(() => ({ requests: requests.value.results.map(requestOf) }));
  }
}

/**
 * After either sign-out: what the server gave this browser about people is forgotten (orders, conversations and
 * custom requests, everyone's when it was the owner's session, and the accounts' details), so the next person at a
 * shared computer finds none of it on screen or in storage. The cart and the catalogue stay. A session still held
 * here (the owner's, or a customer's beside it) then reads again what it may see.
 */
export async function forgetPeopleAfterSignOut(): Promise<void> {
  await Promise.all([
    useOrders.getState().clear(),
    useChat.getState().clear(),
    useCustomOrders.getState().clear(),
    useSession.getState().forgetOtherAccounts(),
  ]);
  if (currentSession()) await refreshFromServer();
}
