// The admin credential unit tests build with (vitest.setup.ts sets it as the NEXT_PUBLIC_ADMIN_* variables).
// Used only by *.test.ts(x) files; no build contains it. The salt, verifier and proof were computed from the
// password with Python's hashlib.pbkdf2_hmac('sha256', password, salt, 600000, 32), independently of our code.
export const testAdmin = {
  email: 'owner@example.com',
  password: 'correct horse battery staple',
  salt: '000102030405060708090a0b0c0d0e0f',
  verifier: '8bbf24dd0314ede955787f756c8946bcd24208f772afa3cee2f6cb00ee3ce554',
  proof: 'ef177144eec9420cbc1093d2a8b344a92bc506d0d4ec9c028dd19f8324d8c1e6',
} as const;
