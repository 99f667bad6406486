import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminLoginForm } from './admin-login-form';


describe('AdminLoginForm in a build without an admin credential', () => {
  it('explains how to set one and offers no way to sign in', () => {
    // A build made without NEXT_PUBLIC_ADMIN_* variables: no credential at all.
    render(<AdminLoginForm credential={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Admin sign-in is not set up for this site.');
    expect(screen.getByRole('status')).toHaveTextContent('npm run admin:hash');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
