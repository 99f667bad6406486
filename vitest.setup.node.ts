import { testAdmin } from '@/test-support/admin-credential';

// Unit tests build with the test credential, whatever the shell holds (lib/admin/auth.ts reads these on import).
process.env.NEXT_PUBLIC_ADMIN_EMAIL = testAdmin.email;
process.env.NEXT_PUBLIC_ADMIN_PASSWORD_SALT = testAdmin.salt;
process.env.NEXT_PUBLIC_ADMIN_PASSWORD_VERIFIER = testAdmin.verifier;
