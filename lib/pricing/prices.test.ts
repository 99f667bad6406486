import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/content/products';
import {
  buildCustomizations,
  customizationAdjustment,
  lineTotal,
  linesSubtotal,
  lowestUnitPrice,
  missingRequiredOptions,
  orderTotals,
  taxOf,
  TAX_RATE,
  unitPrice,
  type CustomizationValue,
} from './prices';
import type { BooleanOption, CustomizationOption, SelectOption, TextOption } from '@/types/shop';

// The seed customisation options of rules §9, built inline.
const woodType: SelectOption = {
  id: 'wood-type',
  name: 'Wood Type',
  type: 'select',
  required: false,
  description: 'Choose the wood',
  choices: [
    { id: 'walnut', name: 'Walnut', priceAdjustment: 0 },
    { id: 'maple', name: 'Maple', priceAdjustment: 15 },
    { id: 'cherry', name: 'Cherry', priceAdjustment: 25 },
    { id: 'oak', name: 'Oak', priceAdjustment: 20 },
  ],
};
const engraving: TextOption = {
  id: 'engraving',
  name: 'Custom Engraving',
  type: 'text',
  required: false,
  description: 'Add a name or message',
  priceAdjustment: 25,
  maxLength: 30,
};
const juiceGroove: BooleanOption = {
  id: 'juice-groove',
  name: 'Juice Groove',
  type: 'boolean',
  required: false,
  description: 'Add a juice groove',
  priceAdjustment: 15,
};
const finish: SelectOption = {
  id: 'finish',
  name: 'Finish',
  type: 'select',
  required: false,
  description: 'Choose the finish',
  choices: [
    { id: 'natural', name: 'Natural Oil', priceAdjustment: 0 },
    { id: 'dark-stain', name: 'Dark Stain', priceAdjustment: 10 },
    { id: 'clear-coat', name: 'Clear Coat', priceAdjustment: 8 },
  ],
};
const logoEngraving: TextOption = {
  id: 'logo-engraving',
  name: 'Logo/Text Engraving',
  type: 'text',
  required: false,
  description: 'Engrave a logo or text',
  priceAdjustment: 15,
  maxLength: 20,
};
const hookCount: SelectOption = {
  id: 'hook-count',
  name: 'Number of Hooks',
  type: 'select',
  required: false,
  description: 'How many hooks',
  choices: [
    { id: '3', name: '3 Hooks', priceAdjustment: -10 },
    { id: '4', name: '4 Hooks', priceAdjustment: -5 },
    { id: '5', name: '5 Hooks', priceAdjustment: 0 },
    { id: '6', name: '6 Hooks', priceAdjustment: 8 },
    { id: '8', name: '8 Hooks', priceAdjustment: 15 },
  ],
};
const familyName: TextOption = {
  id: 'family-name',
  name: 'Family Name',
  type: 'text',
  required: false,
  description: 'Name to engrave',
  priceAdjustment: 20,
  maxLength: 25,
};

const boardOptions: CustomizationOption[] = [woodType, engraving, juiceGroove];
const board = { price: 89, customizationOptions: boardOptions };

describe('customizationAdjustment (rules §9 seed adjustments)', () => {
  it.each<[string, CustomizationOption, CustomizationValue, number]>([
    ['wood maple', woodType, 'maple', 15],
    ['wood cherry', woodType, 'cherry', 25],
    ['wood oak', woodType, 'oak', 20],
    ['wood walnut', woodType, 'walnut', 0],
    ['wood unknown choice', woodType, 'teak', 0],
    ['wood empty', woodType, '', 0],
    ['wood unset', woodType, undefined, 0],
    ['engraving "Smith"', engraving, 'Smith', 25],
    ['engraving blank', engraving, '   ', 0],
    ['engraving unset', engraving, undefined, 0],
    ['juice groove true', juiceGroove, true, 15],
    ['juice groove false', juiceGroove, false, 0],
    ['juice groove "true" text', juiceGroove, 'true', 0],
    ['finish dark stain', finish, 'dark-stain', 10],
    ['finish clear coat', finish, 'clear-coat', 8],
    ['logo engraving', logoEngraving, 'ACME', 15],
    ['hook count 3', hookCount, '3', -10],
    ['hook count 4', hookCount, '4', -5],
    ['hook count 5', hookCount, '5', 0],
    ['hook count 6', hookCount, '6', 8],
    ['hook count 8', hookCount, '8', 15],
    ['family name', familyName, 'The Smiths', 20],
  ])('%s → %d', (_label, option, value, adjustment) => {
    expect(customizationAdjustment(option, value)).toBe(adjustment);
  });
});

describe('buildCustomizations', () => {
  it('keeps chosen values in option order, with name and adjustment', () => {
    const values = { 'juice-groove': true, engraving: '  Smith  ', 'wood-type': 'cherry' };
    expect(buildCustomizations(boardOptions, values)).toEqual([
      { optionId: 'wood-type', optionName: 'Wood Type', value: 'cherry', priceAdjustment: 25 },
      { optionId: 'engraving', optionName: 'Custom Engraving', value: 'Smith', priceAdjustment: 25 },
      { optionId: 'juice-groove', optionName: 'Juice Groove', value: true, priceAdjustment: 15 },
    ]);
  });

  it.each<[string, Record<string, string | boolean>]>([
    ['nothing chosen', {}],
    ['empty select', { 'wood-type': '' }],
    ['unknown choice', { 'wood-type': 'teak' }],
    ['blank text', { engraving: '   ' }],
    ['false boolean', { 'juice-groove': false }],
    ['unknown option id', { 'gift-wrap': true }],
  ])('drops %s', (_label, values) => {
    expect(buildCustomizations(boardOptions, values)).toEqual([]);
  });

  it.each([
    [engraving, 'x'.repeat(40), 30],
    [logoEngraving, 'y'.repeat(21), 20],
    [familyName, 'z'.repeat(26), 25],
  ])('cuts $name to maxLength', (option, text, length) => {
    const [customization] = buildCustomizations([option], { [option.id]: text });
    expect(customization.value).toBe(text.slice(0, length));
  });

  it('returns [] for a product without options', () => {
    expect(buildCustomizations(undefined, { engraving: 'Smith' })).toEqual([]);
  });
});

describe('missingRequiredOptions', () => {
  const requiredName: TextOption = { ...familyName, required: true };
  const requiredFinish: SelectOption = { ...finish, required: true };
  const options = [requiredName, requiredFinish, juiceGroove];

  it.each<[string, Record<string, string | boolean>, string[]]>([
    ['nothing chosen', {}, ['family-name', 'finish']],
    ['blank text', { 'family-name': '  ', finish: 'natural' }, ['family-name']],
    ['unknown choice', { 'family-name': 'Smith', finish: 'gold' }, ['finish']],
    ['all chosen', { 'family-name': 'Smith', finish: 'natural' }, []],
  ])('%s → %j', (_label, values, missing) => {
    expect(missingRequiredOptions(options, values).map((option) => option.id)).toEqual(missing);
  });
});

describe('unitPrice', () => {
  it.each<[string, Record<string, string | boolean>, number]>([
    ['no customisation', {}, 89],
    ['cherry + engraving + juice groove', { 'wood-type': 'cherry', engraving: 'Smith', 'juice-groove': true }, 154],
    ['maple only', { 'wood-type': 'maple' }, 104],
  ])('%s → %d', (_label, values, price) => {
    expect(unitPrice(board, buildCustomizations(boardOptions, values))).toBe(price);
  });

  it('applies negative adjustments (3 hooks −10)', () => {
    const hanger = { price: 45, customizationOptions: [hookCount, familyName] };
    expect(unitPrice(hanger, buildCustomizations(hanger.customizationOptions, { 'hook-count': '3' }))).toBe(35);
  });

  it('ignores a tampered stored priceAdjustment and prices from the current options', () => {
    const tampered = [
      { optionId: 'wood-type', optionName: 'Wood Type', value: 'cherry', priceAdjustment: -80 },
      { optionId: 'juice-groove', optionName: 'Juice Groove', value: true, priceAdjustment: 0 },
    ];
    expect(unitPrice(board, tampered)).toBe(89 + 25 + 15);
  });

  it.each([
    [
      'an option that no longer exists',
      [{ optionId: 'gift-wrap', optionName: 'Gift Wrap', value: true, priceAdjustment: 10 }],
      89,
    ],
    [
      'a choice that no longer exists',
      [{ optionId: 'wood-type', optionName: 'Wood Type', value: 'teak', priceAdjustment: 30 }],
      89,
    ],
    [
      'the same option twice',
      [
        { optionId: 'wood-type', optionName: 'Wood Type', value: 'cherry', priceAdjustment: 25 },
        { optionId: 'wood-type', optionName: 'Wood Type', value: 'cherry', priceAdjustment: 25 },
      ],
      114,
    ],
  ])('counts nothing for %s', (_label, customizations, price) => {
    expect(unitPrice(board, customizations)).toBe(price);
  });

  it('prices seed product 1 with cherry, engraving "Smith" and juice groove at base + 65', () => {
    const product = seedProducts.find((candidate) => candidate.id === '1');
    if (!product) throw new Error('seed product 1 missing');
    const values = { 'wood-type': 'cherry', engraving: 'Smith', 'juice-groove': true };
    expect(unitPrice(product, buildCustomizations(product.customizationOptions, values))).toBe(product.price + 65);
  });

  it('is the base price for a product without options', () => {
    const stale = [{ optionId: 'engraving', optionName: 'Engraving', value: 'x', priceAdjustment: 25 }];
    expect(unitPrice({ price: 24.99 }, stale)).toBe(24.99);
  });
});

describe('lowestUnitPrice: the least a piece can cost with its options', () => {
  it('takes the lowest choice of each option that lowers the price, and nothing for those that only raise it', () => {
    // The key hanger: $48 with 3 hooks (-10) is $38; the family name (+20) only raises it.
    expect(lowestUnitPrice({ price: 48, customizationOptions: [hookCount, familyName] })).toBe(38);
    expect(lowestUnitPrice(board)).toBe(89);
    expect(lowestUnitPrice({ price: 24.99 })).toBe(24.99);
  });

  it('adds every option that lowers the price, in cents', () => {
    const plainEdge: BooleanOption = { ...juiceGroove, id: 'plain-edge', priceAdjustment: -0.1 };
    const noStand: BooleanOption = { ...juiceGroove, id: 'no-stand', priceAdjustment: -0.2 };
    expect(lowestUnitPrice({ price: 0.3, customizationOptions: [plainEdge, noStand] })).toBe(0);
    expect(lowestUnitPrice({ price: 10, customizationOptions: [hookCount, plainEdge] })).toBe(-0.1);
  });
});

describe('lineTotal and linesSubtotal', () => {
  it.each([
    [19.99, 3, 59.97],
    [0.1, 3, 0.3],
    [89, 0, 0],
  ])('%d × %d = %d', (price, quantity, total) => {
    expect(lineTotal(price, quantity)).toBe(total);
  });

  it('sums lines in cents', () => {
    const lines = [
      { unitPrice: 0.1, quantity: 1 },
      { unitPrice: 0.2, quantity: 1 },
      { unitPrice: 19.99, quantity: 2 },
    ];
    expect(linesSubtotal(lines)).toBe(40.28);
  });
});

describe('tax: 8% of subtotal, rounded to cents (rules §9)', () => {
  it('is 8%', () => {
    expect(TAX_RATE).toBe(0.08);
  });

  it.each([
    [100, 8],
    [0, 0],
    [10.05, 0.8], // 0.804
    [55.55, 4.44], // 4.444
    [18.31, 1.46], // 1.4648
    [18.32, 1.47], // 1.4656
    [0.1 + 0.2, 0.02], // 0.024
  ])('taxOf(%d) = %d', (subtotal, tax) => {
    expect(taxOf(subtotal)).toBe(tax);
  });

  it.each([
    [{ subtotal: 55.55, shipping: 19.5 }, { subtotal: 55.55, shipping: 19.5, tax: 4.44, total: 79.49 }],
    [{ subtotal: 10.05, shipping: 0 }, { subtotal: 10.05, shipping: 0, tax: 0.8, total: 10.85 }],
    [{ subtotal: 0.1 + 0.2, shipping: 0.1 }, { subtotal: 0.3, shipping: 0.1, tax: 0.02, total: 0.42 }],
    [{ subtotal: 499.99, shipping: 42 }, { subtotal: 499.99, shipping: 42, tax: 40, total: 581.99 }],
  ])('orderTotals(%j) = %j', (input, totals) => {
    expect(orderTotals(input)).toEqual(totals);
  });
});
