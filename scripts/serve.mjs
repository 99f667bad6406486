// Serves the static export in out/ like a CDN would (unknown paths get 404.html). Used by `npm start` and e2e.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { show as showAdminSignIn } from './admin-credential.mjs';

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '127.0.0.1';

if (!existsSync('out/index.html')) {
  console.error('out/ is missing: run `npm run build` first.');
  process.exit(1);
}

const server = spawn(
  process.execPath,
  ['node_modules/serve/build/main.js', 'out', '-l', `tcp://${host}:${port}`, '--no-port-switching', '--no-clipboard'],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
console.log(`Prairie Grain Woodworks is running at http://localhost:${port}`);
if (!process.env.CI && !process.env.E2E_ADMIN_EMAIL) showAdminSignIn(port);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
