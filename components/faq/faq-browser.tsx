'use client';

import clsx from 'clsx';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import type { FaqCategory } from '@/types/shop';

type Filter = FaqCategory | 'all';

/** One category's questions, already rendered (see faqSections). */
export interface FaqSection {
  category: FaqCategory;
  count: number;
  content: ReactNode;
}

/**
 * The FAQ: a category filter (native radios, so arrow keys move between them) over the sections of questions, each
 * a native disclosure. The server renders it with every question visible, so the static HTML holds them all.
 * `children` render below the questions.
 */
export function FaqBrowser({ sections, children }: { sections: readonly FaqSection[]; children?: ReactNode }) {
  const [filter, setFilter] = useState<Filter>('all');
  const name = useId();
  const topics = useRef<HTMLFieldSetElement>(null);
  const total = sections.reduce((sum, section) => sum + section.count, 0);
  const shown = filter === 'all' ? sections : sections.filter((section) => section.category === filter);
  const shownCount = shown.reduce((sum, section) => sum + section.count, 0);
  const options: { value: Filter; label: string; count: number }[] = [
    { value: 'all', label: 'All', count: total },
    ...sections.map((section) => ({ value: section.category, label: section.category, count: section.count })),
  ];
  useTypedBeforeHydration(topics, [name], (_name, value) => {
    const chosen = options.find((option) => option.value === value);
    if (chosen) setFilter(chosen.value);
  });

  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
      <fieldset ref={topics} className="lg:sticky lg:top-24 lg:self-start">
        <legend className="text-sm font-semibold uppercase tracking-wide text-muted">Filter by topic</legend>
        {/* Columns of one width, not a wrapping row: each topic's place is set by its position in the list, so on a
            slow line a topic whose name is still arriving already stands where it will stay. */}
        <div className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(min(15rem,100%),1fr))] gap-2">
          {options.map((option) => (
            <label
              key={option.value}
              className={clsx(
                'flex cursor-pointer items-center justify-between gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors lg:rounded-lg',
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
              {/* One size whatever the count, so the count, placed from the right and centred on the line, does not move as
                  its digits arrive (an empty badge was only its padding tall). */}
              <span
                aria-hidden="true"
                className={clsx(
                  'min-h-5 min-w-9 rounded-full px-2 py-0.5 text-center text-xs',
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
            ? `Showing all ${total} questions.`
            : `Showing ${shownCount} of ${total} questions, in ${filter}.`}
        </p>

        <div className="mt-4 space-y-10">{shown.map((section) => section.content)}</div>
        {children}
      </div>
    </div>
  );
}
