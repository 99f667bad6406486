// Vitest's global set-up for the backend tests: a throwaway PostgreSQL cluster and Parse Server on free ports
// (server/start.mjs --throwaway), stopped after the run, and by the server itself should this process die first
// (it exits when its stdin closes).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { BackendSettings } from './settings';

const STARTUP_LIMIT_MS = 120_000;

export default async function startBackend(project: TestProject) {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [join(import.meta.dirname, '..', 'start.mjs'), '--throwaway'], {
    stdio: 'pipe',
  });
  let output = '';
  const settings = await new Promise<BackendSettings>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The backend did not start within ${STARTUP_LIMIT_MS / 1000} s:\n${output}`)), STARTUP_LIMIT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /BACKEND_READY (\{.*\})/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(JSON.parse(ready[1]) as BackendSettings);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The backend stopped (exit ${code}) before it was ready:\n${output}`));
    });
  });
  project.provide('backend', settings);
  return async () => {
    const stopped = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await stopped;
  };
}
