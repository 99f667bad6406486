'use client';

import { lazy, Suspense } from 'react';
import { useStorageStatus } from '@/lib/store/storage-status';

// Most visits never need the notice: its words and button are fetched when there is something to say.
const StorageNoticeBanner = lazy(() => import('./storage-notice-banner'));

/** The notice's words, loaded into the live region (storage-notice.tsx) once there is something to say. */
export function StorageNoticeLoader() {
  const shown = useStorageStatus((s) => s.notSaving !== null && !s.dismissed);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <StorageNoticeBanner />
    </Suspense>
  );
}
