// The server's email outbox: a table in the shop's PostgreSQL, one row per email to send, written by triggers on the
// records in the same transaction as the change that calls for the email (an order placed or paid, shipped or
// cancelled; a custom request or a conversation arriving), or by the email adapter (a password reset). Each row's
// key (`receipt:<order id>`, `shipped:<order id>:<status revision>`...) is unique, so an event makes one email
// however often it is written. The sender (sender.ts) claims one due row at a time under a lease, sends it and
// marks it sent; a failure waits before the next try (lib/notifications/server-outbox-rules.ts). docs/email.md.

/** The part of pg-promise (Parse Server's own PostgreSQL client) the outbox uses. */
export interface Database {
  none(query: string, values?: unknown): Promise<unknown>;
  any<T = Record<string, unknown>>(query: string, values?: unknown): Promise<T[]>;
  oneOrNone<T = Record<string, unknown>>(query: string, values?: unknown): Promise<T | null>;
  tx<T>(work: (t: Database) => Promise<T>): Promise<T>;
}

export type OutboxKind = 'receipt' | 'shipped' | 'cancelled' | 'newOrder' | 'ownerCancelled' | 'customRequest' | 'conversation' | 'passwordReset' | 'mail';

export interface OutboxRow {
  id: string;
  key: string;
  kind: OutboxKind;
  class_name: string | null;
  record_id: string | null;
  /** What the email adapter was asked to send (a reset link, an email Cloud Code composed); null for a record's email. */
  message: Record<string, unknown> | null;
  attempts: number;
}

export const OUTBOX_TABLE = 'shop_outbox';

/**
 * The table and, when the server sends email, the triggers that fill it; without mail settings the triggers are
 * removed, so nothing piles up to be sent the day settings are added. Instances starting at once take turns.
 * `ownerNews`: OWNER_EMAIL is set, so new orders, custom requests and conversations are queued for the owner too.
 */
export async function ensureOutbox(database: Database, { sending, ownerNews }: { sending: boolean; ownerNews: boolean }): Promise<void> {
  await database.tx(async (t) => {
    await t.any("SELECT pg_advisory_xact_lock(hashtext('shop_outbox'))");
    await t.none(`
      CREATE TABLE IF NOT EXISTS ${OUTBOX_TABLE} (
        id bigserial PRIMARY KEY,
        key text NOT NULL UNIQUE,
        kind text NOT NULL,
        class_name text,
        record_id text,
        message jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz,
        lease_token text,
        sent_at timestamptz,
        given_up_at timestamptz,
        last_error text
      )`);
    await t.none(`CREATE INDEX IF NOT EXISTS ${OUTBOX_TABLE}_due ON ${OUTBOX_TABLE} (next_attempt_at) WHERE sent_at IS NULL AND given_up_at IS NULL`);
    // An order's emails: the receipt (and the owner's news) once it is placed without online payment, or once it
    // becomes paid; "shipped" and "cancelled" (and the owner's news of the cancelling) when its status becomes so,
    // for an order that was placed or paid (not one still awaiting payment, or whose payment failed). Fields are read through to_jsonb, so a column the shop
    // has not made yet (payment, before a shop takes payment) reads as null.
    await t.none(`
      CREATE OR REPLACE FUNCTION shop_outbox_order() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        order_id text := NEW."objectId";
        payment text := to_jsonb(NEW) ->> 'payment';
        status text := to_jsonb(NEW) ->> 'status';
        revision text := coalesce(to_jsonb(NEW) ->> 'statusRevision', '0');
        was_payment text;
        was_status text;
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          was_payment := to_jsonb(OLD) ->> 'payment';
          was_status := to_jsonb(OLD) ->> 'status';
        END IF;
        IF (TG_OP = 'INSERT' AND payment IS NULL) OR (payment = 'paid' AND was_payment IS DISTINCT FROM 'paid') THEN
          INSERT INTO ${OUTBOX_TABLE} (key, kind, class_name, record_id) VALUES ('receipt:' || order_id, 'receipt', TG_TABLE_NAME, order_id)
            ON CONFLICT (key) DO NOTHING;
          IF TG_ARGV[0] = 'owner' THEN
            INSERT INTO ${OUTBOX_TABLE} (key, kind, class_name, record_id) VALUES ('newOrder:' || order_id, 'newOrder', TG_TABLE_NAME, order_id)
              ON CONFLICT (key) DO NOTHING;
          END IF;
        END IF;
        IF TG_OP = 'UPDATE' AND status IN ('shipped', 'cancelled') AND status IS DISTINCT FROM was_status
            AND (payment IS NULL OR payment IN ('paid', 'refunded')) THEN
          INSERT INTO ${OUTBOX_TABLE} (key, kind, class_name, record_id) VALUES (status || ':' || order_id || ':' || revision, status, TG_TABLE_NAME, order_id)
            ON CONFLICT (key) DO NOTHING;
          IF status = 'cancelled' AND TG_ARGV[0] = 'owner' THEN
            INSERT INTO ${OUTBOX_TABLE} (key, kind, class_name, record_id)
              VALUES ('ownerCancelled:' || order_id || ':' || revision, 'ownerCancelled', TG_TABLE_NAME, order_id)
              ON CONFLICT (key) DO NOTHING;
          END IF;
        END IF;
        RETURN NULL;
      END $$`);
    // A record whose every creation is news for the owner: its kind is the trigger's argument.
    await t.none(`
      CREATE OR REPLACE FUNCTION shop_outbox_created() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO ${OUTBOX_TABLE} (key, kind, class_name, record_id) VALUES (TG_ARGV[0] || ':' || NEW."objectId", TG_ARGV[0], TG_TABLE_NAME, NEW."objectId")
          ON CONFLICT (key) DO NOTHING;
        RETURN NULL;
      END $$`);
    for (const table of ['Order', 'CustomRequest', 'Conversation']) await t.none('DROP TRIGGER IF EXISTS shop_outbox ON $1:name', [table]);
    if (!sending) return;
    await t.none(`CREATE TRIGGER shop_outbox AFTER INSERT OR UPDATE ON "Order" FOR EACH ROW EXECUTE FUNCTION shop_outbox_order($1)`, [ownerNews ? 'owner' : 'customer']);
    if (!ownerNews) return;
    await t.none(`CREATE TRIGGER shop_outbox AFTER INSERT ON "CustomRequest" FOR EACH ROW EXECUTE FUNCTION shop_outbox_created('customRequest')`);
    await t.none(`CREATE TRIGGER shop_outbox AFTER INSERT ON "Conversation" FOR EACH ROW EXECUTE FUNCTION shop_outbox_created('conversation')`);
  });
}

/** Queues an email the adapter was asked for (a reset link, Cloud Code's own): sent as the others are. */
export async function enqueueMessage(database: Database, kind: 'passwordReset' | 'mail', key: string, message: Record<string, unknown>): Promise<void> {
  await database.none(`INSERT INTO ${OUTBOX_TABLE} (key, kind, message) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING`, [key, kind, message]);
}

/**
 * Claims the next due row for `leaseSeconds`: no other instance takes it meanwhile (SKIP LOCKED passes over a row
 * another claim is taking; the lease keeps it once taken). A lease that runs out (an instance that stopped mid-send)
 * makes the row due again. Null when nothing is due.
 */
export function claimNext(database: Database, leaseToken: string, leaseSeconds: number): Promise<OutboxRow | null> {
  return database.oneOrNone<OutboxRow>(
    `UPDATE ${OUTBOX_TABLE} SET lease_until = now() + make_interval(secs => $2), lease_token = $1
      WHERE id = (
        SELECT id FROM ${OUTBOX_TABLE}
         WHERE sent_at IS NULL AND given_up_at IS NULL AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until < now())
         ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id::text, key, kind, class_name, record_id, message, attempts`,
    [leaseToken, leaseSeconds],
  );
}

/** Sent: never tried again. What the adapter stored (a reset link) is dropped with it. */
export async function markSent(database: Database, row: OutboxRow, leaseToken: string): Promise<void> {
  await database.none(
    `UPDATE ${OUTBOX_TABLE} SET sent_at = now(), attempts = attempts + 1, lease_until = NULL, lease_token = NULL, last_error = NULL, message = NULL
      WHERE id = $1 AND lease_token = $2`,
    [row.id, leaseToken],
  );
}

/** Failed: tried again after `delayMs`. */
export async function markFailed(database: Database, row: OutboxRow, leaseToken: string, error: string, delayMs: number): Promise<void> {
  await database.none(
    `UPDATE ${OUTBOX_TABLE} SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $3), lease_until = NULL, lease_token = NULL,
        last_error = left($4, 500)
      WHERE id = $1 AND lease_token = $2`,
    [row.id, leaseToken, delayMs / 1000, error],
  );
}

/** Not to be sent, ever: the address was refused for good, the record is gone, the link has expired. */
export async function giveUp(database: Database, row: OutboxRow, leaseToken: string, reason: string): Promise<void> {
  await database.none(
    `UPDATE ${OUTBOX_TABLE} SET given_up_at = now(), lease_until = NULL, lease_token = NULL, last_error = left($3, 500), message = NULL
      WHERE id = $1 AND lease_token = $2`,
    [row.id, leaseToken, reason],
  );
}
