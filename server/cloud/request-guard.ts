// Requests refused as bad before Parse Server sees them (server/start.mjs hands requestGuard to ParseServer.startApp's
// `middleware`, after Stripe's webhook): JSON nested deeper than any request of the shop's, which Parse's recursive
// walks of a body or a query would answer with a stack overflow (500, a stack trace in the log), and a `$text`
// search, which the shop never makes and whose words PostgreSQL may fail to parse (500 too).
// A body is read here with the parser Parse uses (Express's JSON parser, the same limit); Parse's own then finds it
// read and keeps it. File uploads, forms (the password-reset page's) and multipart bodies are Parse's to read, as before.
import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import { isRecord } from '@/lib/store/stored-values';

/**
 * How deep a request's JSON may nest. The shop's deepest is a few levels (a product's options, each with its choices:
 * 5; a query with $or and $in: 4), Parse's own query-depth limit (requestComplexity) is 10, and Parse's recursion
 * fails at a few thousand: 32 leaves room for any real request and none for an attack.
 */
export const MAX_JSON_DEPTH = 32;

/** Parse's error codes: a body that is not acceptable JSON, a query Parse cannot run. */
const INVALID_JSON = 107;
const INVALID_QUERY = 102;

const TOO_DEEP = `The request nests deeper than ${MAX_JSON_DEPTH} levels.`;
const NO_TEXT_SEARCH = 'The shop has no text search: a query may not use $text.';

type Next = (error?: unknown) => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/** Whether `value` holds arrays or objects more than `levels` deep; it looks no deeper than that. */
export function nestsDeeperThan(value: unknown, levels: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (levels === 0) return true;
  return Object.values(value).some((inner) => nestsDeeperThan(inner, levels - 1));
}

/** Whether a query's `where` (already checked for depth) names `$text` anywhere, as an operator or inside $or/$and. */
function usesTextSearch(where: unknown): boolean {
  if (where === null || typeof where !== 'object') return false;
  return Object.entries(where).some(([key, inner]) => key === '$text' || usesTextSearch(inner));
}

/** A `where` as Parse reads it: the object sent, or JSON text of one (a query string, or a body's string). */
function whereOf(sent: unknown): unknown {
  if (typeof sent !== 'string') return sent;
  try {
    return JSON.parse(sent);
  } catch {
    return undefined; // Parse answers bad JSON in a where itself, with a 400
  }
}

/** Why a request is refused before it reaches Parse, or null when Parse may have it. */
function problemOf(body: unknown, query: URLSearchParams): { code: number; error: string } | null {
  const wheres = [query.get('where'), isRecord(body) ? body.where : undefined].map(whereOf);
  if (nestsDeeperThan(body, MAX_JSON_DEPTH) || wheres.some((where) => nestsDeeperThan(where, MAX_JSON_DEPTH))) return { code: INVALID_JSON, error: TOO_DEEP };
  // Parse also reads a query string's brackets as objects (where[name][$text][$search][$term]=...), up to 5 levels.
  const bracketedTextSearch = [...query.keys()].some((key) => key.startsWith('where[') && key.includes('[$text]'));
  if (bracketedTextSearch || wheres.some(usesTextSearch)) return { code: INVALID_QUERY, error: NO_TEXT_SEARCH };
  return null;
}

function refuse(res: ServerResponse, status: number, body: { code: number; error: string }): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/**
 * The guard for Parse Server mounted at `mountPath`, reading bodies up to `maxUploadSize` (Parse's own limit) as
 * Parse would. Requests elsewhere (Stripe's webhook) pass untouched.
 */
export function requestGuard({ mountPath, maxUploadSize }: { mountPath: string; maxUploadSize: string }): Middleware {
  const parseJson = express.json({ type: () => true, limit: maxUploadSize }) as unknown as Middleware;
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://server');
    if (!url.pathname.startsWith(`${mountPath}/`)) return next();
    const contentType = req.headers['content-type'] ?? '';
    const readByParse = url.pathname.startsWith(`${mountPath}/files/`) || /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(contentType);
    const check = (body: unknown) => {
      const problem = problemOf(body, url.searchParams);
      if (problem) refuse(res, 400, problem);
      else next();
    };
    if (readByParse) return check(undefined);
    parseJson(req, res, (error) => {
      if (!error) return check((req as IncomingMessage & { body?: unknown }).body);
      const status = (error as { status?: number }).status ?? 400;
      refuse(res, status, { code: INVALID_JSON, error: status === 413 ? 'The request is too large.' : 'The request is not valid JSON.' });
    });
  };
}
