// The shape of a backup file (server/backup.mjs writes it, server/restore.mjs reads it): a plain .tar, since the
// dump is compressed by pg_dump already and the photos are WebP, made and read by the system's GNU tar.
import { spawnSync } from 'node:child_process';

export const BACKUP_FORMAT = 'shop-backup-1';
export const MANIFEST = 'backup.json';
export const DATABASE_DUMP = 'database.dump';
export const PHOTOS_FOLDER = 'files';

export function tar(args) {
  const result = spawnSync('tar', args, { encoding: 'utf8' });
  if (result.error) throw new Error(`tar could not run (${result.error.message}): install it (Debian package tar).`);
  if (result.status !== 0) throw new Error(`tar ${args[0]} failed:\n${result.stderr.trim()}`);
  return result.stdout;
}
