import { ChevronLeft, ChevronRight } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { ReactNode } from 'react';
import type { Page } from '@/lib/admin/lists';
import { Button } from '@/components/ui/button';

/** "Showing 26-50 of 500" with Previous / Next, for the admin lists. */
export function Pagination<T>({
  page,
  label,
  noun,
  onPage,
}: {
  page: Page<T>;
  /** Names the navigation landmark, e.g. "Products pages". */
  label: string;
  /** Plural, e.g. "products". */
  noun: string;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">
        {page.total === 0 ? `No ${noun}` : `Showing ${page.from}-${page.to} of ${page.total} ${noun}`}
      </p>
      {page.pageCount > 1 && (
        <div className="flex items-center gap-2">
          <PageButton unavailable={page.page <= 1} onPress={() => onPage(page.page - 1)}>
            <Icon node={ChevronLeft} className="size-4" />
            Previous
          </PageButton>
          <span className="text-sm tabular-nums text-ink">
            Page {page.page} of {page.pageCount}
          </span>
          <PageButton unavailable={page.page >= page.pageCount} onPress={() => onPage(page.page + 1)}>
            Next
            <Icon node={ChevronRight} className="size-4" />
          </PageButton>
        </div>
      )}
    </nav>
  );
}

/**
 * Previous or Next. At the first or last page it is marked aria-disabled and does nothing, rather than disabled:
 * a browser drops the focus of a control that becomes disabled to <body>, so the keyboard user who pressed Next
 * onto the last page would start again from the top of the page.
 */
function PageButton({ unavailable, onPress, children }: { unavailable: boolean; onPress: () => void; children: ReactNode }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-disabled={unavailable || undefined}
      onClick={() => {
        if (!unavailable) onPress();
      }}
      className="aria-disabled:cursor-not-allowed aria-disabled:border-sand aria-disabled:bg-white aria-disabled:text-muted"
    >
      {children}
    </Button>
  );
}
