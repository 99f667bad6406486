// Serves the static export in out/ as the shop's host would (scripts/static-host.mjs): `npm start` and the e2e suite.
import { existsSync } from 'node:fs';
import { show as showAdminSignIn } from './admin-credential.mjs';
import { startStaticHost } from './static-host.mjs';

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '127.0.0.1';

if (!existsSync('out/index.html')) {
  console.error('out/ is missing: run `npm run build` first.');
  process.exit(1);
}

try {
  await startStaticHost('out', port, host);
} catch (error) {
  console.error(`Cannot serve on ${host}:${port}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.log(`Prairie Grain Woodworks is running at http://localhost:${port}`);
if (!process.env.CI && !process.env.E2E_ADMIN_EMAIL) showAdminSignIn(port);
