import { describe, expect, it } from 'vitest';
import { RESET_LINK_VALID_SECONDS, validateForgot, validateNewPassword } from './password-reset';

describe('asking for a reset link', () => {
  it('needs an email-shaped address', () => {
    expect(validateForgot({ email: '' })).toEqual({ email: 'Enter your email address' });
    expect(validateForgot({ email: '   ' })).toEqual({ email: 'Enter your email address' });
    expect(validateForgot({ email: 'ada.example.com' })).toEqual({ email: 'Enter an email address like name@example.com' });
    expect(validateForgot({ email: ' Ada@Example.com ' })).toEqual({});
  });
});

describe('choosing the new password, under the sign-up rules', () => {
  it('needs 8 characters or more, typed twice the same', () => {
    expect(validateNewPassword({ password: '', confirmPassword: '' })).toEqual({ password: 'Enter a password', confirmPassword: 'Enter your password again' });
    expect(validateNewPassword({ password: 'oak1234', confirmPassword: 'oak1234' })).toEqual({ password: 'Use a password of at least 8 characters.' });
    expect(validateNewPassword({ password: 'oak12345', confirmPassword: 'oak12346' })).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(validateNewPassword({ password: 'oak12345', confirmPassword: 'oak12345' })).toEqual({});
  });

  it('counts characters, not bytes: 8 accented letters are enough', () => {
    expect(validateNewPassword({ password: 'éèêëàâîï', confirmPassword: 'éèêëàâîï' })).toEqual({});
  });

  it('takes at most 500 characters', () => {
    const long = 'x'.repeat(501);
    expect(validateNewPassword({ password: long, confirmPassword: long })).toEqual({
      password: 'Please keep this to 500 characters or fewer (it has 501).',
      confirmPassword: 'Please keep this to 500 characters or fewer (it has 501).',
    });
  });

  it('a link works for an hour', () => {
    expect(RESET_LINK_VALID_SECONDS).toBe(3600);
  });
});
