// The owner's restore of a backup made by server/backup.mjs (docs/backups.md):
// `npm run backend:restore -- <file>` puts the database back into an empty one (DATABASE_URI, else the local
// cluster in server/.data, made when missing) and the photos into the files folder, with the server's settings.
// It refuses a database that holds anything already, rather than mixing two shops' records.
import { copyFileSync, constants, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKUP_FORMAT, DATABASE_DUMP, MANIFEST, PHOTOS_FOLDER, tar } from './backup-archive.mjs';
import { filesDirFor, runPostgresTool, withShopDatabase } from './shop-data.mjs';

/** Tables, views and sequences outside PostgreSQL's own schemas, not counting those an extension brings. */
const USER_RELATIONS = `
  SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'
    AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')`;

function readBackup(file, staging) {
  if (!existsSync(file)) throw new Error(`No backup at ${file}.`);
  tar(['--extract', '--file', file, '--directory', staging, '--no-same-owner']);
  const manifestPath = join(staging, MANIFEST);
  const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : null;
  if (manifest?.format !== BACKUP_FORMAT || !existsSync(join(staging, DATABASE_DUMP))) {
    throw new Error(`${file} is not a backup made by npm run backend:backup.`);
  }
  return manifest;
}

function restorePhotos(from, filesDir) {
  if (!existsSync(from)) return 0;
  const names = readdirSync(from);
  mkdirSync(filesDir, { recursive: true });
  // Photo names are unique (Parse gives each a random prefix): one already there is the same photo, kept as it is.
  for (const name of names) {
    try {
      copyFileSync(join(from, name), join(filesDir, name), constants.COPYFILE_EXCL);
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
  }
  return names.length;
}

export async function restore({ env = process.env, file }) {
  const started = Date.now();
  const staging = mkdtempSync(join(tmpdir(), 'shop-restore-'));
  try {
    return await withShopDatabase(env, { createIfMissing: true }, (connection) => {
      const relations = Number(runPostgresTool('psql', ['--no-psqlrc', '-tAc', USER_RELATIONS, connection.uri], connection).trim());
      if (relations > 0) {
        throw new Error(
          `The database is not empty (${relations} tables, sequences or views): a backup is restored into an empty database only. ` +
            'Stop the server and restore into a new database (DATABASE_URI), or drop this one and create it again empty.',
        );
      }
      const manifest = readBackup(file, staging);
      // One transaction: a restore that fails part-way leaves the database empty, ready for another try.
      runPostgresTool('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', '--no-acl', '--dbname', connection.uri, join(staging, DATABASE_DUMP)], connection);
      const filesDir = filesDirFor(env);
      const photos = filesDir ? restorePhotos(join(staging, PHOTOS_FOLDER), filesDir) : 0;
      return { createdAt: manifest.createdAt, photos, photosLeftOut: filesDir ? 0 : manifest.photos, ms: Date.now() - started };
    });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('Name the backup to restore: npm run backend:restore -- backups/shop-<time>.tar');
    process.exit(2);
  }
  try {
    const done = await restore({ file: resolve(file) });
    console.log(`Restored the shop as it was at ${done.createdAt}, with ${done.photos} photo${done.photos === 1 ? '' : 's'}, in ${(done.ms / 1000).toFixed(1)} s.`);
    if (done.photosLeftOut > 0) {
      console.log(`The ${done.photosLeftOut} photos in the backup were not restored: this server keeps photos in a bucket (FILES_S3_BUCKET). Upload them there from its files/ folder (tar -xf ${file} files).`);
    }
    console.log('Start the server on it as before (npm run backend, or node server/start.mjs with the same settings).');
  } catch (error) {
    console.error(`Restore failed: ${error.message}`);
    process.exitCode = 1;
  }
}
