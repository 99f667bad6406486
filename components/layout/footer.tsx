import { Link } from '@/components/ui/link';
import { formatHours, site } from '@/content/site';
import { footerNav } from '@/content/navigation';
import { FOOTER_ID } from './footer-id';
import { LogoMark } from './logo';

const columns = [
  { title: 'Shop', links: footerNav.shop },
  { title: 'Help', links: footerNav.help },
  { title: 'Legal', links: footerNav.legal },
] as const;

export function Footer() {
  return (
    <footer id={FOOTER_ID} className="mt-16 bg-bark text-linen">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2.5 font-serif text-lg font-bold text-white">
            <LogoMark className="size-8" />
            {site.name}
          </p>
          <p className="mt-3 max-w-sm text-sm text-sand">{site.description}</p>
          <address className="mt-4 text-sm not-italic text-sand">
            {site.address.city}, {site.address.regionName}
            <br />
            <a href={site.phoneHref} className="hover:text-white hover:underline">
              {site.phone}
            </a>
            <br />
            <a href={`mailto:${site.email}`} className="hover:text-white hover:underline">
              {site.email}
            </a>
          </address>
          <ul className="mt-4 text-sm text-sand">
            {site.hours.map((h) => (
              <li key={h.short}>
                {h.short}: {formatHours(h)} {h.open ? site.timezoneLabel : ''}
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={`${column.title} links`}>
            <h2 className="font-sans text-sm font-semibold uppercase tracking-wide text-white">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-sand hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        {/* Room at the bottom for the chat bubble (4.5rem from the window's bottom edge): scrolled to the end, the page's
            last links are above it, not under it. */}
        <div className="container-page flex flex-col items-center justify-between gap-3 pt-5 pb-24 text-sm text-sand sm:flex-row">
          <p>
            © {site.copyrightYear} {site.name}. Handcrafted in {site.address.city}, {site.address.regionName}.
          </p>
          <ul className="flex gap-4">
            {site.social.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className="hover:text-white hover:underline">
                  {s.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
