import clsx from 'clsx';
import { ChevronDown } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { RichText } from '@/components/info/rich-text';
import { FAQ_CATEGORIES, type FaqEntry } from '@/types/shop';
import type { FaqSection } from './faq-browser';

/**
 * Every category's questions, rendered on the server: the answers (with their contact links) and the chevrons stay
 * out of the page's JavaScript, and FaqBrowser only chooses which sections to show.
 */
export function faqSections(entries: readonly FaqEntry[]): FaqSection[] {
  return FAQ_CATEGORIES.map((category) => ({ category, entries: entries.filter((entry) => entry.category === category) }))
    .filter((group) => group.entries.length > 0)
    .map(({ category, entries: questions }) => ({
      category,
      count: questions.length,
      content: (
        <section key={category} aria-labelledby={`faq-${slug(category)}`}>
          <h2 id={`faq-${slug(category)}`} className="text-2xl font-bold">
            {category}
          </h2>
          <div className="mt-4 divide-y divide-sand/70 rounded-card border border-sand/70 bg-white shadow-card">
            {questions.map((entry) => (
              <details key={entry.question} className="group">
                <summary
                  className={clsx(
                    'flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 font-semibold text-bark',
                    'hover:bg-cream group-open:text-walnut [&::-webkit-details-marker]:hidden',
                  )}
                >
                  {entry.question}
                  <Icon
                    node={ChevronDown}
                    className="mt-0.5 size-5 shrink-0 text-walnut transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="px-5 pb-5 leading-relaxed text-ink">
                  <RichText text={entry.answer} />
                </p>
              </details>
            ))}
          </div>
        </section>
      ),
    }));
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
