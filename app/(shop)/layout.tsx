import type { ReactNode } from 'react';
import { ShopFrame } from '@/components/layout/shop-frame';

// Every page of the shop, in the shopper's frame; /admin, beside this group, has its own (app/admin/layout.tsx). The
// group's name is not part of any address.
export default function ShopLayout({ children }: { children: ReactNode }) {
  return <ShopFrame>{children}</ShopFrame>;
}
