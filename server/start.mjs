// Starts the shop's shared backend: PostgreSQL (a local cluster, unless DATABASE_URI names one) and Parse Server
// with the shop's Cloud Code, schema and permissions, then seeds the catalogue into an empty database.
//
//   node server/start.mjs            development: data kept in server/.data, port 1337 (PORT to change)
//   node server/start.mjs --throwaway  tests: a fresh cluster in a temp folder and free ports, removed on exit
//
// In production (docs/backend.md): DATABASE_URI names the managed PostgreSQL, PARSE_MASTER_KEY the
// secret, HOST 0.0.0.0 to listen beyond this machine, ALLOWED_ORIGIN the shop's address (CORS), and REDIS_URL
// the Redis that carries LiveQuery events between several instances behind a load balancer.
//
// When ready it prints one line `BACKEND_READY {json}` with the settings the shop is built with, and
// `GET /ready` answers 200 (503 before that and once it is stopping): a load balancer sends traffic by it.
// On SIGTERM it stops gracefully (shutdown.mjs): /ready turns 503, it waits SHUTDOWN_DRAIN_MS for the balancer to
// notice, finishes the requests in flight, then closes its database connections and exits; Ctrl-C skips the wait. When started by
// another program with a pipe on stdin, it stops as soon as that program goes away (so a crashed test run never
// leaves a server behind).
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from './free-port.mjs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import { build } from 'esbuild';
import { startPostgres } from './postgres.mjs';
import { answerReadiness, signalHandlers, stopGracefully, takeOverShutdownSignals } from './shutdown.mjs';
import { LIVE_QUERY_REDIS_OPTIONS, countRateLimitsInRedis, withOwnCounts } from './rate-limit-redis.mjs';
import { sharedCache } from './shared-cache.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const throwaway = process.argv.includes('--throwaway');

/** Cloud Code in TypeScript, with the shop's lib/ inside it: one file Parse Server can import. */
async function bundleCloudCode() {
  // Each throwaway server bundles into its own file, so test runs side by side do not overwrite each other's.
  const outfile = join(here, '.build', throwaway ? `cloud-${process.pid}.mjs` : 'cloud.mjs');
  if (throwaway) cleanups.push(() => rmSync(outfile, { force: true }));
  await build({
    entryPoints: [join(here, 'cloud', 'index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    tsconfig: join(root, 'tsconfig.json'),
    // Loaded from server/node_modules as they are: a native module (cloud/files.ts resizes photos with it), and
    // Parse Server's own Express, whose JSON parser cloud/request-guard.ts reads bodies with (CommonJS, which an ES
    // module bundle cannot hold).
    external: ['sharp', 'express'],
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href + `?v=${Date.now()}`);
}

const cleanups = [];
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(error);
    }
  }
  process.exit(code);
}
// Parse Server's own handlers for these close the database at once, failing the requests in flight; ours take
// their place once it has started (below).
// Ctrl-C (SIGINT) at a terminal stops at once; SIGTERM, a host's or a balancer's, first drains (shutdown.mjs).
const readiness = { ready: false, drain: true };
process.on('SIGINT', () => {
  readiness.drain = false;
  void stop(0);
});
process.on('SIGTERM', () => stop(0));
if (!process.stdin.isTTY && throwaway) {
  process.stdin.on('end', () => stop(0));
  process.stdin.on('close', () => stop(0));
  process.stdin.resume();
}

try {
  const cloud = await bundleCloudCode();
  let databaseURI = process.env.DATABASE_URI;
  if (!databaseURI) {
    const dir = throwaway ? mkdtempSync(join(tmpdir(), 'shop-postgres-')) : join(here, '.data');
    const postgres = startPostgres({ dir, port: throwaway ? await freePort() : Number(process.env.POSTGRES_PORT ?? 54329) });
    if (throwaway) cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    cleanups.push(() => postgres.stop());
    databaseURI = postgres.uri;
  }

  // A throwaway server takes a free port unless told one (server/cluster.mjs restarts an instance on its port).
  const port = process.env.PORT ? Number(process.env.PORT) : throwaway ? await freePort() : 1337;
  // The address this instance reaches itself at (Cloud Code's own calls): always local, whatever the public one.
  const serverURL = `http://127.0.0.1:${port}/parse`;
  const redisURL = process.env.REDIS_URL;
  const appId = process.env.PARSE_APP_ID ?? 'workshop-shop';
  const masterKey = process.env.PARSE_MASTER_KEY ?? (throwaway ? randomBytes(24).toString('hex') : undefined);
  if (!masterKey) throw new Error('Set PARSE_MASTER_KEY (a long random secret) before starting the backend for development.');
  // Email (docs/email.md): on with SMTP_URL and MAIL_FROM. Its adapter, and the address and name the password-reset
  // link needs, go to Parse; its outbox and sender start once Parse runs.
  const mail = cloud.mailServer(process.env, serverURL);
  const payments = cloud.stripeSettings(process.env);
  // The owner's photos (docs/backend.md, "Photos"): an S3-compatible bucket by setting (FILES_S3_BUCKET), else a
  // folder on this machine: a throwaway server's in its temp folder, removed with it; in development server/.data.
  // Several instances share one folder through FILES_DIR (on one machine; across machines, the S3 bucket).
  const ownFilesDir = throwaway && !process.env.FILES_DIR;
  const filesDir = process.env.FILES_DIR ?? (throwaway ? mkdtempSync(join(tmpdir(), 'shop-files-')) : join(here, '.data', 'files'));
  if (ownFilesDir) cleanups.push(() => rmSync(filesDir, { recursive: true, force: true }));
  const files = cloud.filesAdapterFor(process.env, filesDir);

  // Read when Parse Server is imported, before any option is: without it, a ./logs folder appears wherever it starts.
  process.env.PARSE_SERVER_LOGS_FOLDER ??= 'null';
  if (redisURL) countRateLimitsInRedis();
  const { ParseServer, RedisCacheAdapter } = await import('parse-server');
  const parseSignalHandlers = signalHandlers();
  const mountPath = '/parse';
  const maxUploadSize = '10mb';
  const beforeParse = cloud.beforeParse({ mountPath, maxUploadSize });
  const server = await ParseServer.startApp({
    databaseURI,
    appId,
    masterKey,
    // The master key works only from this machine: the Cloud Code and the owner's scripts, never a browser.
    masterKeyIps: ['127.0.0.1', '::1'],
    serverURL,
    port,
    host: process.env.HOST ?? '127.0.0.1',
    ...(process.env.ALLOWED_ORIGIN ? { allowOrigin: process.env.ALLOWED_ORIGIN.split(',') } : {}),
    // A browser on another origin may send what an edit started from (lib/shop/server-rest.ts: the request context).
    allowHeaders: ['X-Parse-Cloud-Context'],
    // Behind a proxy or load balancer, which of its forwarded addresses to believe (Express's "trust proxy": a hop
    // count, or addresses such as `loopback`), so the rate limits count each shopper, not the proxy.
    ...(process.env.TRUST_PROXY ? { trustProxy: /^\d+$/.test(process.env.TRUST_PROXY) ? Number(process.env.TRUST_PROXY) : process.env.TRUST_PROXY } : {}),
    rateLimit: withOwnCounts(cloud.rateLimits(redisURL)),
    // Several instances (REDIS_URL): sessions cached in Redis, shared, not in each instance (shared-cache.mjs).
    ...(redisURL ? { cacheAdapter: sharedCache(RedisCacheAdapter, redisURL) } : {}),
    // Only the routes the shop calls, as it spells them (cloud/routes.ts); the master key still reaches every one.
    routeAllowList: cloud.ROUTE_ALLOW_LIST,
    // Accounts are signed up with an email and a password only: no anonymous accounts, nor one linked to a session.
    enableAnonymousUsers: false,
    passwordPolicy: cloud.PASSWORD_POLICY,
    mountPath,
    // Stripe's webhook (docs/payments.md), beside Parse on the same app: it reads the raw body to check Stripe's
    // signature, so it comes before any body parser. Without Stripe settings the path is not the shop's. Then the
    // guard that refuses requests nested too deep or searching with $text before Parse sees them (cloud/request-guard.ts).
    // Before both, the readiness a load balancer asks for (shutdown.mjs).
    middleware: (req, res, next) => (answerReadiness(req, res, readiness) ? undefined : beforeParse(req, res, next)),
    cloud: (Parse) => cloud.registerCloudCode(Parse, { publicServerURL: mail.parseOptions.publicServerURL, appId }),
    allowCustomObjectId: true,
    allowClientClassCreation: false,
    enforcePrivateUsers: true,
    ...mail.parseOptions,
    startLiveQueryServer: true,
    liveQuery: { classNames: ['Conversation', 'Order', 'CustomRequest'], ...(redisURL ? { redisURL, redisOptions: { ...LIVE_QUERY_REDIS_OPTIONS } } : {}) },
    ...(redisURL ? { liveQueryServerOptions: { redisURL, redisOptions: { ...LIVE_QUERY_REDIS_OPTIONS } } } : {}),
    schema: { definitions: cloud.classDefinitions, lockSchemas: true, strict: false },
    silent: process.env.PARSE_VERBOSE !== '1',
    // Logs go to the console (and the host's log collection), not to a ./logs folder wherever it was started.
    logsFolder: null,
    logLevel: process.env.PARSE_VERBOSE === '1' ? 'info' : 'error',
    verifyServerUrl: false,
    // Uploads from signed-in accounts only, of photos only, 10 MB or less; Cloud Code (cloud/files.ts) lets only the
    // owner's role through and checks each file is the photo its name says.
    filesAdapter: files.adapter,
    maxUploadSize,
    // The defaults Parse Server announces for its next versions, taken now: no file URLs in saved records (a
    // product keeps its photos' addresses as text), the read-only master key from this machine only, limits on
    // query complexity, and protected fields stripped from write answers too.
    fileUpload: {
      allowedFileUrlDomains: [],
      enableForPublic: false,
      enableForAnonymousUser: false,
      enableForAuthenticatedUser: true,
      fileExtensions: cloud.PHOTO_EXTENSIONS,
    },
    // The password-reset link Parse emails leads to the shop's own page (SHOP_URL/reset-password).
    pages: { encodePageParamHeaders: true, customUrls: mail.customUrls },
    readOnlyMasterKeyIps: ['127.0.0.1', '::1'],
    requestComplexity: { includeDepth: 10, includeCount: 100, subqueryDepth: 10, queryDepth: 10, graphQLDepth: 20, graphQLFields: 200, batchRequestLimit: 100 },
    protectedFieldsOwnerExempt: true,
    protectedFieldsTriggerExempt: true,
    protectedFieldsSaveResponseExempt: false,
    installation: { duplicateDeviceTokenActionEnforceAuth: true },
    allowAggregationForReadOnlyMasterKey: false,
  });
  takeOverShutdownSignals(parseSignalHandlers);
  // Behind a balancer, SHUTDOWN_DRAIN_MS is longer than its health checks take to mark the instance down.
  const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? (throwaway ? 0 : 5000));
  cleanups.push(() => stopGracefully(server, readiness, readiness.drain ? drainMs : 0));

  // Parse Server sets up its SDK as a global, signed with the master key and talking to itself directly.
  const { Parse } = globalThis;
  // Records the server numbers itself (seed products, conversations) are created with their id, not updated.
  Parse.allowCustomObjectId = true;
  await ensureAdminRole(Parse);
  await ensureUnique(server, 'Order', ['clientKey']);
  await ensureUnique(server, 'CustomRequest', ['clientKey']);
  await ensureUnique(server, 'Review', ['clientKey']);
  await ensureUnique(server, 'HelpfulMark', ['reviewId', 'voter']);
  await ensureRevisionsAdvance(server, cloud.REVISIONED);
  cleanups.push(await mail.start(await parseDatabase(server), Parse));
  const seeded = await cloud.seedCatalogue(Parse);

  const settings = {
    serverURL,
    liveQueryURL: `ws://127.0.0.1:${port}/parse`,
    appId,
    databaseURI,
    ...(throwaway ? { masterKey } : {}),
    seededProducts: seeded,
    email: mail.sending,
    // Stripe on (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET): the build pays through it (NEXT_PUBLIC_PAYMENTS).
    payments: payments ? 'stripe' : null,
    ...(payments ? { stripeWebhookURL: `http://127.0.0.1:${port}${cloud.STRIPE_WEBHOOK_PATH}` } : {}),
  };
  readiness.ready = true;
  console.log(`BACKEND_READY ${JSON.stringify(settings)}`);
  if (!throwaway) {
    console.log(`\nThe shop's backend is running at ${serverURL}. Build the shop against it with:\n`);
    console.log(`  NEXT_PUBLIC_PARSE_SERVER_URL=${serverURL} NEXT_PUBLIC_PARSE_APP_ID=${appId}${payments ? ' NEXT_PUBLIC_PAYMENTS=stripe' : ''} npm start\n`);
    if (payments) console.log(`Stripe sends its events to http://<this server>:${port}${cloud.STRIPE_WEBHOOK_PATH} (docs/payments.md).`);
    console.log('Make the first owner account with: npm run backend:admin -- owner@example.com');
  }
} catch (error) {
  console.error(error);
  await stop(1);
}

async function ensureAdminRole(Parse) {
  const existing = await new Parse.Query(Parse.Role).equalTo('name', 'admin').first({ useMasterKey: true });
  if (existing) return;
  const acl = new Parse.ACL();
  acl.setRoleReadAccess('admin', true);
  const role = new Parse.Role('admin', acl);
  role.set('objectId', 'admin');
  await role.save(null, { useMasterKey: true });
}

/** Parse Server's own PostgreSQL client (pg-promise), for what the shop keeps beside Parse's classes (the email outbox). */
async function parseDatabase(server) {
  const { default: Config } = await import('parse-server/lib/Config.js');
  return Config.get(server.config.appId).database.adapter._client;
}

async function ensureUnique(server, className, fieldNames) {
  const { default: Config } = await import('parse-server/lib/Config.js');
  const config = Config.get(server.config.appId);
  const schemaController = await config.database.loadSchema();
  const schema = await schemaController.getOneSchema(className, false);
  await config.database.adapter.ensureUniqueness(className, schema, fieldNames).catch((error) => {
    if (error.code !== 137) throw error;
  });
}

/**
 * The database's own check that every write of a revisioned record makes its next revision (cloud/schema.ts,
 * REVISIONED), as one atomic step with the write: Parse Server has no conditional update. Instances starting at
 * once take turns (an advisory lock), since PostgreSQL refuses two concurrent replacements of one trigger.
 */
async function ensureRevisionsAdvance(server, revisioned) {
  const { default: Config } = await import('parse-server/lib/Config.js');
  const database = Config.get(server.config.appId).database.adapter._client;
  await database.tx(async (t) => {
    await t.any("SELECT pg_advisory_xact_lock(hashtext('shop_revision_advances'))");
    await t.none(`
      CREATE OR REPLACE FUNCTION shop_revision_advances() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        before double precision := coalesce((to_jsonb(OLD) ->> TG_ARGV[0])::double precision, 0);
        after double precision := coalesce((to_jsonb(NEW) ->> TG_ARGV[0])::double precision, 0);
      BEGIN
        IF (TG_ARGV[1] IS NULL OR (to_jsonb(NEW) -> TG_ARGV[1]) IS DISTINCT FROM (to_jsonb(OLD) -> TG_ARGV[1]))
            AND after <> before + 1 THEN
          RAISE EXCEPTION 'stale write of %/%: revision % is stored, % would not follow it',
            TG_TABLE_NAME, OLD."objectId", before, after USING ERRCODE = 'serialization_failure';
        END IF;
        RETURN NEW;
      END $$`);
    for (const { className, revision, whenChanged } of revisioned) {
      const args = [revision, ...(whenChanged ? [whenChanged] : [])];
      await t.none('DROP TRIGGER IF EXISTS shop_revision_advances ON $1:name', [className]);
      await t.none(`CREATE TRIGGER shop_revision_advances BEFORE UPDATE ON $1:name FOR EACH ROW EXECUTE FUNCTION shop_revision_advances(${args.map((_, n) => `$${n + 2}`).join(', ')})`, [className, ...args]);
    }
  });
}
