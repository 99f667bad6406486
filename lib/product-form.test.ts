import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { seedProducts } from '@/content/products';
import {
  IMAGE_URL_ERROR,
  PRICE_ERROR,
  checkStoredProduct,
  cleanRows,
  draftFromProduct,
  emptyDraft,
  newProduct,
  parsePrice,
  validateDraft,
  type ProductDraft,
} from './product-form';

const filled: ProductDraft = {
  ...emptyDraft(),
  name: 'Walnut Coaster Set',
  description: 'Four coasters with a stand.',
  price: '34.50',
  category: 'home-decor',
  images: ['https://images.unsplash.com/coasters.jpg'],
  materials: ['Walnut'],
};

describe('validateDraft (rules §5 admin product form)', () => {
  it.each([
    ['name', { name: '' }, ['name']],
    ['description', { description: '   ' }, ['description']],
    ['price', { price: '' }, ['price']],
    ['name and price', { name: ' ', price: '' }, ['name', 'price']],
  ] as const)("missing %s → 'Please fill in all required fields', marking those fields", (_case, change, fields) => {
    expect(validateDraft({ ...filled, ...change })).toEqual({
      ok: false,
      error: messages.fillRequiredFields,
      fields,
    });
  });

  it("no non-blank image URL → 'Please add at least one product image'", () => {
    for (const images of [[], [''], ['  ', '']]) {
      expect(validateDraft({ ...filled, images })).toEqual({
        ok: false,
        error: messages.addProductImage,
        fields: ['images'],
      });
    }
  });

  it('asks for the required fields before the image', () => {
    expect(validateDraft({ ...filled, name: '', images: [''] })).toMatchObject({ error: messages.fillRequiredFields });
  });

  it.each(['-1', '-0.01', 'abc', '12.345', '1e3', '$5'])('refuses the price %j (minimum 0, step 0.01)', (price) => {
    expect(validateDraft({ ...filled, price })).toEqual({ ok: false, error: PRICE_ERROR, fields: ['price'] });
  });

  it('points at the unsafe image rows by index', () => {
    const result = validateDraft({
      ...filled,
      images: ['https://images.unsplash.com/a.jpg', '', 'javascript:alert(1)', 'data:image/png;base64,AAAA'],
    });
    expect(result).toEqual({ ok: false, error: IMAGE_URL_ERROR, fields: ['images'], badImages: [2, 3] });
  });

  it('saves trimmed values with blank image and material rows dropped', () => {
    const result = validateDraft({
      ...filled,
      name: '  Walnut Coaster Set ',
      price: '0',
      images: ['', ' /images/coasters.jpg ', '   ', 'https://images.unsplash.com/b.jpg'],
      materials: ['Walnut', '', '  ', ' Beeswax '],
      weight: ' 1.5 lbs ',
    });
    expect(result).toEqual({
      ok: true,
      values: {
        name: 'Walnut Coaster Set',
        description: 'Four coasters with a stand.',
        price: 0,
        category: 'home-decor',
        inStock: true,
        weight: '1.5 lbs',
        dimensions: '',
        craftingTime: '',
        images: ['/images/coasters.jpg', 'https://images.unsplash.com/b.jpg'],
        materials: ['Walnut', 'Beeswax'],
      },
    });
  });
});

describe('cleanRows', () => {
  it.each([
    [[''], []],
    [['a', ' ', 'b '], ['a', 'b']],
    [[], []],
  ])('%j → %j', (rows, expected) => {
    expect(cleanRows(rows)).toEqual(expected);
  });
});

describe('parsePrice', () => {
  it.each([
    ['24', 24],
    ['24.5', 24.5],
    ['24.99', 24.99],
    ['0', 0],
    ['.5', 0.5],
    [' 125.00 ', 125],
    ['-3', null],
    ['1.005', null],
  ])('%j → %s', (text, expected) => {
    expect(parsePrice(text)).toBe(expected);
  });
});

describe('draftFromProduct (edit mode)', () => {
  it('fills the form from the product, with one empty row where a list is empty', () => {
    const product = { ...seedProducts[0], materials: [] };
    const draft = draftFromProduct(product);
    expect(draft).toMatchObject({ name: product.name, price: '65.00', images: product.images, materials: [''] });
    expect(validateDraft(draft)).toMatchObject({ ok: true });
  });
});

describe('newProduct', () => {
  it('starts without reviews or options', () => {
    const result = validateDraft(filled);
    if (!result.ok) throw new Error('draft should be valid');
    expect(newProduct('42', result.values)).toEqual({
      id: '42',
      ...result.values,
      reviews: [],
      averageRating: 0,
      totalReviews: 0,
    });
  });
});

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
    ['a price as text', { price: '34.50' }, 'Enter a price of 0 or more, in dollars and cents (for example 24.99)'],
    ['a price below 0', { price: -1 }, 'Enter a price of 0 or more, in dollars and cents (for example 24.99)'],
    ['a fraction of a cent', { price: 34.505 }, 'Enter a price of 0 or more, in dollars and cents (for example 24.99)'],
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
