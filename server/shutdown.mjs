// An instance's readiness and its graceful stop, for running several behind a load balancer (docs/backend.md,
// "Several instances"). The balancer asks GET /ready; on SIGTERM the instance first answers 503 there, waits for the
// balancer to notice (SHUTDOWN_DRAIN_MS), stops taking connections, finishes the requests it is serving, and only then
// closes its database connections. Parse Server's own SIGTERM handler would close the database at once, failing
// every request in flight: takeOverShutdownSignals removes it.
import { setTimeout as sleep } from 'node:timers/promises';

export const READY_PATH = '/ready';
/** How long requests in flight may take to finish before their connections are closed anyway. */
const FINISH_LIMIT_MS = 15_000;

/** Answers GET /ready (200 when the instance should get traffic, 503 otherwise); false for any other request. */
export function answerReadiness(req, res, readiness) {
  if ((req.url ?? '').split('?')[0] !== READY_PATH) return false;
  res.statusCode = readiness.ready ? 200 : 503;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify({ ready: readiness.ready }));
  return true;
}

const SIGNALS = ['SIGINT', 'SIGTERM'];

/** The signal handlers present now, so that the ones Parse Server adds while it starts can be told apart. */
export function signalHandlers() {
  return new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
}

/** Removes the signal handlers added since `before` (Parse Server's), leaving the shop's own. */
export function takeOverShutdownSignals(before) {
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal).includes(listener)) process.off(signal, listener);
    }
  }
}

/** The graceful stop of a started Parse Server (`server` as ParseServer.startApp returned it). */
export async function stopGracefully(server, readiness, drainMs) {
  readiness.ready = false;
  if (drainMs > 0) await sleep(drainMs);
  const http = server.server;
  const closed = new Promise((resolve) => http.close(() => resolve()));
  // Keep-alive connections between requests would hold close() open; those mid-request finish first.
  http.closeIdleConnections();
  const idleSweep = setInterval(() => http.closeIdleConnections(), 100);
  await server.liveQueryServer?.shutdown().catch(() => undefined);
  await Promise.race([closed, sleep(FINISH_LIMIT_MS)]);
  clearInterval(idleSweep);
  http.closeAllConnections();
  await server.config.databaseController.adapter.handleShutdown?.();
}
