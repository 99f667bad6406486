import { create } from 'zustand';

interface StorageStatus {
  /** A write failed (quota exceeded, storage disabled): the app keeps working in memory. */
  writeFailed: boolean;
  /** The shopper closed the notice; it is shown once. */
  dismissed: boolean;
  reportWriteFailure: (key: string, error: unknown) => void;
  dismiss: () => void;
}

export const useStorageStatus = create<StorageStatus>()((set, get) => ({
  writeFailed: false,
  dismissed: false,
  reportWriteFailure: (key, error) => {
    if (get().writeFailed) return;
    console.warn(`Could not save "${key}" in this browser; changes are kept until the page is closed.`, error);
    set({ writeFailed: true });
  },
  dismiss: () => set({ dismissed: true }),
}));
