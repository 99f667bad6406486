import clsx from 'clsx';
import type { ReactNode } from 'react';
import { TAX_RATE } from '@/lib/pricing/prices';
import { Price } from '@/components/ui/price';

export interface SummaryRow {
  label: ReactNode;
  /** Dollars, or a word such as "Free". */
  value: number | ReactNode;
  /** Small print under the label (e.g. the shipping method). */
  detail?: ReactNode;
  testId?: string;
}

/** The money rows of an order summary, ending with the total in bold. */
export function SummaryRows({ rows, total, className }: { rows: SummaryRow[]; total: number; className?: string }) {
  return (
    <dl className={clsx('space-y-2 text-sm', className)}>
      {rows.map((row, index) => (
        <div key={index} className="flex items-start justify-between gap-4">
          <dt className="text-ink">
            {row.label}
            {row.detail && <span className="block text-xs text-muted">{row.detail}</span>}
          </dt>
          <dd className="text-right font-medium text-bark" data-testid={row.testId}>
            {typeof row.value === 'number' ? <Price amount={row.value} /> : row.value}
          </dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 border-t border-sand pt-3 text-base">
        <dt className="font-semibold text-bark">Total</dt>
        <dd className="text-lg font-bold text-bark" data-testid="summary-total">
          <Price amount={total} />
        </dd>
      </div>
    </dl>
  );
}

/** "Tax (8%)", from the one tax rate. */
export const taxLabel = `Tax (${Math.round(TAX_RATE * 100)}%)`;
