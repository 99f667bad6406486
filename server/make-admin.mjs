// Makes an account the shop's owner: `npm run backend:admin -- owner@example.com` asks for a password (typed
// hidden, twice), creates the account or takes over one under that address (its password set, its sessions
// ended), and puts it in the `admin` role. It talks to the running backend with the master key, which Parse
// Server accepts from this machine only.
//   PARSE_SERVER_URL (default http://127.0.0.1:1337/parse), PARSE_APP_ID (default workshop-shop), PARSE_MASTER_KEY
import { createInterface } from 'node:readline';

const email = (process.argv[2] ?? '').trim().toLowerCase();
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('Usage: npm run backend:admin -- owner@example.com');
  process.exit(1);
}
const serverURL = process.env.PARSE_SERVER_URL ?? 'http://127.0.0.1:1337/parse';
const appId = process.env.PARSE_APP_ID ?? 'workshop-shop';
const masterKey = process.env.PARSE_MASTER_KEY;
if (!masterKey) {
  console.error('Set PARSE_MASTER_KEY to the backend\'s master key.');
  process.exit(1);
}

function askHidden(question) {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
    const write = rl._writeToOutput?.bind(rl);
    if (process.stdin.isTTY) rl._writeToOutput = (text) => write?.(text.startsWith(question) ? question : '');
    rl.question(question, (answer) => {
      rl.close();
      if (process.stdin.isTTY) process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function rest(method, path, body) {
  const response = await fetch(`${serverURL}${path}`, {
    method,
    headers: { 'X-Parse-Application-Id': appId, 'X-Parse-Master-Key': masterKey, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${answer.error ?? response.status}`);
  return answer;
}

const password = await askHidden('Password for the owner (at least 12 characters): ');
if (password.length < 12) {
  console.error('The password needs at least 12 characters.');
  process.exit(1);
}
if ((await askHidden('The same password again: ')) !== password) {
  console.error('The two passwords differ.');
  process.exit(1);
}

/** Every session of the account ends: whoever signed in to it is signed out. */
async function signOutEverywhere(userId) {
  const where = encodeURIComponent(JSON.stringify({ user: { __type: 'Pointer', className: '_User', objectId: userId } }));
  for (const session of (await rest('GET', `/sessions?where=${where}&limit=1000`)).results) await rest('DELETE', `/sessions/${session.objectId}`);
}

// Parse refuses a new account whose email, or whose name in any case, another account has. Anyone may have
// signed up under the owner's address before this runs, as an account's name or email, in any case.
const literally = (text) => `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
const anyCase = { $regex: literally(email), $options: 'i' };
const holders = (await rest('GET', `/users?where=${encodeURIComponent(JSON.stringify({ $or: [{ username: anyCase }, { email: anyCase }] }))}&limit=1000`)).results;
// The account the shop itself would have made for this address (name and email the address) is taken over;
// every other holder gives the address up, so that it signs in as the owner's only.
let userId = holders.find((user) => user.username === email)?.objectId;
const others = holders.filter((user) => user.objectId !== userId);
for (const other of others) {
  await rest('PUT', `/users/${other.objectId}`, {
    username: `released-${other.objectId}`,
    ...(other.email?.toLowerCase() === email ? { email: { __op: 'Delete' } } : {}),
  });
  await signOutEverywhere(other.objectId);
}
if (others.length > 0) {
  console.log(`${others.length === 1 ? 'Another account' : `${others.length} other accounts`} had ${email} in another case or as an email address: signed out, and the address taken from ${others.length === 1 ? 'it' : 'them'}.`);
}
if (userId) {
  // Anyone may sign up under the owner's address before this runs: whoever did is signed out, and the account is
  // closed to everyone but itself, before it gets the owner's role.
  await rest('PUT', `/users/${userId}`, { password, email, ACL: { [userId]: { read: true, write: true } } });
  await signOutEverywhere(userId);
  console.log(`${email} already had an account: its password is now the one you typed, every session it had is signed out, and only it can change it.`);
} else {
  userId = (await rest('POST', '/users', { username: email, email, password, firstName: 'Shop', lastName: 'Owner' })).objectId;
}
await rest('PUT', '/roles/admin', {
  users: { __op: 'AddRelation', objects: [{ __type: 'Pointer', className: '_User', objectId: userId }] },
});
console.log(`${email} is now the shop's owner: sign in at /admin.`);
