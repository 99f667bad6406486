// The CPU time of each part of a cluster (server/cluster.mjs) during a round of the benchmark: each Parse Server
// instance, PostgreSQL, Redis and haproxy, read from Linux's /proc (null elsewhere). Each part counts with the
// processes under it (PostgreSQL's backends, esbuild's service), and with those that ended and were reaped.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

function readOr(path, fallback) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return fallback;
  }
}

/** Every process: its parent, its CPU seconds (with reaped children) and its command line. */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOr(`/proc/${entry}/stat`, null);
    if (!stat) continue; // It ended while we looked.
    // Fields after the command name (which may hold spaces): state ppid ... utime(14) stime cutime cstime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpu = (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
    table.set(Number(entry), { ppid: Number(fields[1]), cpu, argv: readOr(`/proc/${entry}/cmdline`, '').split('\0') });
  }
  return table;
}

/** The whole machine's busy time (all cores, idle and I/O wait left out), to tell how much other work shared it. */
function machineSeconds() {
  const [, ...times] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return (times.slice(0, 8).reduce((a, b) => a + b, 0) - times[3] - times[4]) / ticksPerSecond;
}

const portOf = (url) => new URL(url).port;

/** The processes of a started cluster, found once: { parse: { name: pid }, postgres, redis, haproxy } (pids). */
export function clusterProcesses(cluster) {
  try {
    const table = processTable();
    const find = (test) => [...table].find(([pid, { argv }]) => test(argv, pid))?.[0] ?? null;
    const parse = {};
    for (const [name, { port }] of cluster.instances) {
      parse[name] = find(
        (argv, pid) =>
          argv.some((arg) => arg.endsWith('start.mjs')) && readOr(`/proc/${pid}/environ`, '').split('\0').includes(`PORT=${port}`),
      );
    }
    const postgresPort = portOf(cluster.settings.databaseURI);
    // pg_ctl leaves the postmaster running on its own (its parent is not ours), so it is found by its port.
    const postgres = find((argv) => argv[0].endsWith('/postgres') && argv.join(' ').includes(`-p ${postgresPort} `));
    // redis-server rewrites its command line to `redis-server 127.0.0.1:PORT`.
    const redis = find((argv) => argv[0].startsWith('redis-server') && argv[0].endsWith(`:${portOf(cluster.redis.url)}`));
    const balancerBind = `bind 127.0.0.1:${portOf(cluster.balancer.url)}\n`;
    const haproxy = find((argv) => argv[0] === 'haproxy' && readOr(argv[argv.indexOf('-f') + 1], '').includes(balancerBind));
    return { parse, postgres, redis, haproxy };
  } catch {
    return null;
  }
}

/** CPU seconds so far of each part of the cluster (`processes` from clusterProcesses) and of the whole machine. */
export function cpuSeconds(processes) {
  if (!processes) return null;
  try {
    const table = processTable();
    const children = new Map();
    for (const [pid, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    const tree = (pid) => (pid === null || !table.has(pid) ? NaN : table.get(pid).cpu + (children.get(pid) ?? []).reduce((sum, child) => sum + tree(child), 0));
    return {
      parse: Object.fromEntries(Object.entries(processes.parse).map(([name, pid]) => [name, tree(pid)])),
      postgres: tree(processes.postgres),
      redis: tree(processes.redis),
      haproxy: tree(processes.haproxy),
      machine: machineSeconds(),
    };
  } catch {
    return null;
  }
}

/** What each part used between two readings of cpuSeconds. */
export function cpuUsedBetween(before, after) {
  if (!before || !after) return null;
  return {
    parse: Object.fromEntries(Object.keys(after.parse).map((name) => [name, after.parse[name] - before.parse[name]])),
    postgres: after.postgres - before.postgres,
    redis: after.redis - before.redis,
    haproxy: after.haproxy - before.haproxy,
    machine: after.machine - before.machine,
  };
}
