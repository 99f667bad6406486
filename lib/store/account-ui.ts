import { create } from 'zustand';

interface AccountUiState {
  /** A message for the next account screen, e.g. "Your profile has been saved." after /profile/edit. */
  notice: string | null;
  /**
   * Set while a Logout the shopper chose is under way, so a protected page does not send them to /login on its
   * way out (they are going home); cleared when someone signs in.
   */
  signingOut: boolean;
  setNotice: (notice: string | null) => void;
  setSigningOut: (signingOut: boolean) => void;
}

/** Screen state of the account pages. Not persisted. */
export const useAccountUi = create<AccountUiState>()((set) => ({
  notice: null,
  signingOut: false,
  setNotice: (notice) => set({ notice }),
  setSigningOut: (signingOut) => set({ signingOut }),
}));
