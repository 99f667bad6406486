import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/content/products';
import { useCatalogue } from '@/lib/store/catalogue';
import type { Product } from '@/types/shop';
import { FeaturedProducts } from './featured-products';


const fromServer: Product = { ...seedProducts[0], id: 'Xk3pQ9wR', name: 'Prairie Sunrise Coaster Set' };

describe('FeaturedProducts', () => {
  it("shows the shared server's catalogue from its build in the exported HTML, not the seed", () => {
    const html = renderToString(<FeaturedProducts fromBuild={[fromServer]} />);
    expect(html).toContain('Prairie Sunrise Coaster Set');
    expect(html).not.toContain(seedProducts[0].name);
  });

  it("switches to the catalogue this browser reads (stored, or the server's now) once it has one", () => {
    render(<FeaturedProducts fromBuild={[fromServer]} />);
    expect(screen.getByRole('heading', { name: 'Prairie Sunrise Coaster Set' })).toBeInTheDocument();
    act(() => useCatalogue.setState({ products: [{ ...fromServer, name: 'Prairie Sunset Coaster Set' }] }));
    expect(screen.getByRole('heading', { name: 'Prairie Sunset Coaster Set' })).toBeInTheDocument();
    expect(screen.queryByText('Prairie Sunrise Coaster Set')).not.toBeInTheDocument();
  });

  it('shows the seed catalogue in the static shop, which hands it nothing', () => {
    render(<FeaturedProducts />);
    expect(screen.getByRole('heading', { name: seedProducts[0].name })).toBeInTheDocument();
  });
});
