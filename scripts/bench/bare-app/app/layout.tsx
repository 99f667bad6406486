import type { ReactNode } from 'react';

export const metadata = { title: 'Bare Next.js page', description: 'The smallest page this framework exports.' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
