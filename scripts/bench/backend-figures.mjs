// The figures of a run of the benchmark (backend.mjs) and the report made of them (scripts/bench/backend-report.md).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { postgresBinaries } from '../../server/postgres.mjs';
import {
  AUTO_REPLY_DELAY_MS,
  CONVERSATION_EVERY_MS,
  SECONDS,
  SHOPPERS,
  SIGN_UP_CONCURRENCY,
  SUBSCRIBERS,
  root,
} from './backend-options.mjs';
import { live, probes } from './backend-live.mjs';
import { serverLog } from './backend-server.mjs';

// ---------------------------------------------------------------------------------------------------------------
// Figures

/** Nearest-rank percentile of an ascending list. */
const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]);
const ascending = (values) => [...values].sort((a, b) => a - b);
const ms = (value) => (Number.isNaN(value) ? '-' : value >= 100 ? value.toFixed(0) : value.toFixed(1));
export const loadAverage = () => os.loadavg().map((v) => v.toFixed(2)).join(' / ');

/**
 * CPU seconds used so far by the backend's Node process, by its PostgreSQL cluster, and by the whole machine (all
 * cores, idle and I/O wait left out). Linux /proc only; null elsewhere.
 */
export function backendCpuSeconds(nodePid, postgresPort) {
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

export function postgresVersion() {
  try {
    return spawnSync(join(postgresBinaries(), 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  } catch {
    return 'PostgreSQL (version unknown)';
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The report

export function renderReport(r) {
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
