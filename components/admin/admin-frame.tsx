import type { ReactNode } from 'react';
import { FirstPaintAfter } from '@/components/layout/first-paint-after-content';
import { Logo } from '@/components/layout/logo';
import { StorageNotice } from '@/components/layout/storage-notice';
import { AdminAccount } from './admin-account';

/** Marks the end of an admin page's content in its HTML (the admin frame has no footer to wait for). */
const FRAME_END_ID = 'admin-frame-end';

/**
 * The owner's frame around /admin and /admin/login (app/admin/layout.tsx), in place of the shopper's: a bar with the
 * shop's name, which leads back to the shop in one click, and the owner's name and Logout once signed in; none of the
 * shopper's navigation, cart, footer or support chat.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <>
      {/* Their short, centred content moved as the rest of its words arrived (a layout shift): the first paint waits
          until the page's content is in. */}
      <FirstPaintAfter id={FRAME_END_ID} />
      <header className="sticky top-0 z-30 border-b border-sand/70 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
        <div className="container-page flex h-header items-center justify-between gap-3">
          <Logo />
          <AdminAccount />
        </div>
      </header>
      <StorageNotice />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <div id={FRAME_END_ID} />
    </>
  );
}
