// A PostgreSQL cluster of the shop's own, from the system's PostgreSQL binaries (Debian: `apt-get install
// postgresql`; ensure.sh installs it when missing). It listens on 127.0.0.1 only and trusts local connections, so
// it is for development and tests; production uses a managed PostgreSQL through DATABASE_URI.
// PostgreSQL refuses to run as root, so under root the cluster belongs to the `postgres` user.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function postgresBinaries() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions.length > 0) return join(root, versions[0], 'bin');
  const onPath = spawnSync('sh', ['-c', 'dirname "$(command -v pg_ctl)"'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim() !== '.') return onPath.stdout.trim();
  throw new Error('PostgreSQL is not installed: run `bash server/ensure.sh` (Debian package postgresql).');
}

const runningAsRoot = process.getuid?.() === 0;

function owned(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (runningAsRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  return dir;
}

function asClusterOwner(bin, args) {
  const [command, commandArgs] = runningAsRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/**
 * Starts (creating it first when `dir` is empty) a cluster in `dir` on `port`, with a database named `database`.
 * Returns its connection string, a stop function, and a start function that brings it back after a stop.
 */
export function startPostgres({ dir, port, database = 'shop' }) {
  const bin = postgresBinaries();
  const dataDir = join(dir, 'data');
  const socketDir = owned(join(dir, 'socket'));
  owned(dir);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    asClusterOwner(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  }
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  const start = () => asClusterOwner(join(bin, 'pg_ctl'), ['-D', dataDir, '-w', '-t', '60', '-l', join(dir, 'postgres.log'), '-o', options, 'start']);
  start();
  const exists = asClusterOwner(join(bin, 'psql'), [
    '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-tAc', `SELECT 1 FROM pg_database WHERE datname = '${database}'`,
  ]);
  if (exists.trim() !== '1') asClusterOwner(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
  return {
    uri: `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop() {
      asClusterOwner(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
  };
}
