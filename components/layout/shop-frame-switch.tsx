'use client';

import { useSelectedLayoutSegment } from 'next/navigation';
import type { ReactNode } from 'react';

/** The route whose pages have a frame of their own (app/admin/layout.tsx). */
const OWN_FRAME_SEGMENT = 'admin';

/**
 * Puts the shopper's frame (`top`, the page's <main>, `bottom`) around every page but /admin's. The root layout knows
 * its pages only through this hook, so this is the one part of the frame that is a client component; the exported
 * HTML of each page already has its frame.
 */
export function ShopFrameSwitch({ top, bottom, children }: { top: ReactNode; bottom: ReactNode; children: ReactNode }) {
  if (useSelectedLayoutSegment() === OWN_FRAME_SEGMENT) return children;
  return (
    <>
      {top}
      {/* At least a screen tall below the header, so the footer starts below the fold: a page whose content
          arrives after its first paint (a form in place of its placeholder, a signed-in view) grows where nobody
          sees it, instead of pushing a footer on screen down (a layout shift). svh: the height with the browser's
          bars shown, which does not change as they hide. */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100svh-var(--spacing-header))] flex-1 focus:outline-none">
        {children}
      </main>
      {bottom}
    </>
  );
}
