// A signed-in shopper with an empty address, for unit tests. Used only by *.test.ts(x) files.
import type { User } from '@/types/shop';

export const ada: User = {
  id: 'user_1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '',
  address: { street: '', city: '', state: '', zipCode: '', country: '' },
};
