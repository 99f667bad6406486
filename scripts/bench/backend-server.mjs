// The backends a run of the benchmark (backend.mjs) loads: one throwaway cluster per configuration
// (server/cluster.mjs: PostgreSQL, Redis, N Parse Server instances, haproxy in front), all stopped at the end, on
// failure and on Ctrl-C; and the REST calls made to them, through the balancer.
import { REQUEST_TIMEOUT_MS, runId } from './backend-options.mjs';
import { INSTANCE_HEADER } from '../../server/balancer.mjs';
import { startCluster } from '../../server/cluster.mjs';

// ---------------------------------------------------------------------------------------------------------------
// Clusters

const running = new Set();

/** Starts the cluster of one configuration ({ name, instances }); stopClusters stops it with the others. */
export async function startConfiguration(configuration) {
  const cluster = await startCluster({ instances: configuration.instances });
  running.add(cluster);
  return cluster;
}

export async function stopClusters() {
  const clusters = [...running];
  running.clear();
  await Promise.all(clusters.map((cluster) => cluster.stop().catch((error) => console.error(error))));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the backends...`);
    void stopClusters().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// REST

/**
 * The REST calls to one backend (its BACKEND_READY settings). `call` answers { status, body, instance } (the
 * instance that served it, from the balancer's header) and throws only when no answer came (network, timeout).
 */
export function restClient(settings) {
  async function call(method, path, { session, body, master } = {}) {
    const headers = { 'X-Parse-Application-Id': settings.appId, 'Content-Type': 'application/json' };
    if (session) headers['X-Parse-Session-Token'] = session;
    if (master) headers['X-Parse-Master-Key'] = settings.masterKey;
    const response = await fetch(`${settings.serverURL}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const instance = response.headers.get(INSTANCE_HEADER);
    try {
      return { status: response.status, body: JSON.parse(text), instance };
    } catch {
      return { status: response.status, body: { error: text.slice(0, 200) }, instance };
    }
  }

  async function signUp(index) {
    const email = `bench.${runId}.${index}@example.com`;
    const answer = await call('POST', '/users', {
      body: { username: email, email, password: `bench password ${runId}`, firstName: 'Bench', lastName: `Shopper ${index}` },
    });
    if (answer.status !== 201) throw new Error(`Sign-up ${index} failed: ${failureKind(answer)}`);
    return { index, id: answer.body.objectId, session: answer.body.sessionToken, email };
  }

  return { settings, call, signUp };
}

/** A short name for a failed call, so failures of one kind add up in the report. */
export function failureKind(answerOrError) {
  if (answerOrError instanceof Error) {
    if (answerOrError.name === 'TimeoutError') return `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`;
    return `network: ${answerOrError.cause?.code ?? answerOrError.cause?.message ?? answerOrError.message}`;
  }
  const { status, body } = answerOrError;
  // haproxy answers in HTML: its text, on one line.
  const error = String(body?.error ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return `HTTP ${status}, code ${body?.code ?? '-'}: ${error.slice(0, 120)}`;
}

/** Runs `work` on every item, `limit` at a time. */
export async function mapLimit(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
