// Who may read and write what on the shared server, tried through its REST API as a browser (or anyone with
// curl) would: class-level permissions and per-object ACLs, not the shop's pages, are what enforce these.
import { describe, expect, it } from 'vitest';
import { call, signUp } from './test/rest';

const PERMISSION_DENIED = 119;

describe('the server refuses what no shopper may do', () => {
  it('lets anyone read the catalogue but nobody without the owner role create a product', async () => {
    const catalogue = await call<{ results: { objectId: string; name: string }[] }>('GET', '/classes/Product?limit=100');
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.results.find((p) => p.objectId === '2')?.name).toBe('Oak Phone Stand');

    const anonymous = await call('POST', '/classes/Product', { body: { name: 'Free board', price: 0 } });
    expect(anonymous.body.code).toBe(PERMISSION_DENIED);
    const shopper = await signUp('mallory');
    const signedIn = await call('POST', '/classes/Product', { session: shopper.session, body: { name: 'Free board', price: 0 } });
    expect(signedIn.body.code).toBe(PERMISSION_DENIED);
  });

  it('does not list accounts, create roles or classes for a client', async () => {
    const shopper = await signUp('eve');
    expect((await call('GET', '/users', { session: shopper.session })).body.code).toBe(PERMISSION_DENIED);
    expect((await call('GET', '/users')).body.code).toBe(PERMISSION_DENIED);
    const role = await call('POST', '/roles', { session: shopper.session, body: { name: 'admin2', ACL: { '*': { read: true } } } });
    expect(role.body.code).toBe(PERMISSION_DENIED);
    const joinAdmin = await call('PUT', '/roles/admin', {
      session: shopper.session,
      body: { users: { __op: 'AddRelation', objects: [{ __type: 'Pointer', className: '_User', objectId: shopper.id }] } },
    });
    expect(joinAdmin.status).not.toBe(200);
    expect((await call('POST', '/classes/Coupon', { session: shopper.session, body: { percent: 100 } })).status).not.toBe(201);
  });
});
