import { Search } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { mainNav } from '@/content/navigation';
import { AccountNav, AdminLink, CartLink } from './header-slots';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';

export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-sand/70 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
      <div className="container-page relative flex h-header items-center justify-between gap-2 sm:gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.href}>
                {/* Closer together until 1280 px, where the bar has room for the shopper's name and /admin too. */}
                <NavLink href={item.href} className="lg:max-xl:px-2">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center sm:gap-1">
          <Link
            href="/products?focus=search"
            className="inline-flex rounded-lg p-2 text-ink hover:bg-linen"
            aria-label="Search products"
          >
            <Icon node={Search} className="size-5" />
          </Link>
          <CartLink />
          <AdminLink />
          <AccountNav />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
