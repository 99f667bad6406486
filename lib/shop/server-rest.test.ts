// What a shopper reads when the shared server's answer does not come back as one: a balancer's own error page, or a
// dropped connection. A change (POST, PUT, DELETE) that a balancer says its server took and never answered (502,
// 504) may have been made; a read never changes anything, and a 503 means no server took the request.
import { describe, expect, it, vi } from 'vitest';
import { serverUnanswered, serverUnreachable } from '@/content/server';
import { request } from './server-rest';

function answering(status: number, body = '<html><body><h1>Bad Gateway</h1></body></html>') {
  vi.stubEnv('NEXT_PUBLIC_PARSE_SERVER_URL', 'https://api.shop.example/parse');
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status, headers: { 'Content-Type': 'text/html' } }));
}

describe('an answer from the balancer instead of the server', () => {
  it.each([502, 504])('%i to an order sent: the order may have been placed', async (status) => {
    answering(status);
    expect(await request('POST', '/classes/Order', { body: {}, unreachable: 'order' })).toEqual({
      ok: false,
      failure: { kind: 'unavailable', message: serverUnanswered.order },
    });
  });

  it('502 to a read: the shop could not be reached', async () => {
    answering(502);
    expect(await request('GET', '/classes/Order', { unreachable: 'order' })).toEqual({
      ok: false,
      failure: { kind: 'unavailable', message: serverUnreachable.order },
    });
  });

  it('503 (no server took it) to a message sent: it was not saved', async () => {
    answering(503, '<html><body><h1>503 Service Unavailable</h1></body></html>');
    expect(await request('POST', '/functions/sendMessage', { body: {}, unreachable: 'message' })).toEqual({
      ok: false,
      failure: { kind: 'unavailable', message: serverUnreachable.message },
    });
  });

  it("a dropped connection: as before, the shop could not be reached", async () => {
    vi.stubEnv('NEXT_PUBLIC_PARSE_SERVER_URL', 'https://api.shop.example/parse');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await request('POST', '/classes/Order', { body: {}, unreachable: 'order' })).toEqual({
      ok: false,
      failure: { kind: 'unavailable', message: serverUnreachable.order },
    });
  });
});
