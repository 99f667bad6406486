'use client';

import { X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { storageNotice } from '@/content/storage';
import { useStorageStatus } from '@/lib/store/storage-status';

/** The notice itself, inside storage-notice.tsx's live region (storage-notice-loader.tsx loads it when needed). */
export default function StorageNoticeBanner() {
  const { notSaving, dismissed, dismiss } = useStorageStatus();
  if (!notSaving || dismissed) return null;
  // The button goes with the notice: its focus moves on to the page's content rather than falling to the body.
  const close = () => {
    dismiss();
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <div className="border-b border-maple bg-linen">
      <div className="container-page flex items-start justify-between gap-3 py-2.5 text-sm text-ink">
        <p>{storageNotice[notSaving]}</p>
        <button type="button" onClick={close} className="rounded p-1 hover:bg-sand" aria-label="Dismiss notice">
          <Icon node={X} className="size-4" />
        </button>
      </div>
    </div>
  );
}
