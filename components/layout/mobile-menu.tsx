'use client';

import { Menu, X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useId, useRef, useState } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';
import { mainNav } from '@/content/navigation';
import { AdminMenuItem } from './header-slots';
import { NavLink } from './nav-link';

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  useDismiss(open, () => setOpen(false), { returnFocusTo: toggle });

  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        className="inline-flex items-center rounded-lg p-2 text-ink hover:bg-linen"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <Icon node={X} className="size-6" /> : <Icon node={Menu} className="size-6" />}
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-b border-sand bg-cream shadow-lift"
      >
        <ul className="container-page flex flex-col py-2">
          {[...mainNav, { href: '/cart', label: 'Cart' }].map((item) => (
            <li key={item.href}>
              <NavLink href={item.href} className="block py-3 text-base" onClick={() => setOpen(false)}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <AdminMenuItem onNavigate={() => setOpen(false)} />
        </ul>
      </nav>
    </div>
  );
}
