// Where the shop's data is, read from the same settings as server/start.mjs, for the owner's backup and restore
// (server/backup.mjs, server/restore.mjs): the database (DATABASE_URI, else the local cluster in server/.data) and
// the uploaded photos (FILES_DIR, else server/.data/files; none on this machine when FILES_S3_BUCKET names a bucket).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresBinaries, startPostgres } from './postgres.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const LOCAL_DATA_DIR = join(here, '.data');

/** The folder of uploaded photos, or null when they are kept in a bucket (not in the backup: docs/backups.md). */
export function filesDirFor(env) {
  if (env.FILES_S3_BUCKET?.trim()) return null;
  return env.FILES_DIR?.trim() || join(LOCAL_DATA_DIR, 'files');
}

/** Runs one of PostgreSQL's client programs; throws its own message when it fails. */
export function runPostgresTool(tool, args, connection) {
  const result = spawnSync(join(postgresBinaries(), tool), args, { encoding: 'utf8', env: { ...process.env, ...connection.env }, maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${tool} failed:\n${result.stderr.trim() || result.stdout.trim()}`);
  return result.stdout;
}

/**
 * A connection string as PostgreSQL's programs take it: the password goes to PGPASSWORD rather than the command
 * line (where any user of the machine could read it), and Parse's `ssl=true` becomes libpq's `sslmode=require`.
 */
export function libpqConnection(uri) {
  const url = new URL(uri);
  const env = {};
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  if (url.searchParams.get('ssl') === 'true') {
    url.searchParams.delete('ssl');
    if (!url.searchParams.has('sslmode')) url.searchParams.set('sslmode', 'require');
  }
  return { uri: url.toString(), env };
}

/**
 * Calls `work(connection)` with the shop's database: DATABASE_URI, else the local cluster (POSTGRES_PORT, default
 * 54329), started for the duration when it is not running (and made, with an empty database, when
 * `createIfMissing` and server/.data has none yet: a restore onto a new machine).
 */
export async function withShopDatabase(env, { createIfMissing = false } = {}, work) {
  if (env.DATABASE_URI) return work(libpqConnection(env.DATABASE_URI));
  const port = Number(env.POSTGRES_PORT ?? 54329);
  const uri = `postgres://postgres@127.0.0.1:${port}/shop`;
  const running = spawnSync(join(postgresBinaries(), 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port)]).status === 0;
  if (running) return work(libpqConnection(uri));
  if (!createIfMissing && !existsSync(join(LOCAL_DATA_DIR, 'data', 'PG_VERSION'))) {
    throw new Error(`No shop database here: set DATABASE_URI, or run this where \`npm run backend\` keeps its data (${LOCAL_DATA_DIR}).`);
  }
  const postgres = startPostgres({ dir: LOCAL_DATA_DIR, port });
  try {
    return await work(libpqConnection(postgres.uri));
  } finally {
    postgres.stop();
  }
}
