// The figures of a run of the benchmark (backend.mjs): percentiles, and one configuration's rounds summed up
// (throughput, latency, live events' delay, CPU per part and per order), for the report (backend-report.mjs).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { join } from 'node:path';
import { postgresBinaries } from '../../server/postgres.mjs';
import { HEALTH_CHECK_LIMIT_MS } from './backend-options.mjs';

/** Nearest-rank percentile of an ascending list. */
export const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
export const ascending = (values) => [...values].sort((a, b) => a - b);
export const median = (values) => {
  const sorted = ascending(values);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
export const ms = (value) => (Number.isNaN(value) ? '-' : value >= 100 ? value.toFixed(0) : value.toFixed(1));
export const loadAverage = () => os.loadavg().map((v) => v.toFixed(2)).join(' / ');

export function postgresVersion() {
  try {
    return spawnSync(join(postgresBinaries(), 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  } catch {
    return 'PostgreSQL (version unknown)';
  }
}

const sum = (values) => values.reduce((a, b) => a + b, 0);
const countBy = (values) => {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

/** Latency and throughput of a list of rounds (one configuration's). */
function orderFigures(rounds) {
  const requests = rounds.flatMap((round) => round.requests);
  const placed = ascending(requests.filter((q) => q.outcome === 'ok').map((q) => q.ms));
  const perRound = rounds.map((round) => round.placed / round.elapsedSeconds);
  const byInstance = {};
  for (const round of rounds) for (const [name, count] of Object.entries(round.byInstance)) byInstance[name] = (byInstance[name] ?? 0) + count;
  return {
    requests: requests.length,
    placed: placed.length,
    perRound,
    ordersPerSecond: median(perRound),
    p50: percentile(placed, 50),
    p95: percentile(placed, 95),
    p99: percentile(placed, 99),
    max: placed.at(-1) ?? NaN,
    failures: countBy(requests.filter((q) => q.outcome !== 'ok').map((q) => q.outcome)),
    byInstance,
  };
}

/** The conversations' LiveQuery events: delays from the request to the event, and how many crossed instances. */
function liveFigures(tally, rounds) {
  const probes = [...tally.probes.values()];
  const delays = (list, at) => ascending(list.filter((p) => p[at]).map((p) => p[at] - p.sentAt));
  const crossed = probes.filter((p) => p.restInstance && p.restInstance !== p.liveInstance);
  const created = delays(probes, 'createdAt');
  const crossedCreated = delays(crossed, 'createdAt');
  const replies = delays(probes, 'repliedAt');
  return {
    probes: probes.length,
    crossed: crossed.length,
    conversationFailures: rounds.flatMap((round) => round.conversationFailures),
    conversationTimes: ascending(rounds.flatMap((round) => round.conversationTimes)),
    events: sum(Object.values(tally.events)),
    eventsByOp: tally.events,
    created,
    crossedCreated,
    replies,
    missingCreates: probes.length - created.length,
    missingReplies: probes.length - replies.length,
    tally,
  };
}

/** CPU seconds per part over the rounds, and milliseconds of each per order placed. */
function cpuFigures(rounds, placed) {
  if (rounds.some((round) => !round.cpu)) return null;
  const parse = {};
  for (const round of rounds) for (const [name, seconds] of Object.entries(round.cpu.parse)) parse[name] = (parse[name] ?? 0) + seconds;
  const parts = {
    parse: sum(Object.values(parse)),
    postgres: sum(rounds.map((round) => round.cpu.postgres)),
    haproxy: sum(rounds.map((round) => round.cpu.haproxy)),
    redis: sum(rounds.map((round) => round.cpu.redis)),
    bench: sum(rounds.map((round) => round.benchCpu)),
  };
  const machine = sum(rounds.map((round) => round.cpu.machine));
  const perOrder = Object.fromEntries(Object.entries(parts).map(([part, seconds]) => [part, (seconds * 1000) / placed]));
  return { parse, parts, machine, other: Math.max(0, machine - sum(Object.values(parts))), perOrder };
}

/** Each instance's GET /ready answers during the rounds, asked directly: their time, and how many came too late. */
function readinessFigures(rounds) {
  const byInstance = {};
  for (const round of rounds) {
    for (const [name, { times, failed }] of Object.entries(round.readiness)) {
      const instance = (byInstance[name] ??= { times: [], failed: 0 });
      instance.times.push(...times);
      instance.failed += failed;
    }
  }
  return Object.entries(byInstance).map(([name, { times, failed }]) => {
    const sorted = ascending(times);
    return { name, asked: sorted.length, failed, late: sorted.filter((t) => t > HEALTH_CHECK_LIMIT_MS).length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
  });
}

/** One configuration's figures: { name, instances, rounds, orders, live, cpu, seconds, checks }. */
export function configurationFigures({ configuration, tally, checks }, rounds) {
  const orders = orderFigures(rounds);
  return {
    name: configuration.name,
    instances: configuration.instances,
    rounds,
    orders,
    live: liveFigures(tally, rounds),
    readiness: readinessFigures(rounds),
    cpu: cpuFigures(rounds, orders.placed),
    seconds: sum(rounds.map((round) => round.elapsedSeconds)),
    checks,
  };
}
