// Accounts made on the shopper's behalf (rules §3, §4): checking out without signing in creates a guest user.
import { idSuffix } from '@/lib/util/ids';
import type { Address, User } from '@/types/shop';

export const GUEST_ID_PREFIX = 'guest_';

export function isGuestUser(user: Pick<User, 'id'>): boolean {
  return user.id.startsWith(GUEST_ID_PREFIX);
}

/**
 * A guest user from the checkout details. The id is the prefix, the time and a random part, so two guests made
 * in the same millisecond (two tabs) still differ.
 */
export function createGuestUser(
  details: { email: string; firstName: string; lastName: string; phone: string; address: Address },
  now: number,
  random: () => number = Math.random,
): User {
  return {
    id: `${GUEST_ID_PREFIX}${now}_${idSuffix(random)}`,
    email: details.email.trim(),
    firstName: details.firstName.trim(),
    lastName: details.lastName.trim(),
    phone: details.phone.trim(),
    address: { ...details.address },
  };
}
