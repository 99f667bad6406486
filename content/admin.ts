// What the admin sign-in says besides the exact texts of docs/shop-rules.md (content/messages.ts).
export const adminLoginCopy = {
  checking: 'Checking your password… this takes a moment.',
  notConfiguredTitle: 'Admin sign-in is not set up for this site.',
  notConfiguredText:
    'This build was made without an admin credential, so nobody can sign in. On the machine that builds the shop, ' +
    'run `npm start` once (it makes a password for that machine and prints it), or run `npm run admin:hash` and put ' +
    'the lines it prints in .env.local with your email; then build again.',
};
