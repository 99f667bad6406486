'use client';

import clsx from 'clsx';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
  /** Rendered only while its tab is selected, so a hidden tab costs nothing. */
  panel: ReactNode;
}

/**
 * A WAI-ARIA tablist: one tab stop, arrow keys / Home / End move and select, each panel labelled by its tab.
 */
export function AdminTabs<Id extends string>({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: readonly TabDefinition<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  label: string;
}) {
  const baseId = useId();
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[next].id;
    onSelect(target);
    refs.current.get(target)?.focus();
  }

  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  return (
    <div>
      {/* Two columns on a phone so every tab shows without sideways scrolling; one row from sm up. */}
      <div role="tablist" aria-label={label} className="grid grid-cols-2 sm:flex sm:gap-1 sm:border-b sm:border-sand">
        {tabs.map((tab) => {
          const active = tab.id === current.id;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              // Only the selected tab's panel is in the page; aria-controls must name an element that exists.
              aria-controls={active ? panelId(tab.id) : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
              className={clsx(
                'shrink-0 border-b-2 px-2 py-3 text-center text-sm font-semibold transition-colors sm:-mb-px sm:whitespace-nowrap sm:px-4 sm:text-left',
                active ? 'border-walnut text-walnut-dark' : 'border-sand text-muted hover:text-ink sm:border-transparent',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(current.id)}
        aria-labelledby={tabId(current.id)}
        tabIndex={0}
        className="pt-6 focus-visible:outline-offset-4"
      >
        {current.panel}
      </div>
    </div>
  );
}
