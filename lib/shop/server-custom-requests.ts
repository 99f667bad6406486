// Custom pieces on the shared server (server-backend.ts): a request anyone may send, and the owner's status and
// estimate for it.
import { createCustomOrderRequest } from '@/lib/support/custom-orders';
import type { CustomOrderRequest } from '@/types/shop';
import type { Backend } from './backend';
import { succeed, type ShopResult } from './result';
import { CLASSES } from './server-protocol';
import { keep, ownerToken, requestOf, text, type Json } from './server-records';
import { request } from './server-rest';
import { settleWrite, writeKeyFor } from './server-session';

export const serverCustomRequests: Pick<Backend, 'submitCustomRequest' | 'setCustomRequestStatus' | 'setCustomRequestEstimate'> = {
  async submitCustomRequest(fields) {
    const key = writeKeyFor('request', JSON.stringify(fields));
    const created = await request<Json>('POST', `/classes/${CLASSES.customRequest}`, { body: { ...fields, clientKey: key }, unreachable: 'request' });
    if (!created.ok && created.failure.kind === 'unavailable') return created;
    settleWrite('request');
    // The same key again (a conflict): an earlier attempt did reach the shop, and that request is the one sent.
    if (!created.ok && created.failure.kind !== 'conflict') return created;
    // The public may send a request but not read one back: the server's answer and the rules it applied (every
    // request starts pending, unquoted, trimmed: lib/support/custom-orders) make the record.
    const record = created.ok
      ? createCustomOrderRequest(fields, new Date(text(created.value.createdAt)), text(created.value.objectId))
      : createCustomOrderRequest(fields, new Date(), key);
    await keep.request(record);
    return succeed(record);
  },

  async setCustomRequestStatus(requestId, status) {
    return changeRequest(requestId, { status });
  },

  async setCustomRequestEstimate(requestId, estimate) {
    return changeRequest(requestId, { estimatedPrice: estimate.price, estimatedTimeline: estimate.timeline });
  },
};

async function changeRequest(requestId: string, changes: Json): Promise<ShopResult<CustomOrderRequest>> {
  const session = ownerToken();
  const path = `/classes/${CLASSES.customRequest}/${encodeURIComponent(requestId)}`;
  const saved = await request('PUT', path, { session, body: changes, notFound: 'This request is no longer here.' });
  if (!saved.ok) return saved;
  const read = await request<Json>('GET', path, { session });
  if (!read.ok) return read;
  const record = requestOf(read.value);
  await keep.request(record);
  return succeed(record);
}
