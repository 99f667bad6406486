import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { seedProducts } from '@/content/products';
import {
  IMAGE_URL_ERROR,
  PRICE_ERROR,
  cleanRows,
  draftFromProduct,
  emptyDraft,
  newProduct,
  editableValues,
  parsePrice,
  productEdit,
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

  it.each(['-1', '-0.01', 'abc', '12.345', '1e3', '$5', '100000', '99999999999999999'])('refuses the price %j (0 to 99,999.99, step 0.01)', (price) => {
    expect(validateDraft({ ...filled, price })).toEqual({ ok: false, error: PRICE_ERROR, fields: ['price'] });
  });

  it.each(['weight', 'dimensions', 'craftingTime'] as const)('refuses a %s over 200 characters, naming that field', (field) => {
    expect(validateDraft({ ...filled, [field]: 'x'.repeat(201) })).toEqual({
      ok: false,
      error: 'Please keep this to 200 characters or fewer (it has 201).',
      fields: [field],
    });
  });

  it('refuses a material over 200 characters, pointing at its row', () => {
    expect(validateDraft({ ...filled, materials: ['Walnut', 'x'.repeat(205), 'Beeswax'] })).toEqual({
      ok: false,
      error: 'Please keep this to 200 characters or fewer (it has 205).',
      fields: ['materials'],
      badMaterials: [1],
    });
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
    ['99999.99', 99_999.99],
    ['100000', null],
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

describe('productEdit (an edit saved over the product as it is now)', () => {
  const opened = editableValues(seedProducts[2]);

  it('puts the fields changed in the form over the product, keeping what another tab changed in the others', () => {
    const current = { ...opened, price: 99, materials: ['Oak', 'Linseed oil'] };
    const edited = { ...opened, name: 'Family Key Hanger v2', inStock: !opened.inStock };
    expect(productEdit(opened, current, edited)).toEqual({
      ok: true,
      values: { ...opened, name: 'Family Key Hanger v2', inStock: !opened.inStock, price: 99, materials: ['Oak', 'Linseed oil'] },
      changed: ['name', 'inStock'],
    });
  });

  it('refuses, naming them, fields changed both in the form and elsewhere to something else', () => {
    const current = { ...opened, price: 99, images: ['/a.jpg'] };
    const edited = { ...opened, price: 50, images: ['/b.jpg'], name: 'Renamed' };
    expect(productEdit(opened, current, edited)).toEqual({ ok: false, changedElsewhere: ['price', 'images'] });
  });

  it('takes a field changed in both places to the same value', () => {
    const current = { ...opened, price: 50 };
    expect(productEdit(opened, current, { ...opened, price: 50 })).toEqual({ ok: true, values: current, changed: ['price'] });
  });
});
