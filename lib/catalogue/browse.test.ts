import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/content/products';
import { FEATURED_COUNT, browseCatalogue, featuredProducts, needsConfiguration } from './browse';
import type { Product } from '@/types/shop';

const names = (products: Product[]) => products.map((p) => p.name);
const all = { category: 'all', search: '', sort: 'name' } as const;

describe('browseCatalogue', () => {
  it('keeps every product for "all" and only the category otherwise', () => {
    expect(browseCatalogue(seedProducts, all)).toHaveLength(16);
    expect(names(browseCatalogue(seedProducts, { ...all, category: 'cutting-boards' }))).toEqual([
      'Cherry Charcuterie Board',
      'Edge-Grain Hardwood Cutting Board',
      'Maple Bar Board',
    ]);
  });

  it('matches nothing for an unknown category', () => {
    expect(browseCatalogue(seedProducts, { ...all, category: 'garden' })).toEqual([]);
  });

  it.each([
    ['name', (a: Product, b: Product) => a.name.localeCompare(b.name)],
    ['price-asc', (a: Product, b: Product) => a.price - b.price || a.name.localeCompare(b.name)],
    ['price-desc', (a: Product, b: Product) => b.price - a.price || a.name.localeCompare(b.name)],
  ] as const)('sorts by %s', (sort, compare) => {
    const sorted = browseCatalogue(seedProducts, { ...all, sort });
    expect(names(sorted)).toEqual(names([...seedProducts].sort(compare)));
  });

  it('sorts names as an English reader expects: case and accents aside, spaces before letters', () => {
    const named = ['cherry tray', 'Éclair Stand', 'Oakley Box', 'apple board', 'Oak Board', 'Banana Hook'].map(
      (name, i) => ({ ...seedProducts[0], id: String(i), name }),
    );
    const sorted = names(browseCatalogue(named, all));
    expect(sorted).toEqual(['apple board', 'Banana Hook', 'cherry tray', 'Éclair Stand', 'Oak Board', 'Oakley Box']);
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    expect(sorted).toEqual(names(named).sort(collator.compare));
  });

  it('puts the cheapest (24) first and the dearest (125) last when sorting by price', () => {
    const sorted = browseCatalogue(seedProducts, { ...all, sort: 'price-asc' });
    expect(sorted[0].price).toBe(24);
    expect(sorted.at(-1)?.price).toBe(125);
  });

  it('searches name, description, category and materials, case-insensitively, every word', () => {
    // "Maple Breakfast Tray" has walnut only in its materials (walnut handles), "Family Key Hanger" and the world map
    // in their materials or description.
    expect(names(browseCatalogue(seedProducts, { ...all, search: 'WALNUT' }))).toEqual([
      'Family Key Hanger',
      'Layered Hardwood World Map',
      'Maple Breakfast Tray',
      'Turned Walnut Bowl',
      'Walnut Desk Organizer',
      'Walnut Pen Holder',
      'Walnut Serving Tray',
      'Walnut Tablet Stand',
    ]);
    expect(names(browseCatalogue(seedProducts, { ...all, search: 'mineral oil' }))).toEqual([
      'Cherry Charcuterie Board',
      'Edge-Grain Hardwood Cutting Board',
      'Maple Bar Board',
      'Maple Bread Box',
      'Turned Walnut Bowl',
      'Walnut Serving Tray',
    ]);
    expect(names(browseCatalogue(seedProducts, { ...all, search: 'key hangers' }))).toEqual(['Entryway Key and Mail Organizer', 'Family Key Hanger']);
    expect(browseCatalogue(seedProducts, { ...all, search: 'walnut zebra-unicorn' })).toEqual([]);
  });

  it('combines search with the category filter', () => {
    const result = browseCatalogue(seedProducts, { category: 'office-accessories', search: 'walnut', sort: 'name' });
    expect(names(result)).toEqual(['Walnut Desk Organizer', 'Walnut Pen Holder']);
  });

  it('does not reorder the list it was given', () => {
    const copy = [...seedProducts];
    browseCatalogue(copy, { ...all, sort: 'price-desc' });
    expect(copy).toEqual(seedProducts);
  });
});

describe('featured products', () => {
  it('are the first 6 of the catalogue (rules §9)', () => {
    expect(FEATURED_COUNT).toBe(6);
    expect(featuredProducts(seedProducts).map((p) => p.id)).toEqual(['1', '2', '3', '4', '5', '6']);
  });
});

describe('needsConfiguration', () => {
  it('is true only when an option is required (seed select options are not)', () => {
    expect(seedProducts.some(needsConfiguration)).toBe(false);
    const withRequired: Product = {
      ...seedProducts[0],
      customizationOptions: [{ id: 'x', name: 'X', type: 'boolean', required: true, description: '', priceAdjustment: 0 }],
    };
    expect(needsConfiguration(withRequired)).toBe(true);
  });
});
