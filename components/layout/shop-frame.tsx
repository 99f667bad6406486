import type { ReactNode } from 'react';
import { ChatMount } from '@/components/chat/chat-mount';
import { Footer } from './footer';
import { Header } from './header';
import { SessionEndedNotice } from './session-ended-notice';
import { StorageNotice } from './storage-notice';

/**
 * The shopper's frame around every page of the shop (app/(shop)/layout.tsx, and the not-found page, which Next.js
 * renders in the root layout only): the header, the notices, the page's <main>, the footer and the support chat.
 * /admin has a frame of its own (components/admin/admin-frame.tsx).
 */
export function ShopFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <StorageNotice />
      <SessionEndedNotice />
      {/* At least a screen tall below the header, so the footer starts below the fold: a page whose content
          arrives after its first paint (a form in place of its placeholder, a signed-in view) grows where nobody
          sees it, instead of pushing a footer on screen down (a layout shift). svh: the height with the browser's
          bars shown, which does not change as they hide. */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100svh-var(--spacing-header))] flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      <ChatMount />
    </>
  );
}
