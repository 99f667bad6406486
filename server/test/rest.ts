// A small client of Parse Server's REST API for the backend tests: what a browser (or an attacker with curl)
// can send, with or without a session, and the master key only for arranging the owner's account.
import { Agent, fetch as fetchFrom } from 'undici';
import { inject } from 'vitest';
import { randomId } from '@/lib/util/ids';
import type { BackendSettings } from './settings';
import './settings';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T & { code?: number; error?: string };
}

const settings = () => inject('backend');

/** The error codes the server answers with, written out here (not imported from the shop's code) so a changed code fails. */
export const NOT_FOUND = 101; // object not found, also what a record the session may not read answers
export const PERMISSION_DENIED = 119; // operation forbidden
export const INVALID = 142; // validation failed (Cloud Code)
export const DUPLICATE = 137; // duplicate value
export const INVALID_SESSION = 209; // invalid or missing session
export const CONFLICT = 4090; // the shop's own: the record changed, or its state no longer allows the change

const connections = new Map<string, Agent>();

/**
 * `fetch` as a shopper at `address` would send it: from that address on the loopback (127.0.0.2 and up), which
 * Parse Server counts as a client of its own, where it never counts 127.0.0.1 (itself) against a rate limit.
 */
export function fetchAs(address: string): typeof fetch {
  let agent = connections.get(address);
  if (!agent) connections.set(address, (agent = new Agent({ localAddress: address })));
  const dispatcher = agent;
  return ((input: string | URL, init?: RequestInit) => fetchFrom(String(input), { ...(init as object), dispatcher })) as unknown as typeof fetch;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface CallOptions {
  session?: string;
  body?: unknown;
  master?: boolean;
  from?: string;
}

export const call = <T = Record<string, unknown>>(method: Method, path: string, options: CallOptions = {}) => callOn<T>(settings(), method, path, options);

/** `call` to another server than the shared test server (one a test started itself). */
export const callOn = <T = Record<string, unknown>>(backend: Backend, method: Method, path: string, { body, ...options }: CallOptions = {}) =>
  callWithTextOn<T>(backend, method, path, { ...options, text: body === undefined ? undefined : JSON.stringify(body) });

/** `call` with the body as written (`text`): JSON that JSON.stringify would not make, such as thousands of levels deep. */
export const callWithText = <T = Record<string, unknown>>(method: Method, path: string, options: TextCallOptions = {}) =>
  callWithTextOn<T>(settings(), method, path, options);

type Backend = Pick<BackendSettings, 'serverURL' | 'appId' | 'masterKey'>;
type TextCallOptions = Omit<CallOptions, 'body'> & { text?: string };

async function callWithTextOn<T>({ serverURL, appId, masterKey }: Backend, method: Method, path: string, { session, text, master, from }: TextCallOptions): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'X-Parse-Application-Id': appId, 'Content-Type': 'application/json' };
  if (session) headers['X-Parse-Session-Token'] = session;
  if (master) headers['X-Parse-Master-Key'] = masterKey;
  const send = from ? fetchAs(from) : fetch;
  const response = await send(`${serverURL}${path}`, { method, headers, body: text });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

/** A fresh address per call, so tests never share an account, also when two test files run at once. */
export const uniqueEmail = (name: string) => `${randomId(name)}@example.com`;

export interface Account {
  id: string;
  session: string;
  email: string;
}

export async function signUp(name: string, extra: Record<string, unknown> = {}): Promise<Account> {
  const email = uniqueEmail(name);
  const answer = await call<{ objectId: string; sessionToken: string }>('POST', '/users', {
    body: { username: email, email, password: 'correct horse battery', firstName: name, lastName: 'Tester', ...extra },
  });
  if (answer.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
  return { id: answer.body.objectId, session: answer.body.sessionToken, email };
}

/** An account in the owner's role, as `npm run backend:admin` makes it. */
export async function signUpOwner(): Promise<Account> {
  const account = await signUp('owner');
  const role = await call('PUT', '/roles/admin', {
    master: true,
    body: { users: { __op: 'AddRelation', objects: [{ __type: 'Pointer', className: '_User', objectId: account.id }] } },
  });
  if (role.status !== 200) throw new Error(`could not make the owner: ${JSON.stringify(role.body)}`);
  return account;
}

export const runFunction = <T = unknown>(name: string, params: Record<string, unknown>, session?: string) =>
  call<{ result: T }>('POST', `/functions/${name}`, { session, body: params });
