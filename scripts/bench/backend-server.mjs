// The throwaway backend a run of the benchmark (backend.mjs) loads: its process, stopped at the end, on failure and
// on Ctrl-C, and the REST calls made to it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { REQUEST_TIMEOUT_MS, STARTUP_LIMIT_MS, root, runId } from './backend-options.mjs';

// ---------------------------------------------------------------------------------------------------------------
// The backend process

export let backend = null;
/** What the backend printed after it was ready (Parse Server logs errors only): kept for the report. */
export const serverLog = { lines: 0, first: [] };

export function startBackend() {
  const child = spawn(process.execPath, [join(root, 'server', 'start.mjs'), '--throwaway'], { stdio: 'pipe' });
  backend = child;
  let output = '';
  let ready = false;
  // Read both streams for the whole run: a pipe nobody reads fills up and then blocks the server.
  const onOutput = (chunk) => {
    const text = chunk.toString();
    if (!ready) {
      output += text;
      return;
    }
    for (const line of text.split('\n').filter((l) => l.trim() !== '')) {
      serverLog.lines += 1;
      if (serverLog.first.length < 15) serverLog.first.push(line.slice(0, 300));
    }
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The backend did not start within ${STARTUP_LIMIT_MS / 1000} s:\n${output}`)), STARTUP_LIMIT_MS);
    const onData = () => {
      const match = /BACKEND_READY (\{.*\})/.exec(output);
      if (!match) return;
      ready = true;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      settings = JSON.parse(match[1]);
      resolve(settings);
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`The backend stopped (exit ${code}) before it was ready:\n${output}`));
    });
  });
}

export async function stopBackend() {
  const child = backend;
  backend = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the backend...`);
    void stopBackend().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// REST

/** The ready backend's addresses and keys (BACKEND_READY), once startBackend has them. */
export let settings;

/** One REST call; answers { status, body } and throws only when no answer came (network error, timeout). */
export async function call(method, path, { session, body, master } = {}) {
  const headers = { 'X-Parse-Application-Id': settings.appId, 'Content-Type': 'application/json' };
  if (session) headers['X-Parse-Session-Token'] = session;
  if (master) headers['X-Parse-Master-Key'] = settings.masterKey;
  const response = await fetch(`${settings.serverURL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: { error: text.slice(0, 200) } };
  }
}

/** A short name for a failed call, so failures of one kind add up in the report. */
export function failureKind(answerOrError) {
  if (answerOrError instanceof Error) {
    if (answerOrError.name === 'TimeoutError') return `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`;
    return `network: ${answerOrError.cause?.code ?? answerOrError.cause?.message ?? answerOrError.message}`;
  }
  const { status, body } = answerOrError;
  return `HTTP ${status}, code ${body?.code ?? '-'}: ${String(body?.error ?? '').slice(0, 120)}`;
}

/** Runs `work` on every item, `limit` at a time. */
export async function mapLimit(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function signUp(index) {
  const email = `bench.${runId}.${index}@example.com`;
  const answer = await call('POST', '/users', {
    body: { username: email, email, password: `bench password ${runId}`, firstName: 'Bench', lastName: `Shopper ${index}` },
  });
  if (answer.status !== 201) throw new Error(`Sign-up ${index} failed: ${failureKind(answer)}`);
  return { index, id: answer.body.objectId, session: answer.body.sessionToken, email };
}
