import clsx from 'clsx';
import { Star } from 'lucide';
import { Icon } from './icon';

/** A read-only star rating; the label carries the numbers for screen readers. */
export function Stars({ rating, count, className }: { rating: number; count?: number; className?: string }) {
  const label = `Rated ${rating.toFixed(1)} out of 5${count === undefined ? '' : `, ${count} review${count === 1 ? '' : 's'}`}`;
  return (
    <span className={clsx('inline-flex items-center gap-1', className)} role="img" aria-label={label}>
      <span className="inline-flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <Icon
            node={Star}
            key={n}
            className={clsx('size-4', n <= Math.round(rating) ? 'fill-star text-star' : 'text-sand')}
            strokeWidth={1.5}
          />
        ))}
      </span>
      <span className="text-sm text-muted" aria-hidden="true">
        {rating.toFixed(1)}
        {count === undefined ? '' : ` (${count})`}
      </span>
    </span>
  );
}
