// npm run bench [-- --check] [--proposed] [--no-build] [--pairs N] [--only /a,/b]: builds the export and a bare Next.js page, serves both on loopback,
// runs Lighthouse (mobile and desktop) on the shop's key pages, times interactions on a large seeded catalogue,
// and writes bench/report.md and bench/report.json. With --check, exits non-zero when a budget is missed. With
// --proposed, each mobile page is also run beside the floor docs/performance.md proposes (budgets.mjs proposedFloorFor), and
// --check holds it to that floor instead.
import { execFileSync, spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { credentialFor, randomPassword } from '../admin-credential.mjs';
import { budgets, checkBudgets, infoPages, photoPages, privatePages, proposedFloorFor } from './budgets.mjs';
import { auditInTurn, auditOnce, launchChrome } from './lighthouse-run.mjs';
import { woodPhoto } from './photo-host.mjs';
import { writeReport } from './report.mjs';
import { timeBareNavigation, timeInteractions } from './scale.mjs';

const args = new Set(process.argv.slice(2));
/** Pages run on mobile against their floor, interleaved; every page gets one desktop run (scores and JavaScript). */
const MOBILE_PAGES = ['/', '/products', '/product/1', '/cart', '/faq', '/contact'];
const onlyArg = process.argv.indexOf('--only');
/** `--only /faq,/contact` measures just those pages (a quick look; the budgets want every page). */
const only = onlyArg === -1 ? null : new Set(process.argv[onlyArg + 1].split(','));
const PAGES = [...new Set([...MOBILE_PAGES, ...photoPages, ...privatePages, ...infoPages, '/custom'])].filter(
  (path) => !only || only.has(path),
);
/** Rounds of each mobile page and its floors, run in turn (`--pairs N` to change). */
const pairsArg = process.argv.indexOf('--pairs');
const PAIRS = pairsArg === -1 ? 5 : Math.max(1, Number(process.argv[pairsArg + 1]) || 1);
const proposed = args.has('--proposed');
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
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`${script} did not start`));
    }, 30_000);
    child.stdout.once('data', () => {
      clearTimeout(timer);
      resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
}

if (!args.has('--no-build')) build();
else if (!existsSync('out') || !existsSync('scripts/bench/bare-app/out')) {
  console.error('--no-build measures an earlier build of the shop (out/) and the bare page (scripts/bench/bare-app/out/); run once without it first.');
  process.exit(1);
}
execFileSync('bash', ['scripts/ensure-browser.sh', '--browser'], { stdio: 'inherit' });
// A host that cannot start stops the others, so none is left holding its port.
const starting = await Promise.allSettled([
  startHost('scripts/static-host.mjs', 'out', SHOP_PORT),
  startHost('scripts/static-host.mjs', 'scripts/bench/bare-app/out', BARE_PORT),
  startHost('scripts/bench/photo-host.mjs', PHOTO_PORT),
]);
const hosts = starting.filter((host) => host.status === 'fulfilled').map((host) => host.value);
const notStarted = starting.find((host) => host.status === 'rejected');
if (notStarted) {
  hosts.forEach((host) => host.kill());
  throw notStarted.reason;
}
let chrome;
try {
  chrome = await launchChrome(PHOTO_PORT);
  const bareUrl = `http://127.0.0.1:${BARE_PORT}/`;
  const barePhotoUrl = `http://127.0.0.1:${BARE_PORT}/photo`;
  console.log('Lighthouse (desktop): the bare page and the bare page with one photo');
  const bare = { desktop: await auditOnce(chrome, bareUrl, 'desktop') };
  const barePhoto = { desktop: await auditOnce(chrome, barePhotoUrl, 'desktop') };
  const pages = [];
  for (const path of PAGES) {
    const url = `http://127.0.0.1:${SHOP_PORT}${path}`;
    const floorName = photoPages.has(path) ? 'bare page + one photo' : 'bare page';
    const proposedFloor = proposed ? proposedFloorFor(path) : null;
    let mobile;
    if (MOBILE_PAGES.includes(path)) {
      const floors = [`the ${floorName}`, ...(proposedFloor ? [proposedFloor.name] : [])].join(' and ');
      console.log(`Lighthouse (mobile): ${path} and ${floors}, ${PAIRS} times each in turn`);
      const floorUrl = photoPages.has(path) ? barePhotoUrl : bareUrl;
      const proposedUrls = proposedFloor
        ? [`http://127.0.0.1:${SHOP_PORT}${proposedFloor.path}`]
        : [];
      const [floor, page, proposedRuns] = await auditInTurn(chrome, [floorUrl, url, ...proposedUrls], PAIRS);
      mobile = { floor, page };
      if (proposed) Object.assign(mobile, { proposedFloor: proposedRuns ?? floor, proposedFloorName: proposedFloor?.name ?? floorName });
    }
    console.log(`Lighthouse (desktop): ${path}`);
    const desktop = await auditOnce(chrome, url, 'desktop');
    pages.push({ path, floorName, mobile, desktop, jsRatio: Number((desktop.jsBytes / bare.desktop.jsBytes).toFixed(3)) });
  }
  await chrome.kill();
  chrome = undefined;
  console.log('Timing interactions on a large catalogue, and a navigation on the bare app...');
  const bareNavigationMs = await timeBareNavigation(`http://127.0.0.1:${BARE_PORT}`);
  const interactions = (await timeInteractions(`http://127.0.0.1:${SHOP_PORT}`)).map((timing) =>
    timing.navigates ? { name: timing.name, ms: timing.ms, floorMs: bareNavigationMs } : { name: timing.name, ms: timing.ms },
  );
  const report = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpus().length} cores, ${cpus()[0]?.model?.trim() ?? 'unknown CPU'}, Node ${process.version}`,
    photoBytes: woodPhoto().length,
    pairs: PAIRS,
    proposed,
    budgets,
    bare,
    barePhoto,
    pages,
    interactions,
  };
  report.misses = checkBudgets(report, { proposed });
  if (proposed) report.missesAgainstIssueFloors = checkBudgets(report);
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
