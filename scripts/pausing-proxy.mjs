// A slow line on demand: a proxy in front of a host that sends one page's HTML in two parts, the second a while after
// the first, so a test or scripts/arrival-shifts.mjs can see what the page paints and moves meanwhile.
import { createServer } from 'node:http';

/**
 * Starts the proxy in front of `upstream`. Until `pause` is called, and for every other address, it passes each
 * answer straight through.
 */
export async function startPausingProxy(upstream) {
  let stop = null;
  const server = createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url, upstream));
    const body = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
    if (!stop || request.url !== stop.path) return response.end(body);
    const html = body.toString('utf8');
    const at = Buffer.byteLength(html.slice(0, stop.at(html)));
    const { ms } = stop;
    response.write(body.subarray(0, at));
    setTimeout(() => response.end(body.subarray(at)), ms);
  });
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    /** From now on `path`'s HTML stops at the character `at` finds in it, and the rest follows `ms` later. */
    pause(path, at, ms) {
      stop = { path, at, ms };
    },
    close: () => server.close(),
  };
}
