import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/content/products';
import { checkStoredProduct } from './product-check';
import { IMAGE_URL_ERROR } from './product-form';

describe('checkStoredProduct: a product as a client sent it to the shared server', () => {
  const stored = {
    name: '  Walnut Coaster Set ',
    description: 'Four coasters with a stand.',
    price: 34.5,
    category: 'home-decor',
    inStock: true,
    weight: '1 lbs',
    dimensions: '4" x 4"',
    craftingTime: '1 week',
    images: ['https://images.unsplash.com/coasters.jpg', ' '],
    materials: ['Walnut', ''],
  };

  it('answers the values as the form stores them: trimmed, blank rows dropped, no options unless sent', () => {
    expect(checkStoredProduct(stored)).toEqual({
      ok: true,
      values: {
        ...stored,
        name: 'Walnut Coaster Set',
        images: ['https://images.unsplash.com/coasters.jpg'],
        materials: ['Walnut'],
        customizationOptions: [],
      },
    });
  });

  it.each([
    ['no description', { description: '' }, 'Please fill in all required fields'],
    ['no price', { price: undefined }, 'Please fill in all required fields'],
    ['a price as text', { price: '34.50' }, 'Enter a price from 0 to 99,999.99, in dollars and cents (for example 24.99)'],
    ['a price below 0', { price: -1 }, 'Enter a price from 0 to 99,999.99, in dollars and cents (for example 24.99)'],
    ['a price over $99,999.99', { price: 100_000 }, 'Enter a price from 0 to 99,999.99, in dollars and cents (for example 24.99)'],
    ['a fraction of a cent', { price: 34.505 }, 'Enter a price from 0 to 99,999.99, in dollars and cents (for example 24.99)'],
    ['no image', { images: [] }, 'Please add at least one product image'],
    ['a script for an image', { images: ['javascript:alert(1)'] }, IMAGE_URL_ERROR],
    ['an unknown category', { category: 'weapons' }, 'Choose one of the shop’s categories.'],
    ['options that are not a list', { customizationOptions: 'engraving' }, 'A customisation option is not one the shop can show.'],
    ['a select option without choices', { customizationOptions: [{ id: 'size', name: 'Size', type: 'select', required: false, description: '' }] }, 'A customisation option is not one the shop can show.'],
    [
      'an option taking it below $0',
      { customizationOptions: [{ id: 'plain', name: 'Plain', type: 'boolean', required: false, description: '', priceAdjustment: -34.51 }] },
      'An option may lower the price to $0 at most.',
    ],
  ])('refuses %s', (_, change, error) => {
    expect(checkStoredProduct({ ...stored, ...change })).toEqual({ ok: false, error });
  });

  it('keeps a seed product’s options as they are', () => {
    const keyHanger = seedProducts.find((p) => p.id === '3')!;
    const checked = checkStoredProduct({ ...keyHanger });
    expect(checked.ok && checked.values.customizationOptions).toEqual(keyHanger.customizationOptions);
  });
});
