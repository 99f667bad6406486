// A TCP port nobody on this machine listens on now, for the throwaway servers of tests and benchmarks.
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
