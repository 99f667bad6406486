// Holds a record's writes in the test server's PostgreSQL, as a stalled connection or a paused instance would,
// and ages the server's claims on its revisions: for the tests of a change written long after it was read.
import pg from 'pg';
import { inject } from 'vitest';
import { SERVER_CLASSES } from '@/server/cloud/schema';
import './settings';

export interface HeldWrites {
  /** Resolves once `count` writes of the record are waiting (within 10 s). */
  waiting(count: number): Promise<void>;
  /** Lets the waiting writes through, in the order they came. */
  release(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function connected(): Promise<pg.Client> {
  const database = new pg.Client({ connectionString: inject('backend').databaseURI });
  await database.connect();
  return database;
}

export async function holdWrites(className: string, objectId: string): Promise<HeldWrites> {
  const database = await connected();
  await database.query('BEGIN');
  await database.query(`SELECT 1 FROM "${className}" WHERE "objectId" = $1 FOR UPDATE`, [objectId]);
  return {
    async waiting(count) {
      for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(100)) {
        // Inside a transaction PostgreSQL keeps showing the activity it first read, unless told to look again.
        await database.query('SELECT pg_stat_clear_snapshot()');
        const { rows } = await database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE $1 AND query LIKE $2`,
          [`UPDATE "${className}"%`, `%${objectId}%`],
        );
        if (rows[0].n >= count) return;
      }
      throw new Error(`expected ${count} writes of ${className} ${objectId} to be waiting`);
    },
    async release() {
      await database.query('COMMIT').catch(() => undefined);
      await database.end();
    },
  };
}

/**
 * Makes the server's claims on the record's revisions as old as `ms` (Cloud Code's RevisionClaim), as if the
 * changes that made them had waited that long since.
 */
export async function ageRevisionClaims(className: string, objectId: string, ms: number): Promise<void> {
  const database = await connected();
  try {
    const { rowCount } = await database.query(`UPDATE "${SERVER_CLASSES.revisionClaim}" SET "createdAt" = now() - make_interval(secs => $2) WHERE record = $1`, [
      `${className}/${objectId}`,
      ms / 1000,
    ]);
    if (!rowCount) throw new Error(`no claim on a revision of ${className} ${objectId}`);
  } finally {
    await database.end();
  }
}
