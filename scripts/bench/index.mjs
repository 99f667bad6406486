// npm run bench [-- --check] [-- --no-build]: builds the export and a bare Next.js page, serves both on loopback,
// runs Lighthouse (mobile and desktop) on the shop's key pages, times interactions on a large seeded catalogue,
// and writes bench/report.md and bench/report.json. With --check, exits non-zero when a budget is missed.
import { execFileSync, spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { credentialFor, randomPassword } from '../admin-credential.mjs';
import { checkBudgets, budgets } from './budgets.mjs';
import { audit, launchChrome } from './lighthouse-run.mjs';
import { woodPhoto } from './photo-host.mjs';
import { writeReport } from './report.mjs';
import { timeInteractions } from './scale.mjs';

const args = new Set(process.argv.slice(2));
const PAGES = ['/', '/products', '/product/1', '/cart', '/faq', '/contact'];
/** Mobile runs per page; the median one is reported (`--runs N` to change). */
const runsArg = process.argv.indexOf('--runs');
const MOBILE_RUNS = runsArg === -1 ? 5 : Math.max(1, Number(process.argv[runsArg + 1]) || 1);
const SHOP_PORT = 4601;
const BARE_PORT = 4602;
const PHOTO_PORT = 4603;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

// The bench's own admin credential, kept beside its other files so `--no-build` signs in to the site it built.
const credentialFile = 'bench/tmp/admin-credential.json';
if (!args.has('--no-build') || !existsSync(credentialFile)) {
  const email = 'owner@bench.invalid';
  mkdirSync('bench/tmp', { recursive: true });
  writeFileSync(credentialFile, JSON.stringify({ email, ...credentialFor(randomPassword()) }));
}
const credential = JSON.parse(readFileSync(credentialFile, 'utf8'));
Object.assign(env, {
  NEXT_PUBLIC_ADMIN_EMAIL: credential.email,
  NEXT_PUBLIC_ADMIN_PASSWORD_SALT: credential.salt,
  NEXT_PUBLIC_ADMIN_PASSWORD_VERIFIER: credential.verifier,
});
// The large state the interaction timings load (seed-data.mjs) signs the admin in with this proof.
process.env.BENCH_ADMIN_EMAIL = credential.email;
process.env.BENCH_ADMIN_PROOF = credential.proof;

function build() {
  console.log('Building the shop and the bare page...');
  execFileSync('npm', ['run', 'build'], { stdio: 'ignore', env });
  execFileSync('npx', ['next', 'build', 'scripts/bench/bare-app'], { stdio: 'ignore', env });
}

/**
 * Each host runs in its own process, as on the web: answering the page's requests never waits on Lighthouse's
 * own work in this one. Resolves once the host says it is listening.
 */
function startHost(script, ...args) {
  const child = spawn(process.execPath, [script, ...args.map(String)], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start`)), 30_000);
    child.stdout.once('data', () => {
      clearTimeout(timer);
      resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
}

if (!args.has('--no-build')) build();
execFileSync('bash', ['scripts/ensure-browser.sh'], { stdio: 'inherit' });
const hosts = await Promise.all([
  startHost('scripts/bench/static-host.mjs', 'out', SHOP_PORT),
  startHost('scripts/bench/static-host.mjs', 'scripts/bench/bare-app/out', BARE_PORT),
  startHost('scripts/bench/photo-host.mjs', PHOTO_PORT),
]);
let chrome;
try {
  chrome = await launchChrome(PHOTO_PORT);
  console.log('Lighthouse: bare page');
  const bare = { mobile: await audit(chrome, `http://127.0.0.1:${BARE_PORT}/`, 'mobile', MOBILE_RUNS), desktop: await audit(chrome, `http://127.0.0.1:${BARE_PORT}/`, 'desktop') };
  // The floor for pages whose largest paint is a photo; shown beside the pages, held to no budget.
  console.log('Lighthouse: bare page with one photo');
  const barePhotoUrl = `http://127.0.0.1:${BARE_PORT}/photo`;
  const barePhoto = { mobile: await audit(chrome, barePhotoUrl, 'mobile', MOBILE_RUNS), desktop: await audit(chrome, barePhotoUrl, 'desktop') };
  const pages = [];
  for (const path of PAGES) {
    console.log(`Lighthouse: ${path}`);
    const url = `http://127.0.0.1:${SHOP_PORT}${path}`;
    const mobile = await audit(chrome, url, 'mobile', MOBILE_RUNS);
    const desktop = await audit(chrome, url, 'desktop');
    pages.push({ path, mobile, desktop, jsRatio: Number((mobile.jsBytes / bare.mobile.jsBytes).toFixed(2)) });
  }
  await chrome.kill();
  chrome = undefined;
  console.log('Timing interactions on a large catalogue...');
  const interactions = await timeInteractions(`http://127.0.0.1:${SHOP_PORT}`);
  const report = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpus().length} cores, ${cpus()[0]?.model?.trim() ?? 'unknown CPU'}, Node ${process.version}`,
    photoBytes: woodPhoto().length,
    mobileRuns: MOBILE_RUNS,
    budgets,
    bare,
    barePhoto,
    pages,
    interactions,
  };
  report.misses = checkBudgets(report);
  writeFileSync('bench/report.json', `${JSON.stringify(report, null, 2)}\n`);
  writeReport(report, 'bench/report.md');
  console.log('Wrote bench/report.md and bench/report.json');
  if (report.misses.length) console.log(`Budgets missed:\n- ${report.misses.join('\n- ')}`);
  else console.log('Every budget met.');
  if (args.has('--check') && report.misses.length) process.exitCode = 1;
} finally {
  if (chrome) await chrome.kill();
  hosts.forEach((host) => host.kill());
}
