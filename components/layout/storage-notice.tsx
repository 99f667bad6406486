'use client';

import { X } from 'lucide-react';
import { storageNotice } from '@/content/storage';
import { useStorageStatus } from '@/lib/store/storage-status';

/** Told once, politely, when changes are kept in this tab only (storage refused, or stored data unreadable). */
export function StorageNotice() {
  const { notSaving, dismissed, dismiss } = useStorageStatus();
  if (!notSaving || dismissed) return null;
  return (
    <div role="status" className="border-b border-maple bg-linen">
      <div className="container-page flex items-start justify-between gap-3 py-2.5 text-sm text-ink">
        <p>{storageNotice[notSaving]}</p>
        <button type="button" onClick={dismiss} className="rounded p-1 hover:bg-sand" aria-label="Dismiss notice">
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
