// The shop with a shared server, end to end: starts a throwaway cluster as a shop outgrowing one machine runs it
// (server/cluster.mjs: PostgreSQL, Redis, two Parse Server instances and haproxy in front), builds the site against
// the balancer into out-backend/, serves that, and runs Playwright's journeys in e2e-backend/ (two browsers: a
// shopper and the owner, their live connections on different instances, their other requests spread over both).
// Everything it started is stopped at the end, also when a step fails or on Ctrl-C.
// Usage: node scripts/e2e-backend.mjs [extra playwright arguments]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { startCluster } from '../server/cluster.mjs';
import { randomBytes } from 'node:crypto';
import { startSmtpCatcher } from '../server/test/smtp-catcher.mjs';
import { startStripeStandIn } from '../server/test/stripe-stand-in.mjs';
import { freePort } from '../server/free-port.mjs';
import { startStaticHost } from './static-host.mjs';

const OUT_DIR = 'out-backend';
const stops = [];

async function stopAll() {
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
  stops.length = 0;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void stopAll().then(() => process.exit(1)));
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * One product the seed lacks, added before the build, so a journey can tell the pages written from the server's
 * catalogue from pages written from the seed (e2e-backend/catalogue.spec.ts). A copy of product 1, renamed.
 */
async function addProductTheSeedLacks({ serverURL, appId, masterKey }) {
  const headers = { 'X-Parse-Application-Id': appId, 'X-Parse-Master-Key': masterKey, 'Content-Type': 'application/json' };
  const model = await fetch(`${serverURL}/classes/Product/1`, { headers });
  if (!model.ok) throw new Error(`Reading product 1 from the backend answered ${model.status}`);
  const { objectId: _id, createdAt: _created, updatedAt: _updated, ...fields } = await model.json();
  const name = 'Prairie Sunrise Coaster Set';
  const added = await fetch(`${serverURL}/classes/Product`, { method: 'POST', headers, body: JSON.stringify({ ...fields, name }) });
  if (!added.ok) throw new Error(`Adding a product to the backend answered ${added.status}: ${await added.text()}`);
  return { id: (await added.json()).objectId, name };
}

let exitCode = 1;
try {
  const started = Date.now();
  // Behind the balancer on the same machine, which the instances trust: a journey can then speak for a shopper at
  // another address (X-Forwarded-For, e2e-backend/backend.ts) to meet the rate limits, which never count 127.0.0.1.
  // The server emails through an SMTP catcher on this machine (docs/email.md); the journeys read what it caught.
  const mail = await startSmtpCatcher({ http: true });
  stops.push(() => mail.stop());
  const mailEnv = { SMTP_URL: mail.url, MAIL_FROM: 'Prairie Grain Woodworks <shop@prairiegrain.example>', OWNER_EMAIL: 'owner@prairiegrain.example' };
  // Payment through Stripe Checkout (docs/payments.md), against a stand-in for Stripe's API that also plays its
  // hosted page: the site's port is chosen first, so that the server knows where Stripe's page sends shoppers back.
  const sitePort = await freePort();
  const stripeKeys = { secretKey: `sk_test_${randomBytes(12).toString('hex')}`, webhookSecret: `whsec_${randomBytes(16).toString('hex')}` };
  const stripe = await startStripeStandIn(stripeKeys);
  stops.push(() => stripe.stop());
  const stripeEnv = {
    STRIPE_SECRET_KEY: stripeKeys.secretKey,
    STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
    STRIPE_API_URL: stripe.url,
    SHOP_URL: `http://127.0.0.1:${sitePort}`,
  };
  const cluster = await startCluster({ env: { ...mailEnv, ...stripeEnv } });
  stops.push(() => cluster.stop());
  const { settings } = cluster;
  stripe.setWebhook({ url: settings.stripeWebhookURL });
  console.log(`Backend ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${cluster.instances.size} instances behind ${settings.serverURL}`);
  const productTheSeedLacks = await addProductTheSeedLacks(settings);

  const siteEnv = {
    SHOP_OUT_DIR: OUT_DIR,
    NEXT_PUBLIC_PARSE_SERVER_URL: settings.serverURL,
    NEXT_PUBLIC_PARSE_APP_ID: settings.appId,
    NEXT_PUBLIC_PAYMENTS: settings.payments ?? '',
    // In the build's environment too, as a careless set-up might leave them: no secret reaches a file of the site
    // (e2e-backend/payments.spec.ts reads out-backend/ for them).
    ...stripeEnv,
  };
  if ((await run('npm', ['run', 'build', '--silent'], siteEnv)) !== 0) throw new Error('The build against the backend failed');

  const site = await startStaticHost(OUT_DIR, sitePort);
  stops.push(
    () =>
      new Promise((resolve) => {
        site.close(() => resolve());
        site.closeAllConnections();
      }),
  );
  const { port } = site.address();
  // npm test builds this site while the backend's tests run, and starts the journeys once the static site's e2e
  // suite is done (scripts/test.sh): the two suites' browsers never share the cores.
  const startAfter = process.env.E2E_BACKEND_START_AFTER;
  if (startAfter) {
    console.log(`Built; the journeys wait for ${startAfter}`);
    while (!existsSync(startAfter)) await sleep(200);
  }

  exitCode = await run('npx', ['playwright', 'test', '-c', 'playwright.backend.config.ts', ...process.argv.slice(2)], {
    E2E_BASE_URL: `http://127.0.0.1:${port}`,
    E2E_BACKEND: JSON.stringify(settings),
    E2E_PRODUCT_THE_SEED_LACKS: JSON.stringify(productTheSeedLacks),
    E2E_MAIL: JSON.stringify({ messagesURL: mail.httpUrl, ownerEmail: mailEnv.OWNER_EMAIL }),
    E2E_STRIPE: JSON.stringify({ url: stripe.url, ...stripeKeys, outDir: OUT_DIR }),
  });
} catch (error) {
  console.error(error);
} finally {
  await stopAll();
}
process.exit(exitCode);
