'use client';

import { X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { storageNotice } from '@/content/storage';
import { useStorageStatus } from '@/lib/store/storage-status';

/** The notice itself (storage-notice.tsx loads it when there is something to say). */
export default function StorageNoticeBanner() {
  const { notSaving, dismissed, dismiss } = useStorageStatus();
  if (!notSaving || dismissed) return null;
  return (
    <div role="status" className="border-b border-maple bg-linen">
      <div className="container-page flex items-start justify-between gap-3 py-2.5 text-sm text-ink">
        <p>{storageNotice[notSaving]}</p>
        <button type="button" onClick={dismiss} className="rounded p-1 hover:bg-sand" aria-label="Dismiss notice">
          <Icon node={X} className="size-4" />
        </button>
      </div>
    </div>
  );
}
