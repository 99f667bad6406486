import { BadgeCheck } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { ReactNode } from 'react';
import { productPageCopy as copy } from '@/content/product-page';
import { formatDate } from '@/lib/util/shopper-dates';
import type { Review } from '@/types/shop';
import { Badge } from '@/components/ui/badge';
import { Stars } from '@/components/ui/stars';

export const REVIEWS_SECTION_ID = 'reviews';

export interface ReviewsSectionProps {
  reviews: readonly Review[];
  averageRating: number;
  totalReviews: number;
  /** Controls under the heading, e.g. Write a Review and its form (added with accounts). */
  actions?: ReactNode;
  /**
   * What ends each review; by default its helpful count as text. Accounts replaces it with a "helpful" button
   * that shows the count.
   */
  renderHelpful?: (review: Review) => ReactNode;
}

/** The product's reviews, newest first: rating, title, comment, name, date, verified badge and helpful count. */
export function ReviewsSection({ reviews, averageRating, totalReviews, actions, renderHelpful = HelpfulCount }: ReviewsSectionProps) {
  const newestFirst = [...reviews].sort((a, b) => (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0));
  return (
    <section id={REVIEWS_SECTION_ID} aria-labelledby="reviews-heading" className="scroll-mt-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="reviews-heading" className="text-2xl font-bold">
            {copy.reviewsHeading}
          </h2>
          {totalReviews > 0 ? (
            <p className="mt-2 flex flex-wrap items-center gap-2">
              <Stars rating={averageRating} />
              <span className="text-sm text-muted">{copy.basedOn(totalReviews)}</span>
            </p>
          ) : (
            <p className="mt-2 text-muted">{copy.noReviewsYet}.</p>
          )}
        </div>
        {actions}
      </div>
      {newestFirst.length > 0 && (
        <ul className="mt-6 grid gap-4" aria-label={copy.reviewsHeading}>
          {newestFirst.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} footer={renderHelpful(review)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewItem({ review, footer }: { review: Review; footer: ReactNode }) {
  const date = formatDate(review.createdAt);
  return (
    <article className="rounded-card bg-white p-5 shadow-card ring-1 ring-sand/60 wrap-anywhere">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        {review.verified && (
          <Badge tone="success" className="gap-1">
            <Icon node={BadgeCheck} className="size-3.5" />
            {copy.verified}
          </Badge>
        )}
      </div>
      <h3 className="mt-2 text-lg font-semibold">{review.title}</h3>
      <p className="mt-1 text-sm text-muted">
        {copy.reviewBy} <span className="font-medium text-ink">{review.userName}</span>
        {date && (
          <>
            {' · '}
            <time dateTime={review.createdAt}>{date}</time>
          </>
        )}
      </p>
      <p className="mt-3 whitespace-pre-line text-ink">{review.comment}</p>
      {footer && <div className="mt-3">{footer}</div>}
    </article>
  );
}

function HelpfulCount(review: Review): ReactNode {
  if (review.helpful <= 0) return null;
  return <p className="text-sm text-muted">{copy.helpful(review.helpful)}</p>;
}
