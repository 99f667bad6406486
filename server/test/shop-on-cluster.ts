// A throwaway cluster (server/cluster.mjs: PostgreSQL, Redis, two Parse Server instances behind haproxy) for one
// test file, with email to an SMTP catcher, and the shop's own code pointed at the balancer, as a build against it
// has it. Import it before '@/vitest.setup' (the shop chooses its backend on that first load); it stops everything
// after the file's tests.
import pg from 'pg';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll } from 'vitest';
import { INSTANCE_HEADER, PINNING_HEADER } from '@/server/balancer.mjs';
import { startCluster } from '@/server/cluster.mjs';
import { MAIL_FROM, OWNER_EMAIL, SHOP_URL } from './mail-backend';
import type { Answer } from './rest';
import { startSmtpCatcher } from './smtp-catcher.mjs';

export const mail = await startSmtpCatcher();
export const cluster = await startCluster({ env: { SMTP_URL: mail.url, MAIL_FROM, OWNER_EMAIL, SHOP_URL, MAIL_FIRST_RETRY_MS: '500' } });
afterAll(async () => {
  await cluster.stop();
  await mail.stop();
});

process.env.NEXT_PUBLIC_PARSE_SERVER_URL = cluster.settings.serverURL;
process.env.NEXT_PUBLIC_PARSE_APP_ID = cluster.settings.appId;

export interface ClusterAnswer<T> extends Answer<T> {
  /** The instance that answered (the balancer's X-Shop-Instance), null when none did. */
  instance: string | null;
}

/**
 * A REST call through the balancer, optionally to one instance (`on`), as a shopper at address `from` (the
 * balancer passes it on in X-Forwarded-For; without it the call comes from 127.0.0.1, which rate limits never count).
 * An answer that is not JSON (the balancer's own error page) reads as `{}`.
 */
export async function callCluster<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  { session, body, master, on, from }: { session?: string; body?: unknown; master?: boolean; on?: string; from?: string } = {},
): Promise<ClusterAnswer<T>> {
  const { serverURL, appId, masterKey } = cluster.settings;
  const headers: Record<string, string> = { 'X-Parse-Application-Id': appId, 'Content-Type': 'application/json' };
  if (session) headers['X-Parse-Session-Token'] = session;
  if (master) headers['X-Parse-Master-Key'] = masterKey;
  if (on) headers[PINNING_HEADER] = on;
  if (from) headers['X-Forwarded-For'] = from;
  const response = await fetch(`${serverURL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let parsed: unknown = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    // the balancer's own error page
  }
  return { status: response.status, body: parsed as ClusterAnswer<T>['body'], instance: response.headers.get(INSTANCE_HEADER) };
}

/**
 * Sends every request the shop's code makes to instance `name`, each on a connection of its own, until the returned
 * function is called. On a kept-alive connection, haproxy answers a request whose instance died by closing the
 * connection without a word, so that a browser sends it again (which Chromium does, the shop then finding the order
 * by its key); this client would not, so each request goes first on its connection and gets the balancer's 502.
 */
export function pinShopTo(name: string): () => void {
  const realFetch = globalThis.fetch;
  const dispatcher = new Agent({ pipelining: 0 });
  globalThis.fetch = ((input: string | URL, init?: RequestInit) =>
    undiciFetch(String(input), {
      ...(init as object),
      headers: { ...(init?.headers as Record<string, string>), [PINNING_HEADER]: name },
      dispatcher,
    })) as unknown as typeof fetch;
  return () => {
    globalThis.fetch = realFetch;
    void dispatcher.close();
  };
}

/** A connection to the cluster's PostgreSQL, as an operator's psql. */
export async function database(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: cluster.postgres.uri });
  await client.connect();
  return client;
}

/** The orders stored under `clientKey`s, read with the master key. */
export async function storedOrders(where: Record<string, unknown>): Promise<{ objectId: string; clientKey: string; total: number }[]> {
  const answer = await callCluster<{ results: { objectId: string; clientKey: string; total: number }[] }>(
    'GET',
    `/classes/Order?limit=1000&where=${encodeURIComponent(JSON.stringify(where))}`,
    { master: true },
  );
  if (answer.status !== 200) throw new Error(`reading orders answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.results;
}
