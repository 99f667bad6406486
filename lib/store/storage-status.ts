import { create } from 'zustand';
import type { NotSavedReason } from '@/types/shop';


interface StorageStatus {
  /** Why changes are kept in this tab only, once something was not saved; null while everything saves. */
  notSaving: NotSavedReason | null;
  /** The shopper closed the notice; it is shown once. */
  dismissed: boolean;
  /** A write failed (quota exceeded, storage disabled): the app keeps working in memory. */
  reportWriteFailure: (key: string, error: unknown) => void;
  /** A key could not be read and is left as it was: changes to it stay in this tab. */
  reportNotSaving: (key: string, reason: NotSavedReason) => void;
  dismiss: () => void;
}

export const useStorageStatus = create<StorageStatus>()((set, get) => ({
  notSaving: null,
  dismissed: false,
  reportWriteFailure: (key, error) => {
    if (get().notSaving) return;
    console.warn(`Could not save "${key}" in this browser; changes are kept until the page is closed.`, error);
    set({ notSaving: 'refused' });
  },
  reportNotSaving: (key, reason) => {
    if (get().notSaving) return;
    console.warn(`Left "${key}" as it was stored (${reason}); changes to it are kept until the page is closed.`);
    set({ notSaving: reason });
  },
  dismiss: () => set({ dismissed: true }),
}));
