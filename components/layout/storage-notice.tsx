'use client';

import { X } from 'lucide-react';
import { useStorageStatus } from '@/lib/store/storage-status';

/** Told once, politely, when the browser refuses to save (full or disabled storage). */
export function StorageNotice() {
  const { writeFailed, dismissed, dismiss } = useStorageStatus();
  if (!writeFailed || dismissed) return null;
  return (
    <div role="status" className="border-b border-maple bg-linen">
      <div className="container-page flex items-start justify-between gap-3 py-2.5 text-sm text-ink">
        <p>
          Your browser isn&apos;t letting us save changes right now (storage is full or turned off). Everything still
          works, but your cart and other changes will be lost when you close this page.
        </p>
        <button type="button" onClick={dismiss} className="rounded p-1 hover:bg-sand" aria-label="Dismiss notice">
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
