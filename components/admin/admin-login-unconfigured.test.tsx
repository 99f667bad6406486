import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminLoginForm } from './admin-login-form';

// A build made without NEXT_PUBLIC_ADMIN_* variables: no credential at all.
vi.mock('@/lib/admin-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/admin-auth')>()),
  configuredAdminCredential: null,
}));

describe('AdminLoginForm in a build without an admin credential', () => {
  it('explains how to set one and offers no way to sign in', () => {
    render(<AdminLoginForm />);
    expect(screen.getByRole('status')).toHaveTextContent('Admin sign-in is not set up for this site.');
    expect(screen.getByRole('status')).toHaveTextContent('npm run admin:hash');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
