// The report of a run of the benchmark (backend.mjs), written to scripts/bench/backend-report.md: the
// configurations side by side, then each one's rounds, live events, CPU and checks, and the on-paper estimate.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { ms, percentile } from './backend-figures.mjs';
import {
  AUTO_REPLY_DELAY_MS,
  CONVERSATION_EVERY_MS,
  HEALTH_CHECK_LIMIT_MS,
  READINESS_EVERY_MS,
  ROUNDS,
  SECONDS,
  SHOPPERS,
  SIGN_UP_CONCURRENCY,
  SUBSCRIBERS,
  root,
} from './backend-options.mjs';

const oneDecimal = (value) => (Number.isNaN(value) ? '-' : value.toFixed(1));
const percentOfCore = (seconds, elapsed) => `${((seconds / elapsed) * 100).toFixed(0)}%`;
const checkCount = (c, name) => c.checks.find((check) => check.name === name)?.value ?? '-';

function sideBySide(configurations) {
  return [
    '| configuration | orders/s (median; each round) | p50 ms | p95 ms | p99 ms | max ms | live create delay p50 / p95 ms | requests failed | lost | duplicated | wrong total |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...configurations.map(
      (c) =>
        `| ${c.name} | ${oneDecimal(c.orders.ordersPerSecond)} (${c.orders.perRound.map(oneDecimal).join(', ')}) | ${ms(c.orders.p50)} | ${ms(c.orders.p95)} | ${ms(c.orders.p99)} | ${ms(c.orders.max)} | ` +
        `${ms(percentile(c.live.created, 50))} / ${ms(percentile(c.live.created, 95))} | ${c.orders.requests - c.orders.placed} of ${c.orders.requests} | ${checkCount(c, 'lost orders')} | ${checkCount(c, 'duplicated orders')} | ${checkCount(c, 'wrong totals')} |`,
    ),
  ];
}

function cpuTable(configurations) {
  const rows = configurations.filter((c) => c.cpu);
  if (rows.length === 0) return ['The CPU time of the parts could not be read (no /proc).'];
  return [
    'CPU during the order phases (all rounds of a configuration), as a share of one core, and milliseconds per order placed:',
    '',
    '| configuration | Parse Server (each instance) | PostgreSQL | haproxy | Redis | load generator | rest of the machine | Parse ms/order | PostgreSQL ms/order | haproxy ms/order | Redis ms/order |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((c) => {
      const share = (seconds) => percentOfCore(seconds, c.seconds);
      const instances = Object.entries(c.cpu.parse).map(([name, seconds]) => `${name} ${share(seconds)}`).join(', ');
      const { perOrder } = c.cpu;
      return (
        `| ${c.name} | ${instances} | ${share(c.cpu.parts.postgres)} | ${share(c.cpu.parts.haproxy)} | ${share(c.cpu.parts.redis)} | ${share(c.cpu.parts.bench)} | ${share(c.cpu.other)} | ` +
        `${perOrder.parse.toFixed(2)} | ${perOrder.postgres.toFixed(2)} | ${perOrder.haproxy.toFixed(2)} | ${perOrder.redis.toFixed(2)} |`
      );
    }),
    '',
    `${os.cpus().length} cores: ${os.cpus().length * 100}% is the whole machine. Each Parse Server instance runs its JavaScript on one thread, so`,
    'one near 100% is the limit of that instance; PostgreSQL and haproxy spread over the cores.',
  ];
}

/** Orders per second N instances could give with a core each and room for the rest, from the measured costs. */
function onPaper(configurations) {
  const measured = configurations.filter((c) => c.cpu && c.orders.placed > 0);
  if (measured.length === 0) return [];
  const backendMs = ({ parse, postgres, haproxy, redis }) => parse + postgres + haproxy + redis;
  const costs = measured.map(({ name, cpu: { perOrder } }) =>
    `${name}: Parse Server ${perOrder.parse.toFixed(2)} ms, PostgreSQL ${perOrder.postgres.toFixed(2)} ms, haproxy ${perOrder.haproxy.toFixed(2)} ms, Redis ${perOrder.redis.toFixed(2)} ms`,
  );
  const rows = [1, 2, 3, 4].map((n) => {
    const cells = measured.map(({ cpu: { perOrder } }) => {
      const rate = (n * 1000) / perOrder.parse;
      return `${rate.toFixed(0)} orders/s on ${((rate * backendMs(perOrder)) / 1000).toFixed(1)} (${((rate * (backendMs(perOrder) + perOrder.bench)) / 1000).toFixed(1)}) cores`;
    });
    return `| ${n} | ${cells.join(' | ')} |`;
  });
  return [
    '## On paper: more instances on a machine with more cores',
    '',
    `CPU per order placed, as measured (${costs.join('; ')}).`,
    'One instance tops out near 1000 / (its Parse ms per order) orders/s, its one thread full, and N instances near N times',
    'that when each has a core of its own and PostgreSQL, haproxy and Redis have the cores they need at that rate (in',
    'brackets: with this load generator on the same machine). It leaves out what CPU time does not show (locks,',
    "PostgreSQL's I/O on a disk that syncs, a network between machines), so it is a ceiling, not a promise.",
    '',
    `| instances | ${measured.map(({ name }) => `from the ${name} costs`).join(' | ')} |`,
    `|---|${measured.map(() => '---|').join('')}`,
    ...rows,
  ];
}

function roundsTable(sequence) {
  return [
    '| # | configuration | round | orders/s | p50 ms | p95 ms | p99 ms | orders by instance | load average at start |',
    '|---|---|---|---|---|---|---|---|---|',
    ...sequence.map(({ name, round }, i) => {
      const placed = [...round.requests.filter((q) => q.outcome === 'ok').map((q) => q.ms)].sort((a, b) => a - b);
      const byInstance = Object.entries(round.byInstance).map(([instance, count]) => `${instance} ${count}`).join(', ');
      return (
        `| ${i + 1} | ${name} | ${round.round} | ${oneDecimal(round.placed / round.elapsedSeconds)} | ${ms(percentile(placed, 50))} | ${ms(percentile(placed, 95))} | ` +
        `${ms(percentile(placed, 99))} | ${byInstance || '-'} | ${round.loadAtStart} |`
      );
    }),
  ];
}

function configurationSection(c) {
  const { live } = c;
  const subscribedOn = Object.entries(live.tally.byInstance).map(([name, count]) => `${name} ${count}`).join(', ');
  const byOp = Object.entries(live.eventsByOp).map(([op, count]) => `${op} ${count}`).join(', ') || 'none';
  const failures = [...c.orders.failures].sort((a, b) => b[1] - a[1]).map(([kind, count]) => `${count} x ${kind}`);
  return [
    `## ${c.name}`,
    '',
    `${c.orders.requests} order requests, ${c.orders.placed} placed (201) in ${c.rounds.length} rounds of ${SECONDS} s; by instance: ` +
      `${Object.entries(c.orders.byInstance).map(([name, count]) => `${name} ${count}`).join(', ') || '-'}. Errors: ${failures.join('; ') || 'none'}.`,
    '',
    '| LiveQuery | |',
    '|---|---|',
    `| subscriptions | ${SUBSCRIBERS} (by instance: ${subscribedOn || '-'}); ${live.tally.closedEarly} closed early |`,
    `| conversations started | ${live.probes} (${live.conversationFailures.length} failed${live.conversationFailures.length ? `: ${[...new Set(live.conversationFailures)].join('; ')}` : ''}); ${live.crossed} of them through another instance than the subscriber's WebSocket |`,
    `| startConversation latency (ms) | p50 ${ms(percentile(live.conversationTimes, 50))}, max ${ms(live.conversationTimes.at(-1) ?? NaN)} |`,
    `| events received | ${live.events} (${byOp}); expected ${live.probes * 2}; ${live.missingCreates} creates and ${live.missingReplies} replies missing |`,
    `| create event delay (ms, request sent to event received) | p50 ${ms(percentile(live.created, 50))}, p95 ${ms(percentile(live.created, 95))}, max ${ms(live.created.at(-1) ?? NaN)} (${live.created.length} events) |`,
    `| of which across instances (through Redis) | p50 ${ms(percentile(live.crossedCreated, 50))}, p95 ${ms(percentile(live.crossedCreated, 95))} (${live.crossedCreated.length} events) |`,
    `| auto-reply update (ms after the request; due at ${AUTO_REPLY_DELAY_MS}) | p50 ${ms(percentile(live.replies, 50))}, p95 ${ms(percentile(live.replies, 95))} (${live.replies.length} events) |`,
    `| events about another customer's conversation | ${live.tally.foreign} |`,
    `| LiveQuery errors | ${live.tally.errors.length ? [...new Set(live.tally.errors)].join('; ') : 'none'} |`,
    '',
    `GET /ready asked of each instance directly every ${READINESS_EVERY_MS} ms during the rounds, as haproxy's health check does (it marks an`,
    `instance down when one answer takes over ${HEALTH_CHECK_LIMIT_MS} ms, and sends nothing to it until the next check passes):`,
    '',
    '| instance | asked | not 200 | over the limit | p50 ms | p99 ms | max ms |',
    '|---|---|---|---|---|---|---|',
    ...c.readiness.map((r) => `| ${r.name} | ${r.asked} | ${r.failed} | ${r.late} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} |`),
    '',
    '| check (master key, after the run) | count | result | |',
    '|---|---|---|---|',
    ...c.checks.map((check) => `| ${check.name} | ${check.value} | ${check.pass ? 'PASS' : 'FAIL'} | ${check.detail} |`),
    '',
  ];
}

/** `run`: { date, loadBefore, loadAfter, postgresVersion, setUp (per configuration), sequence, configurations }. */
export function renderReport(run) {
  const mem = `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`;
  const parseVersion = JSON.parse(readFileSync(join(root, 'server', 'node_modules', 'parse-server', 'package.json'), 'utf8')).version;
  const args = process.argv.slice(2);
  return [
    '# Backend benchmark',
    '',
    `Measured ${run.date} by \`npm run bench:backend${args.length ? ` -- ${args.join(' ')}` : ''}\` (scripts/bench/backend.mjs).`,
    '',
    `- Machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${mem} memory, ${os.type()} ${os.release()}`,
    `- Node ${process.version}; Parse Server ${parseVersion}; ${run.postgresVersion}; ${run.haproxyVersion}; ${run.redisVersion}`,
    '- Backends: one throwaway cluster per configuration (server/cluster.mjs), both running for the whole run: a fresh',
    '  PostgreSQL (fsync and synchronous_commit off), Redis (REDIS_URL: LiveQuery events and rate-limit counts), the',
    '  Parse Server instances (Cloud Code and LiveQuery in each process) and haproxy in front, which every request and',
    '  WebSocket goes through; all on the same machine as this load generator.',
    `- Rounds: ${ROUNDS} per configuration of ${SECONDS} s each, interleaved (${run.sequence.map(({ name }) => name).join(', ')}), so that other work`,
    '  on the machine weighs on both alike.',
    `- Load average (1 / 5 / 15 min): ${run.loadBefore} before the clusters started, ${run.loadAfter} at the end. The machine is shared:`,
    '  other work running then is in these figures.',
    `- Set-up: ${run.setUp.map((s) => `${s.name}: ${SHOPPERS} sign-ups in ${s.signUpSeconds.toFixed(1)} s (${SIGN_UP_CONCURRENCY} at a time; bcrypt), ${s.subscriptions} subscriptions in ${s.subscribeSeconds.toFixed(1)} s`).join('; ')}.`,
    '',
    '## Side by side',
    '',
    `${SHOPPERS} shoppers per configuration, each placing an order as soon as its previous one was answered (no think time), each`,
    'order 1-3 Oak Phone Stands (product 2) to Lloydminster by Standard Shipping, priced honestly, with a fresh clientKey.',
    `Latencies are of the orders placed, over all rounds of a configuration; ${SUBSCRIBERS} LiveQuery subscribers, one of whom starts`,
    `a conversation every ${CONVERSATION_EVERY_MS / 1000} s (its \`create\` event timed from the request). Lost, duplicated and wrong-total orders must be 0.`,
    '',
    ...sideBySide(run.configurations),
    '',
    ...cpuTable(run.configurations),
    '',
    '## Each round, in the order run',
    '',
    ...roundsTable(run.sequence),
    '',
    ...run.configurations.flatMap(configurationSection),
    ...onPaper(run.configurations),
    '',
  ].join('\n');
}
