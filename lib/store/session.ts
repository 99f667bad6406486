import type { User } from '@/types/shop';
import { useCart } from './cart';
import { migrateSession } from './migrations';
import { persistedStore, type SaveOutcome } from './persisted';
import { forgetInTab } from './backing-storage';
import { CHECKOUT_DETAILS } from './storage-keys';
import { forgetShippingChoice } from './shipping-choice';

interface PersistedSession {
  user: User | null;
  /** Every account created in this browser, so signing in again with a known email resumes it. */
  accounts: User[];
}

interface SessionActions {
  login: (user: User) => Promise<SaveOutcome>;
  /** Clears the user, the cart and what was typed at checkout in this tab. */
  logout: () => Promise<SaveOutcome>;
  /**
   * Saves profile changes; nothing changes when they cannot be saved, or when `refuse` answers true for the
   * signed-in user as stored at that moment (another tab may have changed it).
   */
  updateUser: (changes: Partial<Omit<User, 'id'>>, refuse?: (stored: User) => boolean) => Promise<SaveOutcome>;
  /** Forgets the accounts remembered in this browser but the signed-in one (a shared server remembers them itself). */
  forgetOtherAccounts: () => Promise<SaveOutcome>;
}

export function upsertAccount(accounts: readonly User[], user: User): User[] {
  return accounts.some((a) => a.id === user.id)
    ? accounts.map((a) => (a.id === user.id ? user : a))
    : [...accounts, user];
}

/**
 * Forgets the contact details and address typed at checkout in this tab (components/checkout/kept-details.ts), and
 * the shipping country chosen (lib/store/shipping-choice.ts): once the order is placed, and at sign-out, so the next
 * person at a shared computer does not find them in storage.
 */
export function forgetCheckoutDetails(): void {
  forgetInTab(CHECKOUT_DETAILS);
  forgetShippingChoice();
}

export const useSession = persistedStore<PersistedSession, SessionActions>(
  { store: 'session', initial: { user: null, accounts: [] }, migrate: migrateSession },
  ({ save }) => ({
    login: (user) => save((s) => ({ user, accounts: upsertAccount(s.accounts, user) })),
    logout: async () => {
      const outcome = await save((s) => ({ ...s, user: null }));
      await useCart.getState().clear();
      forgetCheckoutDetails();
      return outcome;
    },
    updateUser: (changes, refuse) =>
      save(
        (s) => {
          if (!s.user || refuse?.(s.user)) return s;
          const user = { ...s.user, ...changes, id: s.user.id };
          return { user, accounts: upsertAccount(s.accounts, user) };
        },
        { required: true },
      ),
    forgetOtherAccounts: () => save((s) => ({ ...s, accounts: s.accounts.filter((a) => a.id === s.user?.id) })),
  }),
);

export const selectIsAuthenticated = (s: PersistedSession) => s.user !== null;
