import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedProducts } from '@/content/products';
import { holdAddress, openAt } from '@/lib/test-navigation';
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
});
