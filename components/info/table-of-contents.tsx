import type { InfoSection } from '@/content/pages/types';

/** "On this page": links to each section's anchor. On wide screens it stays in view beside the text. */
export function TableOfContents({ sections }: { sections: Pick<InfoSection, 'id' | 'heading'>[] }) {
  return (
    <nav
      aria-labelledby="toc-label"
      className="mb-10 rounded-card border border-sand bg-white p-5 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:border-0 lg:border-l-2 lg:border-sand lg:bg-transparent lg:py-1 lg:pr-0 lg:pl-5"
    >
      <p id="toc-label" className="text-sm font-semibold uppercase tracking-wide text-muted">
        On this page
      </p>
      <ol className="mt-3 space-y-1 text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="block rounded-md py-1 text-walnut underline-offset-4 hover:text-walnut-dark hover:underline"
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
