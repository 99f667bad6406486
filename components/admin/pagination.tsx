import { ChevronLeft, ChevronRight } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { Page } from '@/lib/admin-lists';
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
          <Button variant="secondary" size="sm" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
            <Icon node={ChevronLeft} className="size-4" />
            Previous
          </Button>
          <span className="text-sm tabular-nums text-ink">
            Page {page.page} of {page.pageCount}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page.page >= page.pageCount}
            onClick={() => onPage(page.page + 1)}
          >
            Next
            <Icon node={ChevronRight} className="size-4" />
          </Button>
        </div>
      )}
    </nav>
  );
}
