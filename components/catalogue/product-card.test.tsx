import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/content/messages';
import { seedProducts } from '@/content/products';
import { useCart } from '@/lib/store/cart';
import { cartLineCopy } from '@/content/cart-line';
import { ADDED_FEEDBACK_MS, AddToCartLabel } from './add-to-cart-button';
import { ProductCard } from './product-card';


const inStock = seedProducts.find((p) => p.id === '4')!;
const outOfStock = seedProducts.find((p) => p.id === '8')!;

describe('ProductCard', () => {
  beforeEach(() => useCart.setState({ items: [] }));

  it('until the page is interactive, an Add to Cart says it is not ready, in the width of its own words', () => {
    render(
      <button type="button" disabled>
        <AddToCartLabel ready={false}>Add to Cart</AddToCartLabel>
      </button>,
    );
    // The words it will have hold its width, hidden from sight and from screen readers.
    expect(screen.getByRole('button', { name: cartLineCopy.notReady })).toBeDisabled();
    expect(screen.getByText('Add to Cart')).toHaveAttribute('aria-hidden', 'true');
  });

  it("reads 'Added!' for 1.5 s after adding, then returns to Add to Cart", () => {
    vi.useFakeTimers();
    render(<ProductCard product={inStock} />);
    fireEvent.click(screen.getByRole('button', { name: `Add to Cart: ${inStock.name}` }));
    expect(screen.getByRole('button', { name: messages.added })).toBeInTheDocument();
    expect(useCart.getState().items).toEqual([{ productId: inStock.id, quantity: 1, customizations: [] }]);

    act(() => vi.advanceTimersByTime(ADDED_FEEDBACK_MS - 1));
    expect(screen.getByRole('button', { name: messages.added })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('button', { name: messages.added })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Add to Cart: ${inStock.name}` })).toBeInTheDocument();
    expect(ADDED_FEEDBACK_MS).toBe(1500);
    vi.useRealTimers();
  });

  it('shows a badge and a disabled Out of Stock button for an out-of-stock product', () => {
    render(<ProductCard product={outOfStock} />);
    const button = screen.getByRole('button', { name: messages.outOfStock });
    expect(button).toBeDisabled();
    expect(screen.getAllByText(messages.outOfStock)).toHaveLength(2);
    fireEvent.click(button);
    expect(useCart.getState().items).toEqual([]);
  });

  it('shows at most two materials and the rating only when there are reviews', () => {
    const reviewed = seedProducts.find((p) => p.totalReviews > 0)!;
    const { unmount } = render(<ProductCard product={{ ...reviewed, materials: ['Walnut', 'Maple', 'Cherry'] }} />);
    const materials = screen.getByRole('list', { name: 'Materials' });
    expect(materials.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('img', { name: new RegExp(`Rated ${reviewed.averageRating.toFixed(1)} out of 5`) })).toBeInTheDocument();
    unmount();
    render(<ProductCard product={inStock} />);
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
  });

  it('falls back to the wood placeholder when the photo fails', () => {
    render(<ProductCard product={inStock} />);
    const img = document.querySelector('img')!;
    fireEvent.error(img);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: inStock.name, hidden: true })).toBeInTheDocument();
  });

  it('links to the product page instead of adding when an option is required', () => {
    const required = {
      ...inStock,
      customizationOptions: [
        { id: 'name', name: 'Name', type: 'text' as const, required: true, description: '', priceAdjustment: 0 },
      ],
    };
    render(<ProductCard product={required} />);
    expect(screen.queryByRole('button', { name: /^Add to Cart/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose options' })).toHaveAttribute('href', `/product/${inStock.id}`);
  });
});
