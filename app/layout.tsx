import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { NotificationSender } from '@/components/layout/notification-sender';
import { ShopFrame } from '@/components/layout/shop-frame';
import { StoreHydrator } from '@/components/layout/store-hydrator';
import { site } from '@/content/site';
import { absoluteOgImage, defaultTitle, titleTemplate } from '@/lib/seo/metadata';
import { siteUrl } from '@/lib/site-url';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: defaultTitle, template: titleTemplate },
  description: site.description,
  applicationName: site.name,
  openGraph: { type: 'website', siteName: site.name, locale: 'en_CA', images: [absoluteOgImage()] },
  twitter: { card: 'summary_large_image', images: [absoluteOgImage()] },
};

export const viewport: Viewport = { themeColor: '#6b4226' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-CA">
      <head>
        {/* The first paint waits until the parser has reached <main>, so it never shows the header half-read: on a
            slow line the page paints while its HTML is still arriving (the stylesheet is inline), and the header's
            right-hand icons moved left as the rest of them arrived (a layout shift). Chromium paints once <main> has
            begun, so the content may follow the header by a frame. Pages wait for more where that was seen
            (components/layout/first-paint-after-content.tsx): information pages for their lead paragraph, short
            pages for their footer. */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-walnut focus:px-4 focus:py-2 focus:text-white"
        >
          Skip to content
        </a>
        <StoreHydrator />
        <NotificationSender />
        {/* The shopper's frame, around every page but /admin's, which has its own (app/admin/layout.tsx). */}
        <ShopFrame>{children}</ShopFrame>
      </body>
    </html>
  );
}
