// A Redis of the shop's own for tests and benchmarks (Debian's redis-server; server/ensure.sh installs it), on
// 127.0.0.1 only and keeping nothing on disk. Several Parse Server instances share LiveQuery events and rate-limit
// counts through it (REDIS_URL). In production, a managed Redis takes its place.
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

const STARTUP_LIMIT_MS = 10_000;

/** Starts redis-server on `port`; `start()` again after `stop()` brings it back on the same port, empty. */
export function redisServer(port) {
  let child = null;
  const start = () =>
    new Promise((resolve, reject) => {
      const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      child = started;
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start within 10 s:\n${output}`)), STARTUP_LIMIT_MS);
      const read = (chunk) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      };
      started.stdout.on('data', read);
      started.stderr.on('data', read);
      started.once('error', (error) => reject(new Error(`redis-server could not start (run bash server/ensure.sh): ${error.message}`)));
      started.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server stopped (exit ${code}) before it was ready:\n${output}`));
      });
    });
  const stop = () =>
    new Promise((resolve) => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  /** How many clients connected under `name` (CLIENT SETNAME) right now; 0 while the server is down. */
  const clientsNamed = async (name) => {
    const list = await promisify(execFile)('redis-cli', ['-p', String(port), 'CLIENT', 'LIST']).then(({ stdout }) => stdout, () => '');
    return list.split('\n').filter((line) => line.split(' ').includes(`name=${name}`)).length;
  };
  return { url: `redis://127.0.0.1:${port}`, start, stop, clientsNamed };
}
