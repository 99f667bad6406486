// Who may read and write what on the shared server, tried through its REST API as a browser (or anyone with
// curl) would: class-level permissions and per-object ACLs, not the shop's pages, are what enforce these.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { twoOakPhoneStands } from '@/test-support/orders';
import { PERMISSION_DENIED, INVALID, call, signUp, uniqueEmail } from '@/server/test/rest';

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

  it('numbers every record a client creates itself: a client-chosen id is refused', async () => {
    // An account id of '*' would make its orders' and conversations' ACLs read "everyone"; an order id of '1'
    // would be an order number the shop never gave.
    for (const chosen of [{ objectId: '*' }, { id: '*' }]) {
      const account = await call('POST', '/users', { body: { username: `star${Object.keys(chosen)[0]}@example.com`, password: 'correct horse battery', ...chosen } });
      expect(account.body.code).toBe(INVALID);
    }
    const shopper = await signUp('ivy');
    const order = { customerEmail: shopper.email, customerName: 'Ivy Tester', ...twoOakPhoneStands };
    const review = { productId: '4', rating: 4, title: 'Nice', comment: 'Nice tray.' };
    const request = { name: 'Ivy', email: 'ivy@example.com', projectType: 'other', description: 'A stool.' };
    for (const [n, chosen] of [{ objectId: '1' }, { id: '1' }].entries()) {
      const orderAnswer = await call('POST', '/classes/Order', { session: shopper.session, body: { ...order, clientKey: `chosen-id-order-${n}`, ...chosen } });
      expect(orderAnswer.body.code).toBe(INVALID);
      expect((await call('POST', '/classes/Review', { session: shopper.session, body: { ...review, ...chosen } })).body.code).toBe(INVALID);
      expect((await call('POST', '/classes/CustomRequest', { body: { ...request, ...chosen } })).body.code).toBe(INVALID);
    }
    const numbered = await call<{ objectId: string }>('POST', '/classes/Order', { session: shopper.session, body: { ...order, clientKey: 'chosen-id-order-none' } });
    expect(numbered.status).toBe(201);
    expect(numbered.body.objectId).toMatch(/^[A-Za-z0-9]{10}$/);
  });

  it('answers only the routes the shop calls, spelled as it calls them: every other route and spelling is refused', async () => {
    const shopper = await signUp('trent');
    const email = uniqueEmail('trent2');
    const review = { productId: '12', rating: 1, title: 'Awful', comment: 'One star.' };
    const refusedRoutes: [string, string, unknown?][] = [
      // The shop's own routes, spelled so that Parse still routes them but a rate limit would not count them.
      ['POST', '/classes/Revie%77', review],
      ['POST', '/Classes/Review', review],
      ['POST', '/functions/markHelpfu%6C', { reviewId: 'r1-1', browserId: `browser-${randomUUID()}` }],
      // Parse's other ways to the same records, or to a password check, a batch, devices and sessions.
      ['POST', '/classes/_User', { username: email, email, password: 'correct horse battery', firstName: 'Trent', lastName: 'Tester' }],
      ['POST', '/verifyPassword', { username: shopper.email, password: 'correct horse battery' }],
      ['POST', '/batch', { requests: [{ method: 'POST', path: '/parse/classes/Review', body: review }] }],
      ['POST', '/installations', { deviceType: 'web', installationId: randomUUID(), poison: 'x' }],
      ['POST', '/sessions', { poison: 'x' }],
      ['GET', '/schemas'],
      ['GET', '/config'],
      ['GET', '/serverInfo'],
      ['GET', `/aggregate/Order?pipeline=${encodeURIComponent(JSON.stringify([{ $group: { _id: '$userId' } }]))}`],
    ];
    for (const [method, path, body] of refusedRoutes) {
      const answer = await call(method as 'GET' | 'POST', path, { session: shopper.session, body });
      expect(answer.body.code, `${method} ${path}`).toBe(PERMISSION_DENIED);
    }
    // Nothing was written: no review by this shopper, no account under the address.
    const where = encodeURIComponent(JSON.stringify({ userId: shopper.id }));
    expect((await call<{ results: unknown[] }>('GET', `/classes/Review?where=${where}`, { master: true })).body.results).toEqual([]);
    expect((await call('POST', '/login', { body: { username: email, password: 'correct horse battery' } })).status).toBe(404);
  });

  it('stores no file of a shopper’s: an upload is refused with or without a session (the owner’s photos: files.test.ts)', async () => {
    const session = (await signUp('uma')).session;
    const refusals = [
      [undefined, 'photo.jpg', /^File upload by public is disabled\.$/],
      [session, 'photo.jpg', /^Only the shop’s owner may upload or delete photos\.$/],
      [session, 'note.txt', /^File upload of extension txt is disabled\.$/],
    ] as const;
    for (const [as, name, error] of refusals) {
      const upload = await call<{ error: string }>('POST', `/files/${name}`, { session: as, body: 'hello' });
      expect(upload.status).toBe(400);
      expect(upload.body.error).toMatch(error);
    }
  });
});
