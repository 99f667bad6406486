// The load balancer in front of several Parse Server instances: Debian's haproxy (server/ensure.sh installs it),
// configured here for the tests and the benchmark, and the model for a production set-up (docs/backend.md):
// - REST requests go round the instances that answer 200 on /ready (checked every 500 ms; two failed checks in a row
//   mark an instance down, so one late answer under load does not), so an instance that is stopping or down stops
//   getting traffic; a request whose connection an instance refused is sent to another
//   (`retry-on conn-failure`, the default: such a request never reached an instance, so sending it again is safe);
// - a LiveQuery WebSocket stays on the instance it reached; the fewest-connections instance gets the next one.
//   Redis carries each instance's events to the others' subscribers;
// - the shopper's address goes on in X-Forwarded-For, which the instances trust from the balancer (TRUST_PROXY),
//   so rate limits count shoppers, not the balancer;
// - each answer names the instance that served it (X-Shop-Instance), so tests can see where a request went;
// - its own 502/503/504 pages carry CORS's Access-Control-Allow-Origin, so the shop's pages can read them.
// Tests can choose the instance: a WebSocket whose User-Agent contains `shop-instance-<name>` goes to it (a browser
// pinned to one instance), and so does a REST request with `X-Shop-Test-Instance: <name>` (a fault test needs a
// request in flight on the instance it kills). An instance that is down is never chosen this way.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const INSTANCE_HEADER = 'X-Shop-Instance';
export const pinningUserAgent = (instance) => `shop-instance-${instance}`;
export const PINNING_HEADER = 'X-Shop-Test-Instance';

export function haproxyConfig({ port, instances }) {
  const servers = instances.map(({ name, port: instancePort }) => `  server ${name} 127.0.0.1:${instancePort}`);
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    '  timeout http-keep-alive 10s',
    // A health check's answer may take this long (else `inter`, 500 ms, in all): a busy instance answers /ready late,
    // and marking it down for that turned load into 503s for everyone (npm run bench:backend).
    '  timeout check 2s',
    '  retries 3',
    '  option redispatch 1',
    'frontend shop',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    `  http-response set-header ${INSTANCE_HEADER} %s`,
    // The balancer's own error pages, readable by the shop's pages on another origin: a 502 or 504 tells the shop a
    // change may have been made (lib/shop/server-rest.ts), where an unreadable answer would read as "not sent".
    '  http-after-response set-header Access-Control-Allow-Origin "*" if { status 502:504 }',
    '  acl live_query hdr(Upgrade) -i websocket',
    '  use_backend live if live_query',
    '  default_backend rest',
    'backend rest',
    '  balance roundrobin',
    '  option httpchk GET /ready',
    '  http-check expect status 200',
    '  default-server check inter 500ms fall 2 rise 1',
    ...instances.map(({ name }) => `  use-server ${name} if { req.hdr(${PINNING_HEADER}) -m str ${name} }`),
    ...servers,
    'backend live',
    '  balance leastconn',
    '  option httpchk GET /ready',
    '  http-check expect status 200',
    '  default-server check inter 500ms fall 2 rise 1',
    ...instances.map(({ name }) => `  use-server ${name} if { req.hdr(User-Agent) -m sub ${pinningUserAgent(name)} }`),
    ...servers,
    '',
  ].join('\n');
}

/** Starts haproxy on `port` in front of `instances` ({ name, port }), its config written into `dir`. */
export async function startBalancer({ dir, port, instances }) {
  const configFile = join(dir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ port, instances }));
  const child = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stderr.on('data', (chunk) => (output += chunk.toString()));
  const failed = new Promise((_, reject) => {
    child.once('error', (error) => reject(new Error(`haproxy could not start (run bash server/ensure.sh): ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`haproxy stopped (exit ${code}):\n${output}`)));
  });
  failed.catch(() => undefined);
  const url = `http://127.0.0.1:${port}`;
  const listening = (async () => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (await fetch(`${url}/ready`).then(() => true, () => false)) return;
      await sleep(50);
    }
    throw new Error(`haproxy did not listen on ${port} within 5 s:\n${output}`);
  })();
  await Promise.race([listening, failed]);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
