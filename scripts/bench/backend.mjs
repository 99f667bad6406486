// npm run bench:backend [-- --seconds N] [--rounds N] [--shoppers N]: a load benchmark of the shared backend
// (server/: Parse Server on PostgreSQL), one instance against two behind the load balancer, in the same run on the
// same machine. It is a measurement, not a test: it prints figures and writes scripts/bench/backend-report.md.
//
//  1. Starts one throwaway cluster per configuration (server/cluster.mjs: PostgreSQL, Redis, 1 or 2 Parse Server
//     instances, haproxy in front; both kept running), signs up the shoppers (100) on each through the balancer,
//     and opens a LiveQuery subscription on Conversation for half of them (at most 50), spread by the balancer.
//  2. Runs rounds (2 per configuration, 45 s each), interleaved and each pair in turned order (1, 2, 2, 1, ...), so
//     that a machine busier at one moment weighs on both: every shopper places honestly priced orders back to back
//     while, every 2.5 s, a subscriber starts a support conversation through the balancer, whose LiveQuery events
//     are timed (with two instances, those started on the other instance cross through Redis).
//  3. Checks each cluster with the master key: no order a shopper saw accepted is missing, every stored order
//     carries the right totals, none is stored twice (placed orders sent again must be refused with 137).
//
// Exits 1 when a check fails or the run cannot be made. The clusters are stopped at the end, on failure and on
// Ctrl-C (and their parts stop by themselves should this process die: their stdin is a pipe from here).
//
// Its parts, beside it: backend-options.mjs (flags and limits), backend-server.mjs (the clusters and REST calls),
// backend-live.mjs (the LiveQuery subscribers), backend-orders.mjs (the orders and their checks), backend-round.mjs
// (one round of load), backend-cpu.mjs (CPU time per part), backend-figures.mjs and backend-report.mjs (the report).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { clusterProcesses } from './backend-cpu.mjs';
import { configurationFigures, loadAverage, postgresVersion } from './backend-figures.mjs';
import { closeSubscriptions, liveTally, subscribe } from './backend-live.mjs';
import { CONFIGURATIONS, REPORT_FILE, ROUNDS, SHOPPERS, SIGN_UP_CONCURRENCY, SUBSCRIBERS } from './backend-options.mjs';
import { verify } from './backend-orders.mjs';
import { renderReport } from './backend-report.mjs';
import { runRound } from './backend-round.mjs';
import { mapLimit, restClient, startConfiguration, stopClusters } from './backend-server.mjs';

const seconds = (since) => (performance.now() - since) / 1000;
const firstLine = (command, args) => spawnSync(command, args, { encoding: 'utf8' }).stdout?.split('\n')[0].trim() || `${command} (version unknown)`;

/** Starts one configuration's cluster and readies its shoppers and subscribers. */
async function setUp(configuration, index) {
  console.log(`${configuration.name}: starting a cluster, signing up ${SHOPPERS} shoppers, opening ${SUBSCRIBERS} subscriptions...`);
  const cluster = await startConfiguration(configuration);
  const processes = clusterProcesses(cluster);
  const missing = processes && Object.entries({ ...processes.parse, postgres: processes.postgres, redis: processes.redis, haproxy: processes.haproxy }).filter(([, pid]) => pid === null);
  if (missing?.length) console.warn(`Could not find the process of ${missing.map(([part]) => part).join(', ')}: its CPU will read as -.`);
  const client = restClient(cluster.settings);
  const signUpStart = performance.now();
  const shoppers = await mapLimit(Array.from({ length: SHOPPERS }, (_, i) => i), SIGN_UP_CONCURRENCY, client.signUp);
  const signUpSeconds = seconds(signUpStart);
  const tally = liveTally();
  const subscribeStart = performance.now();
  const subscribers = shoppers.slice(0, SUBSCRIBERS);
  // One at a time, so the balancer's leastconn sees each WebSocket counted before the next arrives.
  for (const shopper of subscribers) await subscribe(cluster.settings, tally, shopper);
  return {
    key: `c${index + 1}`,
    configuration,
    cluster,
    processes,
    client,
    shoppers,
    subscribers,
    nextSubscriber: 0,
    tally,
    accepted: [],
    sent: new Map(),
    setUpFigures: { name: configuration.name, signUpSeconds, subscribeSeconds: seconds(subscribeStart), subscriptions: tally.open },
  };
}

async function main() {
  const loadBefore = loadAverage();
  console.log(`Load average ${loadBefore}.`);
  const setups = [];
  for (const [index, configuration] of CONFIGURATIONS.entries()) setups.push(await setUp(configuration, index));

  const sequence = [];
  const roundsOf = new Map(setups.map((setup) => [setup, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    const order = round % 2 === 1 ? setups : [...setups].reverse();
    for (const setup of order) {
      console.log(`Round ${round} of ${ROUNDS}, ${setup.configuration.name} (load average ${loadAverage()})...`);
      const figures = await runRound(setup, round);
      console.log(`  ${(figures.placed / figures.elapsedSeconds).toFixed(1)} orders/s`);
      roundsOf.get(setup).push(figures);
      sequence.push({ name: setup.configuration.name, round: figures });
    }
  }
  const loadAfter = loadAverage();

  const configurations = [];
  for (const setup of setups) {
    closeSubscriptions(setup.subscribers);
    console.log(`${setup.configuration.name}: checking the stored orders with the master key...`);
    setup.checks = await verify(setup.client, setup.accepted, setup.sent);
    configurations.push(configurationFigures(setup, roundsOf.get(setup)));
  }

  const text = renderReport({
    date: new Date().toISOString(),
    loadBefore,
    loadAfter,
    postgresVersion: postgresVersion(),
    haproxyVersion: firstLine('haproxy', ['-v']),
    redisVersion: firstLine('redis-server', ['--version']),
    setUp: setups.map((setup) => setup.setUpFigures),
    sequence,
    configurations,
  });
  writeFileSync(REPORT_FILE, text);
  console.log(`\n${text}`);
  console.log(`Written to ${REPORT_FILE}`);
  return configurations.every((c) => c.checks.every((check) => check.pass));
}

// ---------------------------------------------------------------------------------------------------------------

let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error(error);
} finally {
  await stopClusters();
}
process.exit(passed ? 0 : 1);
