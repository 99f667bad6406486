// The shop with a shared server, end to end: starts a throwaway backend (PostgreSQL + Parse Server), builds the
// site against it into out-backend/, serves that, and runs Playwright's journeys in e2e-backend/ (two browsers:
// a shopper and the owner). Everything it started is stopped at the end, also when a step fails or on Ctrl-C.
// Usage: node scripts/e2e-backend.mjs [extra playwright arguments]
import { spawn } from 'node:child_process';
import { startThrowawayBackend } from '../server/throwaway.mjs';
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
  // As behind a proxy on the same machine: a journey can then speak for a shopper at another address
  // (X-Forwarded-For, e2e-backend/backend.ts) to meet the rate limits, which never count 127.0.0.1.
  const { settings, stop } = await startThrowawayBackend({ env: { TRUST_PROXY: 'loopback' } });
  stops.push(stop);
  console.log(`Backend ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${settings.serverURL}`);
  const productTheSeedLacks = await addProductTheSeedLacks(settings);

  const siteEnv = {
    SHOP_OUT_DIR: OUT_DIR,
    NEXT_PUBLIC_PARSE_SERVER_URL: settings.serverURL,
    NEXT_PUBLIC_PARSE_APP_ID: settings.appId,
  };
  if ((await run('npm', ['run', 'build', '--silent'], siteEnv)) !== 0) throw new Error('The build against the backend failed');

  const site = await startStaticHost(OUT_DIR, 0);
  stops.push(
    () =>
      new Promise((resolve) => {
        site.close(() => resolve());
        site.closeAllConnections();
      }),
  );
  const { port } = site.address();

  exitCode = await run('npx', ['playwright', 'test', '-c', 'playwright.backend.config.ts', ...process.argv.slice(2)], {
    E2E_BASE_URL: `http://127.0.0.1:${port}`,
    E2E_BACKEND: JSON.stringify(settings),
    E2E_PRODUCT_THE_SEED_LACKS: JSON.stringify(productTheSeedLacks),
  });
} catch (error) {
  console.error(error);
} finally {
  await stopAll();
}
process.exit(exitCode);
