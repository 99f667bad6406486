import type { ReactNode } from 'react';
import { ChatMount } from '@/components/chat/chat-mount';
import { Footer } from './footer';
import { Header } from './header';
import { SessionEndedNotice } from './session-ended-notice';
import { ShopFrameSwitch } from './shop-frame-switch';
import { StorageNotice } from './storage-notice';

/**
 * The shopper's frame around every page (app/layout.tsx): the header, the notices, the page's <main>, the footer and
 * the support chat. /admin and /admin/login have a frame of their own instead (components/admin/admin-frame.tsx).
 *
 * Not a route group (app/(shop)/ beside app/admin/): the not-found page, rendered in the root layout alone, would have
 * needed the frame as well, and the build then put the frame's client code in two chunks that every page loaded
 * (4.4 kB more on each public page, about 3%).
 */
export function ShopFrame({ children }: { children: ReactNode }) {
  return (
    <ShopFrameSwitch
      top={
        <>
          <Header />
          <StorageNotice />
          <SessionEndedNotice />
        </>
      }
      bottom={
        <>
          <Footer />
          <ChatMount />
        </>
      }
    >
      {children}
    </ShopFrameSwitch>
  );
}
