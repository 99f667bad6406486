'use client';

import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { RichText } from '@/components/info/rich-text';
import { FAQ_CATEGORIES, type FaqCategory, type FaqEntry } from '@/lib/types';

type Filter = FaqCategory | 'all';

/**
 * The FAQ: a category filter (native radios, so arrow keys move between them) and one native disclosure per
 * question. The server renders it with every question visible, so the static HTML holds them all. `children`
 * render below the questions.
 */
export function FaqBrowser({ entries, children }: { entries: readonly FaqEntry[]; children?: ReactNode }) {
  const [filter, setFilter] = useState<Filter>('all');
  const name = useId();
  const visible = filter === 'all' ? entries : entries.filter((entry) => entry.category === filter);
  const groups = FAQ_CATEGORIES.map((category) => ({
    category,
    entries: visible.filter((entry) => entry.category === category),
  })).filter((group) => group.entries.length > 0);
  const options: { value: Filter; label: string; count: number }[] = [
    { value: 'all', label: 'All', count: entries.length },
    ...FAQ_CATEGORIES.map((category) => ({
      value: category,
      label: category,
      count: entries.filter((entry) => entry.category === category).length,
    })),
  ];

  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
      <fieldset className="lg:sticky lg:top-24 lg:self-start">
        <legend className="text-sm font-semibold uppercase tracking-wide text-muted">Filter by topic</legend>
        <div className="mt-3 flex flex-wrap gap-2 lg:flex-col">
          {options.map((option) => (
            <label
              key={option.value}
              className={clsx(
                'inline-flex cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors lg:justify-between lg:rounded-lg',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-oak',
                filter === option.value
                  ? 'border-walnut bg-walnut text-white'
                  : 'border-sand bg-white text-walnut-dark hover:border-walnut hover:bg-linen',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={filter === option.value}
                onChange={() => setFilter(option.value)}
                className="sr-only"
              />
              <span>
                {option.label}
                <span className="sr-only">, {option.count} questions</span>
              </span>
              <span
                aria-hidden="true"
                className={clsx(
                  'rounded-full px-2 py-0.5 text-xs',
                  filter === option.value ? 'bg-walnut-dark text-white' : 'bg-linen text-walnut-dark',
                )}
              >
                {option.count}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="max-w-3xl">
        <p role="status" className="mt-6 text-sm text-muted lg:mt-0">
          {filter === 'all'
            ? `Showing all ${entries.length} questions.`
            : `Showing ${visible.length} of ${entries.length} questions, in ${filter}.`}
        </p>

        <div className="mt-4 space-y-10">
          {groups.map((group) => (
            <section key={group.category} aria-labelledby={`${name}-${slug(group.category)}`}>
              <h2 id={`${name}-${slug(group.category)}`} className="text-2xl font-bold">
                {group.category}
              </h2>
              <div className="mt-4 divide-y divide-sand/70 rounded-card border border-sand/70 bg-white shadow-card">
                {group.entries.map((entry) => (
                  <details key={entry.question} className="group">
                    <summary
                      className={clsx(
                        'flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 font-semibold text-bark',
                        'hover:bg-cream group-open:text-walnut [&::-webkit-details-marker]:hidden',
                      )}
                    >
                      {entry.question}
                      <ChevronDown
                        className="mt-0.5 size-5 shrink-0 text-walnut transition-transform group-open:rotate-180"
                        aria-hidden="true"
                      />
                    </summary>
                    <p className="px-5 pb-5 leading-relaxed text-ink">
                      <RichText text={entry.answer} />
                    </p>
                  </details>
                ))}
              </div>
            </section>
          ))}
        </div>
        {children}
      </div>
    </div>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
