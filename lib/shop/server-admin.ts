// The owner on the shared server (server-backend.ts): signing in and out of /admin (the server, not this browser,
// says whether an account is in the owner's role) and the products the owner adds, edits and deletes.
import { messages } from '@/content/messages';
import { changedFields, editedFields } from '@/lib/catalogue/product-form';
import { useAdmin } from '@/lib/store/admin';
import { useCatalogue } from '@/lib/store/catalogue';
import type { AdminSession } from '@/types/shop';
import type { Backend } from './backend';
import { fail, succeed } from './result';
import { CLASSES, FUNCTIONS } from './server-protocol';
import { productOf } from './server-catalogue';
import { keep, ownerToken, text, type Json } from './server-records';
import { forgetPeopleAfterSignOut } from './server-refresh';
import { request, runFunction } from './server-rest';

export const serverAdmin: Pick<Backend, 'adminSignIn' | 'adminSignOut' | 'saveProduct' | 'deleteProduct'> = {
  async adminSignIn(email, password) {
    const login = await request<Json>('POST', '/login', { body: { username: email.trim().toLowerCase(), password }, unreachable: 'signIn' });
    // A server that cannot be reached, or that asks to wait, says so: only a refused pair reads as one.
    if (!login.ok) return login.failure.kind === 'unavailable' ? login : fail({ kind: 'forbidden', message: messages.invalidCredentials });
    const token = text(login.value.sessionToken);
    const who = await runFunction<{ owner: boolean }>(FUNCTIONS.whoAmI, {}, { session: token, unreachable: 'signIn' });
    if (!who.ok || !who.value.owner) {
      await request('POST', '/logout', { session: token, body: {} });
      return !who.ok && who.failure.kind === 'unavailable' ? who : fail({ kind: 'forbidden', message: messages.invalidCredentials });
    }
    const session: AdminSession = { id: text(login.value.objectId), email: text(login.value.email) || email, name: messages.adminName, role: 'admin', proof: token };
    await useAdmin.getState().login(session);
    return succeed(session);
  },

  async adminSignOut() {
    const token = ownerToken();
    if (token) await request('POST', '/logout', { session: token, body: {} });
    await useAdmin.getState().logout();
    await forgetPeopleAfterSignOut();
    return succeed(null);
  },

  async saveProduct(values, productId, opened) {
    const session = ownerToken();
    const path = productId === null ? `/classes/${CLASSES.product}` : `/classes/${CLASSES.product}/${encodeURIComponent(productId)}`;
    const notFound = `${values.name} is no longer here.`;
    // An edit sends the fields the form changed and what they were when it opened; the server refuses the edit when
    // another device changed one of them meanwhile (server/cloud: fieldsChangedElsewhere).
    const changed = productId !== null && opened ? changedFields(opened, values) : null;
    const body = changed ? editedFields(values, changed) : values;
    const context = changed && opened ? { editedFrom: editedFields(opened, changed) } : undefined;
    const saved = await request<Json>(productId === null ? 'POST' : 'PUT', path, { session, body, context, notFound });
    // Refused as changed elsewhere: the owner is shown the product as it now is.
    if (!saved.ok && saved.failure.kind !== 'conflict') return saved;
    const id = productId ?? text(saved.ok ? saved.value.objectId : '');
    const read = await request<Json>('GET', `/classes/${CLASSES.product}/${encodeURIComponent(id)}`, { session, notFound });
    if (!read.ok) return read;
    const existing = useCatalogue.getState().products.find((p) => p.id === id);
    const product = productOf(read.value, existing?.reviews ?? []);
    await keep.product(product);
    return saved.ok ? succeed(product) : saved;
  },

  async deleteProduct(productId) {
    const deleted = await request('DELETE', `/classes/${CLASSES.product}/${encodeURIComponent(productId)}`, { session: ownerToken() });
    if (!deleted.ok && deleted.failure.kind !== 'not-found') return deleted;
    await useCatalogue.persisted.save((s) => ({ products: s.products.filter((p) => p.id !== productId) }));
    return succeed(null);
  },
};
