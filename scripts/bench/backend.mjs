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
//
// Its parts, beside it: backend-options.mjs (the flags and limits), backend-server.mjs (the backend process and REST
// calls), backend-live.mjs (the LiveQuery subscribers), backend-orders.mjs (the orders sent and the checks of those
// stored) and backend-figures.mjs (the figures and the report).
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { backendCpuSeconds, loadAverage, postgresVersion, renderReport } from './backend-figures.mjs';
import { live, probes, subscribe } from './backend-live.mjs';
import {
  AUTO_REPLY_DELAY_MS,
  CONVERSATION_EVERY_MS,
  REPORT_FILE,
  SECONDS,
  SHOPPERS,
  SIGN_UP_CONCURRENCY,
  SUBSCRIBERS,
  runId,
} from './backend-options.mjs';
import { orderBody, verify } from './backend-orders.mjs';
import { backend, call, failureKind, mapLimit, signUp, startBackend, stopBackend } from './backend-server.mjs';

// ---------------------------------------------------------------------------------------------------------------
// The run

async function main() {
  const loadBefore = loadAverage();
  console.log(`Starting a throwaway backend (load average ${loadBefore})...`);
  const settings = await startBackend();
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
