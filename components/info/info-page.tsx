import clsx from 'clsx';
import { ArrowRight } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { ReactNode } from 'react';
import type { InfoPage } from '@/content/pages/types';
import { InfoHeader } from './info-header';
import { InfoSection } from './info-section';
import { SmartLink } from './smart-link';
import { TableOfContents } from './table-of-contents';

/** Pages with this many sections or more get an "On this page" list. */
export const TOC_MIN_SECTIONS = 4;

/**
 * Any information page (about, shipping, returns, warranty, care, privacy, terms...), rendered on the server from
 * its content/pages data: title, intro, an in-page table of contents for long pages, sections with anchors, and
 * the page's closing links. `children` render after the last section.
 */
export function InfoPageView({ page, children }: { page: InfoPage; children?: ReactNode }) {
  const withToc = page.sections.length >= TOC_MIN_SECTIONS;
  return (
    <article>
      <InfoHeader title={page.title} intro={page.intro} lastUpdated={page.lastUpdated} image={page.image} />
      <div className={withToc ? 'container-page py-10 sm:py-12 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14' : 'container-page py-10 sm:py-12'}>
        {withToc && <TableOfContents sections={page.sections} />}
        <div className={clsx('space-y-12 sm:space-y-14', withToc && 'max-w-3xl')}>
          {page.sections.map((section) => (
            <InfoSection key={section.id} section={section} wide={!withToc} />
          ))}
          {children}
          {page.links && <ClosingLinks links={page.links} />}
        </div>
      </div>
    </article>
  );
}

function ClosingLinks({ links }: { links: NonNullable<InfoPage['links']> }) {
  return (
    <nav aria-label="Related pages">
      <ul className="grid max-w-3xl gap-4 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <SmartLink
              href={link.href}
              className="group flex h-full items-start justify-between gap-4 rounded-card bg-walnut p-5 text-white shadow-card transition-colors hover:bg-walnut-dark"
            >
              <span>
                <span className="block font-serif text-xl font-bold">{link.label}</span>
                {link.description && <span className="mt-1 block text-sm text-linen">{link.description}</span>}
              </span>
              <Icon node={ArrowRight} className="mt-1 size-5 shrink-0 transition-transform group-hover:translate-x-1" />
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
