// Starts a throwaway backend (server/start.mjs --throwaway: its own PostgreSQL cluster and Parse Server on free
// ports) as a child process and answers its settings once it is ready. The child exits when this process's pipe
// to it closes, so the backend never outlives the tests or benchmark that started it, even after a crash.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STARTUP_LIMIT_MS = 120_000;
const startScript = join(dirname(fileURLToPath(import.meta.url)), 'start.mjs');

/**
 * `env` adds to this process's environment for the server, e.g. { TRUST_PROXY: 'loopback' }. Besides `stop` (a
 * graceful SIGTERM, awaited), `signal` sends any signal without waiting (a fault test's SIGKILL), and `exited`
 * settles when the server has exited.
 */
export function startThrowawayBackend({ env = {} } = {}) {
  const child = spawn(process.execPath, [startScript, '--throwaway'], { stdio: 'pipe', env: { ...process.env, ...env } });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const stopped = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await stopped;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The backend did not start within ${STARTUP_LIMIT_MS / 1000} s:\n${output}`));
    }, STARTUP_LIMIT_MS);
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const ready = /BACKEND_READY (\{.*\})/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve({ settings: JSON.parse(ready[1]), stop, signal: (name) => child.kill(name), exited });
      }
    });
    child.stderr.on('data', (chunk) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The backend stopped (exit ${code}) before it was ready:\n${output}`));
    });
  });
}
