// Requests Parse Server cannot handle, refused as bad requests before they reach it: JSON nested thousands of levels
// deep (in a body, or a query's `where`) and a `$text` search, which the shop never makes and PostgreSQL may not parse.
import { describe, expect, it } from 'vitest';
import { call, callWithText, runFunction } from '@/server/test/rest';

/** Parse's error codes, written out: a body that is not acceptable JSON, a query that is not acceptable. */
const INVALID_JSON = 107;
const INVALID_QUERY = 102;
const TOO_DEEP = { code: INVALID_JSON, error: 'The request nests deeper than 32 levels.' };
const NO_TEXT_SEARCH = { code: INVALID_QUERY, error: 'The shop has no text search: a query may not use $text.' };

/** `levels` arrays one inside the other, as JSON text (JSON.stringify would recurse as deep). */
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('a request nested thousands of levels deep is a bad request', () => {
  it('refuses a review whose title nests 5000 levels', async () => {
    const text = `{"productId":"2","rating":3,"comment":"Fine","title":${nested(5000)}}`;
    const answer = await callWithText('POST', '/classes/Review', { text });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(TOO_DEEP);
  });

  it('refuses a query sent by POST whose where nests 5000 levels', async () => {
    const text = `{"_method":"GET","where":{"name":{"$in":${nested(5000)}}}}`;
    const answer = await callWithText('POST', '/classes/Product', { text });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(TOO_DEEP);
  });

  it('refuses a query string whose where nests 2000 levels', async () => {
    const where = encodeURIComponent(`{"name":{"$in":${nested(2000)}}}`);
    const answer = await call('GET', `/classes/Product?where=${where}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(TOO_DEEP);
  });

  it('refuses a function’s params nested 5000 levels', async () => {
    const text = `{"reviewId":"r","browserId":${nested(5000)}}`;
    const answer = await callWithText('POST', '/functions/markHelpful', { text });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(TOO_DEEP);
  });

  it('still answers the shop’s own queries and bodies', async () => {
    const where = encodeURIComponent(JSON.stringify({ $or: [{ category: 'kitchen' }, { inStock: true }], price: { $gte: 0 } }));
    const found = await call<{ results: unknown[] }>('GET', `/classes/Product?where=${where}&limit=1`);
    expect(found.status).toBe(200);
    expect(found.body.results).toHaveLength(1);
    const byPost = await call<{ results: unknown[] }>('POST', '/classes/Product', { body: { _method: 'GET', where: { inStock: true }, limit: 1 } });
    expect(byPost.status).toBe(200);
    expect((await runFunction('markHelpful', { reviewId: 'no-such-review', browserId: 'browser-bad-requests' })).status).toBe(404);
  });
});

describe('a $text search is a bad request', () => {
  const search = { name: { $text: { $search: { $term: '((' } } } };

  it('refuses one in a query string, as JSON or in brackets', async () => {
    for (const query of [`where=${encodeURIComponent(JSON.stringify(search))}`, 'where[name][$text][$search][$term]=((']) {
      const answer = await call('GET', `/classes/Product?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(NO_TEXT_SEARCH);
    }
  });

  it('refuses one sent by POST, also inside an $or and as a string', async () => {
    for (const where of [search, { $or: [{ inStock: true }, search] }, JSON.stringify(search)]) {
      const answer = await call('POST', '/classes/Product', { body: { _method: 'GET', where } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(NO_TEXT_SEARCH);
    }
  });
});
