// A throwaway cluster of the real parts, as a shop outgrowing one machine runs them (docs/backend.md, "Several
// instances"): one PostgreSQL, one Redis, several Parse Server instances on them (REDIS_URL set) and haproxy in
// front (server/balancer.mjs). Started and stopped by the tests and the benchmark; each part can be stopped and
// started again, or an instance killed, to see what the shop does when one fails.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBalancer } from './balancer.mjs';
import { freePort } from './free-port.mjs';
import { startPostgres } from './postgres.mjs';
import { redisServer } from './redis.mjs';
import { startThrowawayBackend } from './throwaway.mjs';

/**
 * Starts the cluster: `instances` names the Parse Server instances (two by default), `env` adds settings to each
 * (email, Stripe). The first instance starts alone, since it creates the schema and seeds the catalogue; the others
 * then start together.
 */
export async function startCluster({ instances: names = ['a', 'b'], env = {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-cluster-'));
  const stops = [() => rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await Promise.resolve(step()).catch((error) => console.error(error));
  };
  try {
    // A folder of its own: under root, PostgreSQL runs as another user, who could not enter `dir`.
    const postgresDir = mkdtempSync(join(tmpdir(), 'shop-postgres-'));
    stops.push(() => rmSync(postgresDir, { recursive: true, force: true }));
    const postgres = startPostgres({ dir: postgresDir, port: await freePort() });
    stops.push(() => postgres.stop());
    const redis = redisServer(await freePort());
    await redis.start();
    stops.push(() => redis.stop());
    const filesDir = join(dir, 'files');
    mkdirSync(filesDir);
    const balancerPort = await freePort();
    const shared = {
      ...env,
      DATABASE_URI: postgres.uri,
      REDIS_URL: redis.url,
      PARSE_MASTER_KEY: randomBytes(24).toString('hex'),
      FILES_DIR: filesDir,
      // Where browsers reach every instance: the balancer (the photos' addresses, the password-reset link).
      PUBLIC_SERVER_URL: `http://127.0.0.1:${balancerPort}/parse`,
      // The balancer forwards each shopper's address (X-Forwarded-For) from this machine.
      TRUST_PROXY: 'loopback',
      // A stopping instance answers 503 on /ready this long before it closes: longer than the balancer's two failed
      // checks, 500 ms apart, take to mark it down.
      SHUTDOWN_DRAIN_MS: '1500',
    };
    const instances = new Map();
    for (const name of names) instances.set(name, await instanceOn(await freePort(), name, shared));
    stops.push(() => Promise.all([...instances.values()].map((instance) => instance.stop())));
    const [first, ...others] = [...instances.values()];
    await first.start();
    await Promise.all(others.map((instance) => instance.start()));

    const balancer = await startBalancer({ dir, port: balancerPort, instances: [...instances.values()] });
    stops.push(() => balancer.stop());
    const { settings: one } = first;
    const settings = {
      ...one,
      serverURL: `${balancer.url}/parse`,
      liveQueryURL: `${balancer.url.replace(/^http/, 'ws')}/parse`,
      ...(one.stripeWebhookURL ? { stripeWebhookURL: `${balancer.url}${new URL(one.stripeWebhookURL).pathname}` } : {}),
    };
    return { settings, instances, postgres, redis, balancer, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** One instance on a port of its own, which it keeps when started again after a stop or a kill. */
async function instanceOn(port, name, env) {
  let running = null;
  const instance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    settings: null,
    async start() {
      running = await startThrowawayBackend({ env: { ...env, PORT: String(port) } });
      instance.settings = running.settings;
    },
    /** SIGTERM, waiting for the graceful stop to end. */
    async stop() {
      await running?.stop();
    },
    /** Any signal, not waiting: the answer says when it exited. */
    signal(signal) {
      running.signal(signal);
      return running.exited;
    },
  };
  return instance;
}
