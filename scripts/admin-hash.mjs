// Prints the SHA-256 hash of an admin password, for NEXT_PUBLIC_ADMIN_PASSWORD_SHA256 in .env.local.
// Usage: npm run admin:hash -- '<password>'   (or pipe it in: printf %s '<password>' | npm run admin:hash)
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

let password = process.argv[2];
if (password === undefined && !process.stdin.isTTY) {
  password = readFileSync(0, 'utf8').replace(/\r?\n$/, '');
}
if (!password) {
  console.error("Usage: npm run admin:hash -- '<password>'");
  process.exit(1);
}
console.log(createHash('sha256').update(password, 'utf8').digest('hex'));
