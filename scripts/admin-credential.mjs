// The admin credential the build needs (lib/admin/auth.ts): an email, a random salt and the verifier, the
// SHA-256 of the key PBKDF2-HMAC-SHA-256 derives from the password (600,000 iterations, 32 bytes). No password
// is ever built in: each machine, test run and bench run makes its own.
//
//   node scripts/admin-credential.mjs hash [password]   (npm run admin:hash) prints the lines for .env.local;
//                                                        the password is read from stdin when not given
//   node scripts/admin-credential.mjs ensure            (npm start) makes a random password for this machine
//                                                        in .env.local when none is configured, and prints it
//   node scripts/admin-credential.mjs show              prints where to sign in (and this machine's password)
//   node scripts/admin-credential.mjs test-env FILE     a throwaway credential for one test or bench run, as
//                                                        `export` lines written to FILE
import { createHash, pbkdf2Sync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const ITERATIONS = 600_000;
const ENV_FILE = '.env.local';
const LOCAL_PASSWORD = 'ADMIN_PASSWORD_OF_THIS_MACHINE';

/** Salt, verifier and the proof a signed-in session carries (the derived key), all hex. */
export function credentialFor(password, salt = randomBytes(16).toString('hex')) {
  const key = pbkdf2Sync(Buffer.from(password, 'utf8'), Buffer.from(salt, 'hex'), ITERATIONS, 32, 'sha256');
  return { salt, verifier: createHash('sha256').update(key).digest('hex'), proof: key.toString('hex') };
}

export const randomPassword = () => randomBytes(18).toString('base64url');

function envLines(email, { salt, verifier }) {
  return [
    `NEXT_PUBLIC_ADMIN_EMAIL=${email}`,
    `NEXT_PUBLIC_ADMIN_PASSWORD_SALT=${salt}`,
    `NEXT_PUBLIC_ADMIN_PASSWORD_VERIFIER=${verifier}`,
  ];
}

function readEnvFile() {
  if (!existsSync(ENV_FILE)) return {};
  const values = {};
  for (const line of readFileSync(ENV_FILE, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

const configured = (values) =>
  ['NEXT_PUBLIC_ADMIN_EMAIL', 'NEXT_PUBLIC_ADMIN_PASSWORD_SALT', 'NEXT_PUBLIC_ADMIN_PASSWORD_VERIFIER'].every(
    (name) => (process.env[name] ?? values[name] ?? '').trim() !== '',
  );

export function show(port = process.env.PORT || 3000) {
  const values = readEnvFile();
  const email = process.env.NEXT_PUBLIC_ADMIN_EMAIL || values.NEXT_PUBLIC_ADMIN_EMAIL;
  console.log(`Admin: http://localhost:${port}/admin/login`);
  if (!configured(values)) {
    console.log('  No admin credential is configured: run `npm start` once, or `npm run admin:hash`.');
  } else if (values[LOCAL_PASSWORD] && !process.env.NEXT_PUBLIC_ADMIN_EMAIL) {
    console.log(`  email ${email}, password ${values[LOCAL_PASSWORD]} (this machine's, kept in ${ENV_FILE})`);
  } else {
    console.log(`  email ${email}, with the password you configured`);
  }
}

function ensure() {
  const values = readEnvFile();
  if (configured(values)) return show();
  const email = 'owner@localhost';
  const password = randomPassword();
  const lines = [
    '',
    `# Admin sign-in for this machine, made by \`npm start\` (scripts/admin-credential.mjs). The password below is not`,
    `# part of any build; only the salt and verifier are. Replace all four with \`npm run admin:hash\` for a real one.`,
    `${LOCAL_PASSWORD}=${password}`,
    ...envLines(email, credentialFor(password)),
    '',
  ];
  const before = existsSync(ENV_FILE) ? readFileSync(ENV_FILE, 'utf8') : '';
  writeFileSync(ENV_FILE, before + lines.join('\n'));
  console.log(`Made an admin password for this machine and kept it in ${ENV_FILE}:`);
  show();
}

function readPassword() {
  if (process.argv[3] !== undefined) return process.argv[3];
  if (process.stdin.isTTY) {
    console.error("Usage: npm run admin:hash -- '<password>'   (or pipe it in: printf %s '<password>' | npm run admin:hash)");
    process.exit(1);
  }
  return readFileSync(0, 'utf8').replace(/\r?\n$/, '');
}

function hash() {
  const password = readPassword();
  if (!password) {
    console.error('The password is empty.');
    process.exit(1);
  }
  console.log('# Put these in .env.local (with your email) and rebuild:');
  for (const line of envLines('you@example.com', credentialFor(password))) console.log(line);
}

function testEnv(file) {
  const email = 'owner@test.invalid';
  const password = randomPassword();
  const { salt, verifier, proof } = credentialFor(password);
  const lines = [
    ...envLines(email, { salt, verifier }),
    `E2E_ADMIN_EMAIL=${email}`,
    `E2E_ADMIN_PASSWORD=${password}`,
    `E2E_ADMIN_PROOF=${proof}`,
  ].map((line) => `export ${line}`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, lines.join('\n') + '\n');
}

const command = process.argv[2];
if (import.meta.url === `file://${process.argv[1]}`) {
  if (command === 'hash') hash();
  else if (command === 'ensure') ensure();
  else if (command === 'show') show();
  else if (command === 'test-env' && process.argv[3]) testEnv(process.argv[3]);
  else {
    console.error('Usage: node scripts/admin-credential.mjs hash [password] | ensure | show | test-env FILE');
    process.exit(1);
  }
}
