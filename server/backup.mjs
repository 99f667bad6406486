// The owner's backup of the shop (docs/backups.md): `npm run backend:backup [-- <file or folder>]` writes one
// .tar holding the database as pg_dump's custom format (database.dump), the uploaded photos (files/) and what it
// holds (backup.json). Its settings are the server's (server/shop-data.mjs); the server may keep running meanwhile:
// pg_dump reads one consistent moment of the database.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKUP_FORMAT, DATABASE_DUMP, MANIFEST, PHOTOS_FOLDER, tar } from './backup-archive.mjs';
import { filesDirFor, runPostgresTool, withShopDatabase } from './shop-data.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `shop-20261207T055400Z.tar`: sorts by time, says nothing about whose shop. */
const fileName = (now) => `shop-${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.tar`;

function outputPath(argument, now) {
  const target = resolve(argument ?? join(root, 'backups'));
  if (argument?.endsWith('.tar')) return target;
  // The backup holds personal data and password hashes: a folder made for it is the owner's alone.
  mkdirSync(target, { recursive: true, mode: 0o700 });
  return join(target, fileName(now));
}

function photosIn(dir) {
  if (!dir || !existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile());
}

export async function backUp({ env = process.env, output } = {}) {
  const started = Date.now();
  const now = new Date();
  const target = outputPath(output, now);
  if (existsSync(target)) throw new Error(`${target} exists already: name another file.`);
  const staging = mkdtempSync(join(tmpdir(), 'shop-backup-'));
  const partial = `${target}.partial`;
  try {
    await withShopDatabase(env, {}, (connection) => {
      runPostgresTool('pg_dump', ['--format=custom', '--file', join(staging, DATABASE_DUMP), '--dbname', connection.uri], connection);
    });
    const filesDir = filesDirFor(env);
    const photos = photosIn(filesDir);
    const manifest = { format: BACKUP_FORMAT, createdAt: now.toISOString(), photos: photos.length, photosInBucket: filesDir === null };
    writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(partial, '', { mode: 0o600 });
    tar(['--create', '--file', partial, '--directory', staging, MANIFEST, DATABASE_DUMP]);
    // A photo removed while this runs (its product saved without it) is left out rather than failing the backup.
    if (photos.length > 0) tar(['--append', '--file', partial, '--directory', filesDir, '--ignore-failed-read', `--transform=s,^\\.,${PHOTOS_FOLDER},`, '.']);
    chmodSync(partial, 0o600);
    renameSync(partial, target);
    return { file: target, bytes: statSync(target).size, photos: photos.length, photosInBucket: filesDir === null, ms: Date.now() - started };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const made = await backUp({ output: process.argv[2] });
    const photos = made.photosInBucket ? 'the photos are in the bucket, not in this backup' : `${made.photos} photo${made.photos === 1 ? '' : 's'}`;
    console.log(`Backed up to ${made.file} (${(made.bytes / 1024).toFixed(0)} kB: the database and ${photos}) in ${(made.ms / 1000).toFixed(1)} s.`);
    console.log('It holds customers’ personal data and password hashes: keep it encrypted, off this machine (docs/backups.md).');
  } catch (error) {
    console.error(`Backup failed: ${error.message}`);
    process.exitCode = 1;
  }
}
