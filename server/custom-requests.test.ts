// Custom-order requests on the shared server: anyone may send one, and it arrives pending without an estimate
// whatever the sender claims; only the owner reads them, quotes them and moves them along, one step at a time
// (pending -> quoted -> accepted -> completed, or quoted -> declined).
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND, PERMISSION_DENIED, INVALID, CONFLICT, call, signUp, signUpOwner, type Account } from '@/server/test/rest';

interface StoredRequest {
  objectId: string;
  name: string;
  email: string;
  projectType: string;
  description: string;
  status: string;
  estimatedPrice: number | null;
  estimatedTimeline: string | null;
}

/** The four fields the form requires (lib/support/custom-orders.ts validateCustomOrder); 'cutting-board' is a listed type. */
const request = (fields: Record<string, unknown> = {}) => ({
  name: 'Iris Tester',
  email: 'iris@example.com',
  projectType: 'cutting-board',
  description: 'An end-grain walnut board, 20 by 14 inches, with our initials.',
  ...fields,
});

const send = (body: Record<string, unknown>, session?: string) => call<{ objectId: string }>('POST', '/classes/CustomRequest', { session, body });

async function sent(body: Record<string, unknown> = request()): Promise<string> {
  const answer = await send(body);
  if (answer.status !== 201) throw new Error(`could not send a request: ${JSON.stringify(answer.body)}`);
  return answer.body.objectId;
}

const getRequest = (id: string, options: { session?: string; master?: boolean }) => call<StoredRequest>('GET', `/classes/CustomRequest/${id}`, options);

/** The estimate as stored: Parse on PostgreSQL leaves a null field out of its answer, so absent reads as null. */
const estimateOf = (stored: Partial<StoredRequest>) => ({ price: stored.estimatedPrice ?? null, timeline: stored.estimatedTimeline ?? null });

const change = (id: string, session: string, body: Record<string, unknown>) => call<StoredRequest>('PUT', `/classes/CustomRequest/${id}`, { session, body });

describe('anyone may send a custom request, and it arrives pending', () => {
  it('stores a request from a visitor without a session', async () => {
    const id = await sent(request({ woodType: 'walnut', budget: '200-500', timeline: 'flexible', quantity: '2' }));
    const stored = await getRequest(id, { master: true });
    expect(stored.body).toMatchObject({
      name: 'Iris Tester',
      email: 'iris@example.com',
      projectType: 'cutting-board',
      woodType: 'walnut',
      budget: '200-500',
      quantity: '2',
      status: 'pending',
    });
    expect(estimateOf(stored.body)).toEqual({ price: null, timeline: null });
  });

  it('ignores a status or an estimate the sender sets', async () => {
    const id = await sent(request({ status: 'accepted', estimatedPrice: 1, estimatedTimeline: 'tomorrow' }));
    const stored = await getRequest(id, { master: true });
    expect(stored.body.status).toBe('pending');
    expect(estimateOf(stored.body)).toEqual({ price: null, timeline: null });
  });

  it('refuses a request without its required fields or with an unlisted choice', async () => {
    for (const fields of [{ name: '  ' }, { email: 'not-an-address' }, { projectType: 'spaceship' }, { description: '' }, { woodType: 'unobtainium' }]) {
      expect((await send(request(fields))).body.code).toBe(INVALID);
    }
  });
});

describe('only the owner reads and moves a custom request', () => {
  let shopper: Account;
  let owner: Account;
  beforeAll(async () => {
    [shopper, owner] = await Promise.all([signUp('jules'), signUpOwner()]);
  });

  it('hides requests from visitors and shoppers, even the one who sent it', async () => {
    const answer = await send(request({ email: shopper.email }), shopper.session);
    expect(answer.status).toBe(201);
    const id = answer.body.objectId;

    expect((await getRequest(id, {})).body.code).toBe(PERMISSION_DENIED);
    expect((await getRequest(id, { session: shopper.session })).body.code).toBe(PERMISSION_DENIED);
    expect((await call('GET', '/classes/CustomRequest')).body.code).toBe(PERMISSION_DENIED);
    expect((await call('GET', '/classes/CustomRequest', { session: shopper.session })).body.code).toBe(PERMISSION_DENIED);

    const listed = await call<{ results: StoredRequest[] }>('GET', '/classes/CustomRequest?limit=1000', { session: owner.session });
    expect(listed.body.results.find((stored) => stored.objectId === id)).toMatchObject({ email: shopper.email, status: 'pending' });
  });

  it('lets the owner quote it and move it pending -> quoted -> accepted -> completed', async () => {
    const id = await sent();
    const quoted = await change(id, owner.session, { estimatedPrice: 450, estimatedTimeline: '3-4 weeks' });
    expect(quoted.status).toBe(200);
    for (const status of ['quoted', 'accepted', 'completed']) {
      const moved = await change(id, owner.session, { status });
      expect(moved.status).toBe(200);
    }
    const stored = await getRequest(id, { session: owner.session });
    expect(stored.body).toMatchObject({ status: 'completed', estimatedPrice: 450, estimatedTimeline: '3-4 weeks' });
  });

  it('refuses a step that skips one, marking it quoted without an estimate, or going back', async () => {
    const id = await sent();
    const skipped = await change(id, owner.session, { status: 'completed' });
    expect(skipped.body).toMatchObject({ code: CONFLICT, error: 'This request is pending: it cannot be marked completed.' });
    const unquoted = await change(id, owner.session, { status: 'quoted' });
    expect(unquoted.body).toMatchObject({ code: CONFLICT, error: 'Save an estimate (price and timeline) before marking the request quoted.' });
    expect((await change(id, owner.session, { status: 'lost' })).body.code).toBe(INVALID);
    expect((await change(id, owner.session, { estimatedPrice: -5, estimatedTimeline: '2 weeks' })).body.code).toBe(INVALID);

    expect((await change(id, owner.session, { status: 'quoted', estimatedPrice: 120.5, estimatedTimeline: '2 weeks' })).status).toBe(200);
    expect((await change(id, owner.session, { status: 'pending' })).body.code).toBe(CONFLICT);
    expect((await getRequest(id, { session: owner.session })).body).toMatchObject({ status: 'quoted', estimatedPrice: 120.5, estimatedTimeline: '2 weeks' });
  });

  it('lets the owner change only the status and the estimate', async () => {
    const id = await sent();
    for (const body of [{ email: 'someone.else@example.com' }, { description: 'Rewritten' }]) {
      expect((await change(id, owner.session, body)).body.code).toBe(PERMISSION_DENIED);
    }
    expect((await getRequest(id, { session: owner.session })).body).toMatchObject({ email: 'iris@example.com', status: 'pending' });
  });

  it('refuses every change from anyone but the owner', async () => {
    const id = await sent();
    const byShopper = await change(id, shopper.session, { status: 'quoted', estimatedPrice: 1, estimatedTimeline: 'now' });
    expect(byShopper.body.code).toBe(PERMISSION_DENIED);
    const byVisitor = await call('PUT', `/classes/CustomRequest/${id}`, { body: { status: 'quoted', estimatedPrice: 1, estimatedTimeline: 'now' } });
    expect(byVisitor.body.code).toBe(PERMISSION_DENIED);
    expect((await call('DELETE', `/classes/CustomRequest/${id}`, { session: shopper.session })).body.code).toBe(PERMISSION_DENIED);
    const stored = await getRequest(id, { session: owner.session });
    expect(stored.body.status).toBe('pending');
    expect(estimateOf(stored.body)).toEqual({ price: null, timeline: null });
    expect((await getRequest('no-such-request', { session: owner.session })).body.code).toBe(NOT_FOUND);
  });
});
