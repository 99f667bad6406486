import { describe, expect, it } from 'vitest';
import { createGuestUser, isGuestUser } from './users';

const details = {
  email: ' ada@example.com ',
  firstName: ' Ada ',
  lastName: 'Lovelace',
  phone: '',
  address: { street: '12 Main Street', city: 'Missoula', state: 'MT', zipCode: '59801', country: 'United States' },
};

describe('createGuestUser (rules §3: guest ids are prefixed guest_)', () => {
  it('makes a user from the checkout details with an id prefixed guest_', () => {
    const user = createGuestUser(details, 1760000000000, () => 0.5);
    expect(user.id).toMatch(/^guest_1760000000000_[0-9a-z]{6}$/);
    expect(isGuestUser(user)).toBe(true);
    expect(user).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', address: details.address });
  });

  it('gives two guests made in the same millisecond different ids', () => {
    const a = createGuestUser(details, 1, () => 0.1);
    const b = createGuestUser(details, 1, () => 0.2);
    expect(a.id).not.toBe(b.id);
  });

  it('does not take a registered user for a guest', () => {
    expect(isGuestUser({ id: 'u-1001' })).toBe(false);
  });
});
