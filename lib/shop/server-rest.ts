// How the shop talks to its shared server: Parse Server's REST API over fetch (no SDK: the shop sends under 1 kB
// for this instead of the SDK's ~94 kB). Every answer becomes a ShopResult, so a refusal, a timeout or a server
// that is down reaches the page as a message, never as an exception.
import { serverRefusals, serverUnanswered, serverUnreachable } from '@/content/server';
import { ERROR_CODES } from './server-protocol';
import { fail, succeed, type ShopFailure, type ShopResult } from './result';
import { reportSessionRefused } from './server-session';

export interface ServerSettings {
  serverURL: string;
  appId: string;
}

/** Set at build time (NEXT_PUBLIC_PARSE_SERVER_URL): a build without it is the static shop and never loads this. */
export function serverSettings(): ServerSettings | null {
  const serverURL = process.env.NEXT_PUBLIC_PARSE_SERVER_URL;
  if (!serverURL) return null;
  return { serverURL: serverURL.replace(/\/$/, ''), appId: process.env.NEXT_PUBLIC_PARSE_APP_ID || 'workshop-shop' };
}

/** How long a request may take before the shopper is told the shop cannot be reached (and may try again). */
export const REQUEST_TIMEOUT_MS = 15_000;

export type Unreachable = keyof typeof serverUnreachable;

/** Bad Gateway and Gateway Timeout: a balancer's answer for a request its server took and never answered. */
const GATEWAY_LOST_ANSWER = new Set([502, 504]);

interface Options {
  body?: unknown;
  session?: string | null;
  /** Which "could not reach" message the shopper reads. */
  unreachable?: Unreachable;
  /** The not-found message for this record. */
  notFound?: string;
  /** What the server's triggers read beside the record (Parse's request context), e.g. what an edit started from. */
  context?: Record<string, unknown>;
}

interface ParseErrorBody {
  code?: number;
  error?: string;
}

function failureFor(status: number, body: ParseErrorBody, options: Options): ShopFailure {
  const message = body.error ?? '';
  switch (body.code) {
    case ERROR_CODES.notFound:
      // Parse answers a visitor without a session on a class for signed-in people with 101 "Permission denied".
      if (message === 'Permission denied') return { kind: 'forbidden', message: serverRefusals.notAllowed };
      return { kind: 'not-found', message: options.notFound ?? message };
    case ERROR_CODES.forbidden:
      return { kind: 'forbidden', message: message === 'Permission denied' ? serverRefusals.notAllowed : message };
    case ERROR_CODES.invalidSession:
      return { kind: 'forbidden', message: serverRefusals.sessionExpired };
    case ERROR_CODES.invalid:
      return { kind: 'invalid', message, fields: {} };
    case ERROR_CODES.conflict:
    case ERROR_CODES.duplicate:
      return { kind: 'conflict', message };
    case ERROR_CODES.unavailable:
      return { kind: 'unavailable', message };
    case 202:
    case 203:
      return { kind: 'invalid', message: serverRefusals.emailTaken, fields: { email: serverRefusals.emailTaken } };
  }
  // The server's rate limits (server/cloud/rate-limits.ts): the shopper waits, and nothing they typed is lost.
  if (status === 429) return { kind: 'unavailable', message: serverRefusals.tooMany };
  return { kind: 'unavailable', message: serverUnreachable[options.unreachable ?? 'other'] };
}

export async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: Options = {}): Promise<ShopResult<T>> {
  const settings = serverSettings();
  if (!settings) return fail({ kind: 'unavailable', message: serverUnreachable[options.unreachable ?? 'other'] });
  const headers: Record<string, string> = { 'X-Parse-Application-Id': settings.appId };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.session) headers['X-Parse-Session-Token'] = options.session;
  if (options.context) headers['X-Parse-Cloud-Context'] = JSON.stringify(options.context);
  let response: Response;
  let body: unknown;
  const unavailable = (unanswered: boolean) =>
    fail<T>({ kind: 'unavailable', message: (unanswered && method !== 'GET' ? serverUnanswered : serverUnreachable)[options.unreachable ?? 'other'] });
  try {
    response = await fetch(`${settings.serverURL}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    // A change sent but not answered in time may have been made: the shopper is not told it was not.
    return unavailable(error instanceof DOMException && error.name === 'TimeoutError');
  }
  // A load balancer in front of several servers answers 502 or 504 itself when the server it passed the request to
  // died or did not answer in time: that server may have made the change.
  if (GATEWAY_LOST_ANSWER.has(response.status)) return unavailable(true);
  try {
    body = await response.json();
  } catch (error) {
    return unavailable(error instanceof DOMException && error.name === 'TimeoutError');
  }
  if (response.ok) return succeed(body as T);
  const refusal = (body ?? {}) as ParseErrorBody;
  if (refusal.code === ERROR_CODES.invalidSession && options.session) reportSessionRefused(options.session);
  return fail(failureFor(response.status, refusal, options));
}

/** Calls a Cloud Code function and answers its result. */
export async function runFunction<T>(name: string, params: Record<string, unknown>, options: Omit<Options, 'body'> = {}): Promise<ShopResult<T>> {
  const answer = await request<{ result: T }>('POST', `/functions/${name}`, { ...options, body: params });
  return answer.ok ? succeed(answer.value.result) : answer;
}

export const where = (conditions: Record<string, unknown>) => `where=${encodeURIComponent(JSON.stringify(conditions))}`;

