import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { seedProducts } from '@/content/products';
import { holdAddress, openAt } from '@/test-support/navigation';
import { CatalogueBrowser } from './catalogue-browser';

// The page changes its address at once, but React reads it back a moment later (on a busy phone, later still).
// Here it never does, so each change below is made before the page has seen the one before it.

describe('CatalogueBrowser, changed faster than the page re-reads its address', () => {
  beforeEach(() => {
    openAt('/products');
    holdAddress();
  });

  it('a sort chosen right after a category keeps the category', () => {
    render(<CatalogueBrowser fromBuild={seedProducts} />);
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name: 'Key Hangers' }));
    expect(window.location.search).toBe('?category=key-hangers');

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-desc' } });
    expect(window.location.search).toBe('?category=key-hangers&sort=price-desc');
  });

  it('a category chosen right after a search keeps the search', () => {
    render(<CatalogueBrowser fromBuild={seedProducts} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: 'oak' } });
    expect(window.location.search).toBe('?q=oak');

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name: 'Key Hangers' }));
    expect(window.location.search).toBe('?category=key-hangers&q=oak');
  });

  // The framework's router may take the category and the Back that followed it in one render, so its address never
  // changes; the grid still follows Back.
  it('Back right after a category shows every product again', async () => {
    render(<CatalogueBrowser fromBuild={seedProducts} />);
    const count = screen.getByTestId('product-count');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name: 'Key Hangers' }));
    const hangers = seedProducts.filter((p) => p.category === 'key-hangers').length;
    expect(count).toHaveTextContent(`${hangers} products`);

    window.history.back();
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(count).toHaveTextContent(`${seedProducts.length} products`));
  });
});

describe('CatalogueBrowser, the search box and the address', () => {
  const searchBox = () => screen.getByRole('searchbox', { name: 'Search products' });
  const count = () => screen.getByTestId('product-count');

  beforeEach(() => openAt('/products'));

  it('empties the box when the header\'s search icon opens /products?focus=search after a search', async () => {
    const { rerender } = render(<CatalogueBrowser fromBuild={seedProducts} />);
    await userEvent.type(searchBox(), 'walnut');
    expect(window.location.search).toBe('?q=walnut');
    expect(count()).toHaveTextContent('8 products');

    // The header's link is a navigation: the router moves the address and renders the page again.
    openAt('/products?focus=search');
    rerender(<CatalogueBrowser fromBuild={seedProducts} />);
    expect(count()).toHaveTextContent(`${seedProducts.length} products`);
    expect(searchBox()).toHaveValue('');
  });

  it('empties the box when "Browse all products" follows a search that found nothing', async () => {
    render(<CatalogueBrowser fromBuild={seedProducts} />);
    await userEvent.type(searchBox(), 'xyzzy');
    expect(screen.getByText(messages.noProductsInCategory)).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Browse all products' }));
    expect(window.location.search).toBe('');
    expect(count()).toHaveTextContent(`${seedProducts.length} products`);
    expect(searchBox()).toHaveValue('');
  });

  it('keeps what the shopper types, spaces included, though the address holds it trimmed', async () => {
    render(<CatalogueBrowser fromBuild={seedProducts} />);
    await userEvent.type(searchBox(), 'oak b');
    expect(window.location.search).toBe('?q=oak+b');
    await userEvent.type(searchBox(), '{Backspace}');
    expect(window.location.search).toBe('?q=oak');
    expect(searchBox()).toHaveValue('oak ');
    await userEvent.type(searchBox(), 'c');
    expect(searchBox()).toHaveValue('oak c');
  });
});

describe('CatalogueBrowser with a large catalogue', () => {
  // 60 products named "Board 00" to "Board 59", each dearer than the one before.
  const catalogue = Array.from({ length: 60 }, (_, i) => ({
    ...seedProducts[i % seedProducts.length],
    id: `large-${i}`,
    name: `Board ${String(i).padStart(2, '0')}`,
    price: 10 + i,
    inStock: true,
  }));
  const shownNames = () => within(screen.getByTestId('product-grid')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

  beforeEach(() => openAt('/products'));

  it('shows 24 products, 24 more for each Show more, and starts again from the first 24 of a new sort', () => {
    render(<CatalogueBrowser fromBuild={catalogue} />);
    expect(shownNames()).toHaveLength(24);
    expect(shownNames()[0]).toBe('Board 00');

    fireEvent.click(screen.getByRole('button', { name: 'Show more (36 more)' }));
    expect(shownNames()).toHaveLength(48);
    fireEvent.click(screen.getByRole('button', { name: 'Show more (12 more)' }));
    expect(shownNames()).toHaveLength(60);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-desc' } });
    expect(shownNames()).toHaveLength(24);
    expect(shownNames().slice(0, 3)).toEqual(['Board 59', 'Board 58', 'Board 57']);
    expect(shownNames()[23]).toBe('Board 36');
    expect(screen.getByRole('button', { name: 'Show more (36 more)' })).toBeTruthy();
  });
});
