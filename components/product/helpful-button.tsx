'use client';

import clsx from 'clsx';
import { useState } from 'react';
import { Check, ThumbsUp } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { reviewFormCopy } from '@/content/review-form';
import { productPageCopy } from '@/content/product-page';
import { helpfulMarkKey } from '@/lib/catalogue/reviews';
import { useHydrated } from '@/lib/store/hydration';
import { useHelpfulMarks } from '@/lib/store/helpful-marks';
import type { Review } from '@/types/shop';
import { markHelpful } from '@/lib/shop/reviews';

/**
 * A review's helpful count and the button that raises it (rules §4: anyone may). This browser counts once per
 * review; after that the button says it was marked and does nothing more.
 */
export function HelpfulButton({ productId, review }: { productId: string; review: Review }) {
  const hydrated = useHydrated();
  const marked = useHelpfulMarks((s) => s.marks.includes(helpfulMarkKey(productId, review.id)));
  const inactive = !hydrated || marked;
  /** Why the last mark did not count (the server could not be reached), until the next try. */
  const [problem, setProblem] = useState('');

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="text-muted" data-testid="helpful-count">
        {review.helpful > 0 ? productPageCopy.helpful(review.helpful) : reviewFormCopy.wasItHelpful}
      </span>
      <button
        type="button"
        aria-disabled={inactive || undefined}
        onClick={async () => {
          if (inactive) return;
          const counted = await markHelpful(productId, review.id);
          setProblem(counted.ok ? '' : counted.failure.message);
        }}
        className={clsx(
          'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 font-semibold',
          marked ? 'cursor-default border-moss bg-moss-light text-moss' : 'border-oak bg-white text-walnut hover:bg-linen',
          !hydrated && 'cursor-default',
        )}
      >
        {marked ? <Icon node={Check} className="size-4" /> : <Icon node={ThumbsUp} className="size-4" />}
        {marked ? reviewFormCopy.markedHelpful : reviewFormCopy.helpful}
        <span className="sr-only">{reviewFormCopy.helpfulFor(review.title)}</span>
      </button>
      <span role="alert" className="basis-full font-medium text-ember empty:hidden">
        {problem}
      </span>
    </div>
  );
}
