// npm run bench:backend [-- --seconds N] [--shoppers N]: a load benchmark of the shared backend (server/: Parse
// Server on PostgreSQL). It is a measurement, not a test: it prints figures and writes scripts/bench/backend-report.md.
//
//  1. Starts a throwaway backend (server/start.mjs --throwaway), signs up the shoppers (100) and opens a LiveQuery
//     subscription on Conversation for half of them (at most 50).
//  2. For N seconds (60) every shopper places honestly priced orders back to back (no think time) while, every 5 s,
//     one of the subscribers starts a support conversation, whose LiveQuery events are counted and timed.
//  3. Checks with the master key that no order a shopper saw accepted is missing, that every stored order carries
//     the right totals, and that no order is stored twice (re-sending placed orders must be refused with 137).
//
// Exits 1 when a check fails or the run cannot be made. The backend is stopped at the end, on failure and on Ctrl-C
// (and it stops by itself should this process die: its stdin is a pipe from here).
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { postgresBinaries } from '../../server/postgres.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const REPORT_FILE = join(here, 'backend-report.md');

// Node 20 has no global WebSocket; `ws` comes with Parse Server in server/node_modules.
const WebSocket = createRequire(join(root, 'server', 'package.json'))('ws');

function numberArg(name, fallback) {
  const index = process.argv.indexOf(name);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} wants a whole number of 1 or more.`);
  return value;
}

const SECONDS = numberArg('--seconds', 60);
const SHOPPERS = numberArg('--shoppers', 100);
const SUBSCRIBERS = Math.min(50, Math.floor(SHOPPERS / 2));
/** Sign-ups at a time: each hashes a password with bcrypt, which a 2-core machine does not do faster in bulk. */
const SIGN_UP_CONCURRENCY = 4;
const CONVERSATION_EVERY_MS = 5_000;
/** lib/chat/conversations.ts AUTO_REPLY_DELAY_MS: the server adds its automatic reply (an `update` event) this long after. */
const AUTO_REPLY_DELAY_MS = 2_000;
const REQUEST_TIMEOUT_MS = 30_000;
const STARTUP_LIMIT_MS = 120_000;
const RESENDS = 20;
const DUPLICATE_CODE = 137;
const runId = Date.now().toString(36);

// ---------------------------------------------------------------------------------------------------------------
// The backend process

let backend = null;
/** What the backend printed after it was ready (Parse Server logs errors only): kept for the report. */
const serverLog = { lines: 0, first: [] };

function startBackend() {
  const child = spawn(process.execPath, [join(root, 'server', 'start.mjs'), '--throwaway'], { stdio: 'pipe' });
  backend = child;
  let output = '';
  let ready = false;
  // Read both streams for the whole run: a pipe nobody reads fills up and then blocks the server.
  const onOutput = (chunk) => {
    const text = chunk.toString();
    if (!ready) {
      output += text;
      return;
    }
    for (const line of text.split('\n').filter((l) => l.trim() !== '')) {
      serverLog.lines += 1;
      if (serverLog.first.length < 15) serverLog.first.push(line.slice(0, 300));
    }
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The backend did not start within ${STARTUP_LIMIT_MS / 1000} s:\n${output}`)), STARTUP_LIMIT_MS);
    const onData = () => {
      const match = /BACKEND_READY (\{.*\})/.exec(output);
      if (!match) return;
      ready = true;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve(JSON.parse(match[1]));
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`The backend stopped (exit ${code}) before it was ready:\n${output}`));
    });
  });
}

async function stopBackend() {
  const child = backend;
  backend = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the backend...`);
    void stopBackend().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// REST

let settings;

/** One REST call; answers { status, body } and throws only when no answer came (network error, timeout). */
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
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: { error: text.slice(0, 200) } };
  }
}

/** A short name for a failed call, so failures of one kind add up in the report. */
function failureKind(answerOrError) {
  if (answerOrError instanceof Error) {
    if (answerOrError.name === 'TimeoutError') return `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`;
    return `network: ${answerOrError.cause?.code ?? answerOrError.cause?.message ?? answerOrError.message}`;
  }
  const { status, body } = answerOrError;
  return `HTTP ${status}, code ${body?.code ?? '-'}: ${String(body?.error ?? '').slice(0, 120)}`;
}

/** Runs `work` on every item, `limit` at a time. */
async function mapLimit(items, limit, work) {
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

async function signUp(index) {
  const email = `bench.${runId}.${index}@example.com`;
  const answer = await call('POST', '/users', {
    body: { username: email, email, password: `bench password ${runId}`, firstName: 'Bench', lastName: `Shopper ${index}` },
  });
  if (answer.status !== 201) throw new Error(`Sign-up ${index} failed: ${failureKind(answer)}`);
  return { index, id: answer.body.objectId, session: answer.body.sessionToken, email };
}

// ---------------------------------------------------------------------------------------------------------------
// Orders: product '2' (Oak Phone Stand, $34, 0.6 lb) to Lloydminster, Canada by Standard Shipping

/**
 * The shop's prices for `quantity` phone stands, worked out here by hand (in cents, so no float noise) rather than
 * with lib/, so the benchmark is an independent witness of the server's arithmetic:
 * subtotal 34 x q; shipping $15 + $3 per lb over the first (weight 0.6 x q; Canada's free threshold, $500, is never
 * reached); tax 8% of the subtotal, to the cent; total = subtotal + shipping + tax.
 * q=1: 34 + 15 + 2.72 = 51.72; q=2: 68 + 15.60 + 5.44 = 89.04; q=3: 102 + 17.40 + 8.16 = 127.56.
 */
function pricesFor(quantity) {
  const subtotal = 3400 * quantity;
  const tenthsOfPoundOverFirst = Math.max(0, 6 * quantity - 10);
  const shipping = 1500 + 30 * tenthsOfPoundOverFirst;
  const tax = Math.round(subtotal * 0.08);
  const dollars = (cents) => cents / 100;
  return { subtotal: dollars(subtotal), shipping: dollars(shipping), tax: dollars(tax), total: dollars(subtotal + shipping + tax) };
}

function orderBody(shopper, clientKey, quantity) {
  return {
    clientKey,
    userId: shopper.id,
    customerEmail: shopper.email,
    customerName: `Bench Shopper ${shopper.index}`,
    items: [{ productId: '2', productName: 'Oak Phone Stand', unitPrice: 34, quantity, customizations: [] }],
    shippingMethod: 'Standard Shipping',
    ...pricesFor(quantity),
    shippingAddress: { street: '4812 50 Avenue', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' },
  };
}

const cents = (amount) => Math.round(Number(amount) * 100);

// ---------------------------------------------------------------------------------------------------------------
// LiveQuery (protocol: parse-server/lib/LiveQuery; requestId must be a number)

const live = {
  open: 0,
  closedEarly: 0,
  errors: [],
  events: {},
  /** Events about a conversation that is not the subscriber's own: ACLs should make this 0. */
  foreign: 0,
  unmatched: 0,
};
/** Conversations started, by the probe text in their first message: when sent, and when their events arrived. */
const probes = new Map();

function onLiveEvent(shopper, message, receivedAt) {
  live.events[message.op] = (live.events[message.op] ?? 0) + 1;
  const object = message.object ?? {};
  if (object.customerId !== shopper.id) live.foreign += 1;
  const probe = probes.get(/bench probe ([\w-]+)/.exec(object.messages?.[0]?.content ?? '')?.[1]);
  if (!probe) {
    live.unmatched += 1;
    return;
  }
  if (message.op === 'create') probe.createdAt ??= receivedAt;
  // The automatic reply is the only update a conversation gets here: its second message.
  if (message.op === 'update' && (object.messages?.length ?? 0) >= 2) probe.repliedAt ??= receivedAt;
}

/** Connects as `shopper` and subscribes to Conversation; resolves with the socket once 'subscribed' arrives. */
function subscribe(shopper) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(settings.liveQueryURL);
    let subscribed = false;
    const fail = (error) => {
      clearTimeout(timer);
      socket.terminate();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`LiveQuery for shopper ${shopper.index}: not subscribed within 15 s`)), 15_000);
    socket.on('open', () => socket.send(JSON.stringify({ op: 'connect', applicationId: settings.appId, sessionToken: shopper.session })));
    socket.on('message', (data) => {
      const receivedAt = performance.now();
      const message = JSON.parse(data.toString());
      if (message.op === 'connected') {
        const query = { className: 'Conversation', where: {} };
        socket.send(JSON.stringify({ op: 'subscribe', requestId: 1, query, sessionToken: shopper.session }));
      } else if (message.op === 'subscribed') {
        subscribed = true;
        live.open += 1;
        clearTimeout(timer);
        resolve(socket);
      } else if (message.op === 'error') {
        if (!subscribed) fail(new Error(`LiveQuery for shopper ${shopper.index}: ${message.code} ${message.error}`));
        else live.errors.push(`${message.code} ${message.error}`);
      } else {
        onLiveEvent(shopper, message, receivedAt);
      }
    });
    socket.on('error', (error) => {
      if (!subscribed) fail(error);
      else live.errors.push(error.message);
    });
    socket.on('close', () => {
      if (!subscribed) return;
      live.open -= 1;
      if (!socket.closingOnPurpose) live.closedEarly += 1;
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Figures

/** Nearest-rank percentile of an ascending list. */
const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]);
const ascending = (values) => [...values].sort((a, b) => a - b);
const ms = (value) => (Number.isNaN(value) ? '-' : value >= 100 ? value.toFixed(0) : value.toFixed(1));
const loadAverage = () => os.loadavg().map((v) => v.toFixed(2)).join(' / ');

/**
 * CPU seconds used so far by the backend's Node process, by its PostgreSQL cluster, and by the whole machine (all
 * cores, idle and I/O wait left out). Linux /proc only; null elsewhere.
 */
function backendCpuSeconds(nodePid, postgresPort) {
  try {
    const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
    const stats = new Map();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        // Fields after the command name (which may hold spaces): state ppid ... utime(14) stime cutime cstime.
        const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
        const cpu = (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / ticks;
        stats.set(Number(entry), { ppid: Number(fields[1]), cpu });
      } catch {
        // The process ended while we looked.
      }
    }
    // pg_ctl leaves the postmaster running on its own (its parent is not the backend), so find it by its port.
    const postmaster = [...stats.keys()].find((pid) => {
      try {
        const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return argv[0].endsWith('/postgres') && argv.join(' ').includes(`-p ${postgresPort}`);
      } catch {
        return false;
      }
    });
    let postgres = 0;
    if (postmaster) for (const [pid, stat] of stats) if (pid === postmaster || stat.ppid === postmaster) postgres += stat.cpu;
    // The whole machine's busy time (all cores), to tell how much other work shared it with the run.
    const [, ...times] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const machine = (times.slice(0, 8).reduce((a, b) => a + b, 0) - times[3] - times[4]) / ticks;
    return { node: stats.get(nodePid)?.cpu ?? NaN, postgres: postmaster ? postgres : NaN, machine };
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The run

async function main() {
  const loadBefore = loadAverage();
  console.log(`Starting a throwaway backend (load average ${loadBefore})...`);
  settings = await startBackend();
  const postgresPort = new URL(settings.databaseURI).port;

  console.log(`Signing up ${SHOPPERS} shoppers, ${SIGN_UP_CONCURRENCY} at a time...`);
  const signUpStart = performance.now();
  const shoppers = await mapLimit(
    Array.from({ length: SHOPPERS }, (_, i) => i),
    SIGN_UP_CONCURRENCY,
    signUp,
  );
  const signUpSeconds = (performance.now() - signUpStart) / 1000;

  console.log(`Opening ${SUBSCRIBERS} LiveQuery subscriptions on Conversation...`);
  const subscribeStart = performance.now();
  const subscribers = shoppers.slice(0, SUBSCRIBERS);
  const sockets = await Promise.all(subscribers.map(subscribe));
  const subscribeSeconds = (performance.now() - subscribeStart) / 1000;
  const subscriptionsOpened = live.open;

  console.log(`Placing orders with ${SHOPPERS} shoppers for ${SECONDS} s...`);
  const loadAtStart = loadAverage();
  const cpuAtStart = backendCpuSeconds(backend.pid, postgresPort);
  const benchCpuAtStart = process.cpuUsage();
  const started = performance.now();
  const deadline = started + SECONDS * 1000;

  /** Every order request: when it ended (ms after the start), how long it took, and its outcome. */
  const requests = [];
  /** Orders the shoppers saw accepted, and every order body sent, by clientKey. */
  const accepted = [];
  const sent = new Map();

  async function shop(shopper) {
    for (let n = 0; performance.now() < deadline; n += 1) {
      const quantity = 1 + Math.floor(Math.random() * 3);
      const clientKey = `bench-${runId}-${shopper.index}-${n}`;
      const body = orderBody(shopper, clientKey, quantity);
      sent.set(clientKey, { shopper, body });
      const begin = performance.now();
      let outcome;
      try {
        const answer = await call('POST', '/classes/Order', { session: shopper.session, body });
        if (answer.status === 201) {
          outcome = 'ok';
          accepted.push({ clientKey, objectId: answer.body.objectId });
        } else outcome = failureKind(answer);
      } catch (error) {
        outcome = failureKind(error);
      }
      const end = performance.now();
      requests.push({ endedAt: end - started, ms: end - begin, outcome });
    }
  }

  const conversationTimes = [];
  const conversationFailures = [];
  async function startConversationAs(shopper, probeId) {
    const sentAt = performance.now();
    probes.set(probeId, { sentAt });
    try {
      const answer = await call('POST', '/functions/startConversation', {
        session: shopper.session,
        body: { subject: 'Product Question', message: `bench probe ${probeId}: does the phone stand fit a tablet?` },
      });
      if (answer.status !== 200) conversationFailures.push(failureKind(answer));
    } catch (error) {
      conversationFailures.push(failureKind(error));
    }
    conversationTimes.push(performance.now() - sentAt);
  }

  // A conversation half-way through each 5-s slot, round the subscribers in turn: each sees only its own (ACL).
  const conversationsDone = [];
  let nextSubscriber = 0;
  const timers = [];
  for (let at = CONVERSATION_EVERY_MS / 2; subscribers.length > 0 && at < SECONDS * 1000; at += CONVERSATION_EVERY_MS) {
    timers.push(
      setTimeout(() => {
        const shopper = subscribers[nextSubscriber++ % subscribers.length];
        conversationsDone.push(startConversationAs(shopper, `${runId}-${conversationsDone.length}`));
      }, at),
    );
  }

  await Promise.all(shoppers.map(shop));
  const elapsedSeconds = (performance.now() - started) / 1000;
  const cpuAtEnd = backendCpuSeconds(backend.pid, postgresPort);
  const benchCpu = process.cpuUsage(benchCpuAtStart);
  const loadAtEnd = loadAverage();
  timers.forEach(clearTimeout);
  await Promise.all(conversationsDone);

  // Give the last conversations' automatic replies (2 s after they start) time to arrive.
  const waitUntil = performance.now() + AUTO_REPLY_DELAY_MS + 8_000;
  while (performance.now() < waitUntil && [...probes.values()].some((p) => !p.createdAt || !p.repliedAt)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const subscriptionsAtEnd = live.open;
  for (const socket of sockets) {
    socket.closingOnPurpose = true;
    socket.close();
  }

  console.log('Checking the stored orders with the master key...');
  const checks = await verify(accepted, sent);

  const report = {
    date: new Date().toISOString(),
    loadBefore,
    loadAtStart,
    loadAtEnd,
    postgresVersion: postgresVersion(),
    signUpSeconds,
    subscribeSeconds,
    subscriptionsOpened,
    subscriptionsAtEnd,
    elapsedSeconds,
    requests,
    accepted: accepted.length,
    conversationTimes,
    conversationFailures,
    cpu:
      cpuAtStart && cpuAtEnd
        ? {
            node: cpuAtEnd.node - cpuAtStart.node,
            postgres: cpuAtEnd.postgres - cpuAtStart.postgres,
            machine: cpuAtEnd.machine - cpuAtStart.machine,
          }
        : null,
    benchCpu: (benchCpu.user + benchCpu.system) / 1e6,
    checks,
  };
  const text = renderReport(report);
  writeFileSync(REPORT_FILE, text);
  console.log(`\n${text}`);
  console.log(`Written to ${REPORT_FILE}`);
  return checks.every((check) => check.pass);
}

/** Every stored order, read with the master key a page at a time (by objectId, so no page is skipped or repeated). */
async function storedOrders() {
  const orders = [];
  let after = null;
  for (;;) {
    const where = after ? { objectId: { $gt: after } } : {};
    const query = `limit=1000&order=objectId&keys=clientKey,items,subtotal,shipping,tax,total&where=${encodeURIComponent(JSON.stringify(where))}`;
    const answer = await call('GET', `/classes/Order?${query}`, { master: true });
    if (answer.status !== 200) throw new Error(`Could not read the orders: ${failureKind(answer)}`);
    orders.push(...answer.body.results);
    if (answer.body.results.length < 1000) return orders;
    after = answer.body.results.at(-1).objectId;
  }
}

/**
 * The exact number of stored orders. The condition matters: with none, Parse Server's PostgreSQL adapter answers
 * the table's planner estimate (pg_class.reltuples), which lags behind (0 right after a burst of inserts).
 */
async function countOrders() {
  const where = encodeURIComponent(JSON.stringify({ clientKey: { $exists: true } }));
  const answer = await call('GET', `/classes/Order?count=1&limit=0&where=${where}`, { master: true });
  if (answer.status !== 200) throw new Error(`Could not count the orders: ${failureKind(answer)}`);
  return answer.body.count;
}

const describeOrder = (order) => {
  const item = order.items?.[0] ?? {};
  const figures = ['subtotal', 'shipping', 'tax', 'total'].map((field) => `${field} ${order[field]}`).join(', ');
  return `${order.clientKey}: ${order.items?.length ?? 0} line(s), ${item.quantity} x product ${item.productId}, ${figures}`;
};

async function verify(accepted, sent) {
  const stored = await storedOrders();
  const counted = await countOrders();
  const byId = new Map(stored.map((order) => [order.objectId, order]));

  // Lost: the shopper was told 201 with an objectId, and that order is not on the server (or is another order).
  const lost = accepted.filter(({ clientKey, objectId }) => byId.get(objectId)?.clientKey !== clientKey);

  // Wrong: any figure differs from the hand-worked prices for the stored quantity, or the quantity from what was sent.
  const wrong = stored.filter((order) => {
    const items = order.items ?? [];
    const quantity = items[0]?.quantity;
    if (items.length !== 1 || items[0].productId !== '2' || ![1, 2, 3].includes(quantity)) return true;
    const expected = pricesFor(quantity);
    if (['subtotal', 'shipping', 'tax', 'total'].some((field) => cents(order[field]) !== cents(expected[field]))) return true;
    const mine = sent.get(order.clientKey);
    return mine !== undefined && mine.body.items[0].quantity !== quantity;
  });

  // Duplicated: two stored orders with one clientKey; and placed orders sent again must be refused as duplicates.
  const keys = new Map();
  for (const order of stored) keys.set(order.clientKey, (keys.get(order.clientKey) ?? 0) + 1);
  const duplicated = [...keys.values()].reduce((extra, count) => extra + count - 1, 0);
  const step = Math.max(1, Math.floor(accepted.length / RESENDS));
  const resent = accepted.filter((_, i) => i % step === 0).slice(0, RESENDS);
  const resendOutcomes = await Promise.all(
    resent.map(async ({ clientKey }) => {
      const { shopper, body } = sent.get(clientKey);
      try {
        return await call('POST', '/classes/Order', { session: shopper.session, body });
      } catch (error) {
        return error;
      }
    }),
  );
  const refused = resendOutcomes.filter((answer) => !(answer instanceof Error) && answer.body?.code === DUPLICATE_CODE).length;
  const otherResendAnswers = resendOutcomes.filter((answer) => answer instanceof Error || answer.body?.code !== DUPLICATE_CODE).map(failureKind);
  const countAfterResend = await countOrders();
  const newAfterResend = countAfterResend - counted;

  return [
    {
      name: 'lost orders',
      value: lost.length,
      pass: lost.length === 0,
      detail: `${accepted.length} accepted by the server, ${stored.length} stored (count=${counted}); ${lost.length} accepted but missing`,
    },
    {
      name: 'wrong totals',
      value: wrong.length,
      pass: wrong.length === 0,
      detail: `${stored.length} stored orders re-priced by hand${wrong.length ? `; first: ${describeOrder(wrong[0])}` : ''}`,
    },
    {
      name: 'duplicated orders',
      value: duplicated + newAfterResend,
      pass: duplicated === 0 && refused === resent.length && resent.length > 0 && newAfterResend === 0,
      detail:
        `${duplicated} stored orders share a clientKey; ${refused}/${resent.length} placed orders sent again refused with ${DUPLICATE_CODE}` +
        `${otherResendAnswers.length ? ` (others: ${[...new Set(otherResendAnswers)].join('; ')})` : ''}; ${newAfterResend} new orders after the re-sends`,
    },
  ];
}

function postgresVersion() {
  try {
    return spawnSync(join(postgresBinaries(), 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  } catch {
    return 'PostgreSQL (version unknown)';
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The report

function renderReport(r) {
  const all = ascending(r.requests.map((q) => q.ms));
  const ok = ascending(r.requests.filter((q) => q.outcome === 'ok').map((q) => q.ms));
  const failures = new Map();
  for (const { outcome } of r.requests) if (outcome !== 'ok') failures.set(outcome, (failures.get(outcome) ?? 0) + 1);
  const latencyRow = (name, list) =>
    `| ${name} | ${list.length} | ${ms(percentile(list, 50))} | ${ms(percentile(list, 95))} | ${ms(percentile(list, 99))} | ${ms(list.at(-1) ?? NaN)} |`;

  // Accepted orders per 10-s window of the load phase (requests ending after the deadline count in the last one).
  const windows = [];
  for (const q of r.requests) {
    if (q.outcome !== 'ok') continue;
    const window = Math.min(Math.floor(q.endedAt / 10_000), Math.max(0, Math.ceil(SECONDS / 10) - 1));
    windows[window] = (windows[window] ?? 0) + 1;
  }
  const perWindow = Array.from(windows, (count, i) => {
    const length = Math.min(10, SECONDS - i * 10);
    return `${i * 10}-${i * 10 + length} s: ${((count ?? 0) / length).toFixed(0)}/s`;
  });

  const probeList = [...probes.values()];
  const createDelays = ascending(probeList.filter((p) => p.createdAt).map((p) => p.createdAt - p.sentAt));
  const replyDelays = ascending(probeList.filter((p) => p.repliedAt).map((p) => p.repliedAt - p.sentAt));
  const eventCount = Object.values(live.events).reduce((a, b) => a + b, 0);
  const byOp = Object.entries(live.events).map(([op, count]) => `${op} ${count}`).join(', ') || 'none';
  const conversationTimes = ascending(r.conversationTimes);

  const mem = `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`;
  const parseVersion = JSON.parse(readFileSync(join(root, 'server', 'node_modules', 'parse-server', 'package.json'), 'utf8')).version;
  const perCore = (seconds) => `${seconds.toFixed(1)} s (${((seconds / r.elapsedSeconds) * 100).toFixed(0)}% of one core)`;

  return [
    '# Backend benchmark',
    '',
    `Measured ${r.date} by \`npm run bench:backend${process.argv.slice(2).length ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\` (scripts/bench/backend.mjs).`,
    '',
    `- Machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${mem} memory, ${os.type()} ${os.release()}`,
    `- Node ${process.version}; Parse Server ${parseVersion}; ${r.postgresVersion}`,
    '- Backend: `server/start.mjs --throwaway`: one Parse Server process (Cloud Code, LiveQuery in the same process) and a',
    '  fresh local PostgreSQL cluster (fsync and synchronous_commit off), on the same machine as this load generator.',
    `- Load average (1 / 5 / 15 min): ${r.loadBefore} before the backend started, ${r.loadAtStart} when the load began,`,
    `  ${r.loadAtEnd} when it ended. The machine is shared: other work running then is in these figures.`,
    `- Set-up: ${SHOPPERS} sign-ups in ${r.signUpSeconds.toFixed(1)} s (${SIGN_UP_CONCURRENCY} at a time; bcrypt), ${r.subscriptionsOpened} subscriptions in ${r.subscribeSeconds.toFixed(1)} s.`,
    '',
    '## Orders',
    '',
    `${SHOPPERS} shoppers, each placing an order as soon as its previous one was answered (no think time), each order`,
    '1-3 Oak Phone Stands (product 2) to Lloydminster by Standard Shipping, priced honestly, with a fresh clientKey.',
    '',
    '| | |',
    '|---|---|',
    `| shoppers | ${SHOPPERS} |`,
    `| duration | ${SECONDS} s (last answer at ${r.elapsedSeconds.toFixed(1)} s) |`,
    `| order requests | ${r.requests.length} |`,
    `| orders placed (201) | ${r.accepted} |`,
    `| orders/s | ${(r.accepted / r.elapsedSeconds).toFixed(1)} |`,
    `| per 10 s | ${perWindow.join('; ') || '-'} |`,
    '',
    '| latency (ms) | requests | p50 | p95 | p99 | max |',
    '|---|---|---|---|---|---|',
    latencyRow('orders placed', ok),
    latencyRow('all order requests', all),
    '',
    'Errors by kind:',
    '',
    ...(failures.size === 0 ? ['- none'] : [...failures].sort((a, b) => b[1] - a[1]).map(([kind, count]) => `- ${count} x ${kind}`)),
    '',
    '## LiveQuery',
    '',
    `Subscribers (Conversation, \`where: {}\`) each see only their own conversations (ACL); one of them started a`,
    `conversation every ${CONVERSATION_EVERY_MS / 1000} s, in turn. Each should give its starter a \`create\` event and, 2 s later, an \`update\` (the automatic reply).`,
    '',
    '| | |',
    '|---|---|',
    `| subscriptions open | ${r.subscriptionsOpened} of ${SUBSCRIBERS} (${r.subscriptionsAtEnd} still open at the end; ${live.closedEarly} closed early) |`,
    `| conversations started | ${probeList.length} (${r.conversationFailures.length} failed${r.conversationFailures.length ? `: ${[...new Set(r.conversationFailures)].join('; ')}` : ''}) |`,
    `| startConversation latency (ms) | p50 ${ms(percentile(conversationTimes, 50))}, max ${ms(conversationTimes.at(-1) ?? NaN)} |`,
    `| events received | ${eventCount} (${byOp}); expected ${probeList.length * 2} |`,
    `| create event delay (ms, request sent to event received) | median ${ms(percentile(createDelays, 50))}, p95 ${ms(percentile(createDelays, 95))}, max ${ms(createDelays.at(-1) ?? NaN)} (${createDelays.length} events) |`,
    `| auto-reply update (ms after the request; due at ${AUTO_REPLY_DELAY_MS}) | median ${ms(percentile(replyDelays, 50))}, p95 ${ms(percentile(replyDelays, 95))} (${replyDelays.length} events) |`,
    `| events about another customer's conversation | ${live.foreign} |`,
    `| LiveQuery errors | ${live.errors.length ? [...new Set(live.errors)].join('; ') : 'none'} |`,
    '',
    '## Checks (master key, after the run)',
    '',
    '| check | count | result | |',
    '|---|---|---|---|',
    ...r.checks.map((c) => `| ${c.name} | ${c.value} | ${c.pass ? 'PASS' : 'FAIL'} | ${c.detail} |`),
    '',
    '## CPU during the order phase',
    '',
    r.cpu
      ? [
          `Parse Server process ${perCore(r.cpu.node)}; PostgreSQL ${perCore(r.cpu.postgres)}; this load generator ${perCore(r.benchCpu)};`,
          `everything else on the machine ${perCore(Math.max(0, r.cpu.machine - r.cpu.node - r.cpu.postgres - r.benchCpu))}; out of`,
          `${(os.cpus().length * r.elapsedSeconds).toFixed(0)} core-seconds (${os.cpus().length} cores). Parse Server runs its JavaScript on one thread: near 100% of one core, it is the limit.`,
        ].join('\n')
      : `This load generator ${perCore(r.benchCpu)} (the backend's CPU time could not be read: no /proc).`,
    '',
    '## Server output during the run',
    '',
    serverLog.lines === 0
      ? 'None (Parse Server logs errors only).'
      : [`${serverLog.lines} lines; the first ${serverLog.first.length}:`, '', '```', ...serverLog.first, '```'].join('\n'),
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------

let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error(error);
} finally {
  await stopBackend();
}
process.exit(passed ? 0 : 1);
