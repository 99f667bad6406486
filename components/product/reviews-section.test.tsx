import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/content/products';
import type { Review } from '@/types/shop';
import { ReviewsSection } from './reviews-section';

const product = seedProducts.find((p) => p.id === '1')!;

describe('ReviewsSection', () => {
  it('lists every review newest first, with rating, title, comment, name, date, verified badge and helpful count', () => {
    render(<ReviewsSection reviews={product.reviews} averageRating={product.averageRating} totalReviews={product.totalReviews} />);
    const items = within(screen.getByRole('list', { name: 'Customer Reviews' })).getAllByRole('listitem');
    const newestFirst = [...product.reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(newestFirst.map((r) => r.title));

    const sarah = items.find((item) => item.textContent?.includes('Sarah Mitchell'))!;
    expect(within(sarah).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
    expect(within(sarah).getByText(product.reviews[0].comment)).toBeInTheDocument();
    expect(within(sarah).getByText('March 14, 2025')).toHaveAttribute('datetime', '2025-03-14T17:22:00.000Z');
    expect(within(sarah).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(sarah).getByText('12 people found this helpful')).toBeInTheDocument();

    const linda = items.find((item) => item.textContent?.includes('Linda Kowalczyk'))!;
    expect(within(linda).queryByText('Verified purchase')).not.toBeInTheDocument();
    expect(screen.getByText('Based on 3 reviews')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
  });

  it('says so when there are no reviews', () => {
    render(<ReviewsSection reviews={[]} averageRating={0} totalReviews={0} />);
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('survives a stored review with a broken date and hides a zero helpful count', () => {
    const broken: Review = { ...product.reviews[0], id: 'x', createdAt: 'not a date', helpful: 0 };
    render(<ReviewsSection reviews={[broken]} averageRating={5} totalReviews={1} />);
    expect(screen.getByText(broken.title)).toBeInTheDocument();
    expect(screen.queryByText(/found this helpful/)).not.toBeInTheDocument();
    expect(document.querySelector('time')).toBeNull();
  });

  it('takes extra actions and a replacement for the helpful line (for accounts)', () => {
    render(
      <ReviewsSection
        reviews={product.reviews}
        averageRating={product.averageRating}
        totalReviews={product.totalReviews}
        actions={<button type="button">Write a Review</button>}
        renderHelpful={(review) => <button type="button">Helpful ({review.helpful})</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Write a Review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Helpful (12)' })).toBeInTheDocument();
    expect(screen.queryByText(/found this helpful/)).not.toBeInTheDocument();
  });
});
