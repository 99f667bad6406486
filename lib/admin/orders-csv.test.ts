import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/content/products';
import { makeOrder } from '@/test-support/admin-data';
import { customizationText, orderItemText } from '@/lib/orders/order-items';
import { CSV_HEADER, csvField, csvFileName, ordersToCsv } from './orders-csv';

describe('csvField: RFC 4180 escaping', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line one\nline two', '"line one\nline two"'],
    ['carriage\r\nreturn', '"carriage\r\nreturn"'],
    ['"', '""""'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 555', "'+1 555"],
    ['@cmd', "'@cmd"],
    ['-2+3', "'-2+3"],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['-12.50', '-12.50'],
  ])('keeps a spreadsheet from running %j as a formula', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

/** Splits CSV text into rows of fields, honouring quotes: the reader a spreadsheet uses. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += ch;
  }
  return rows;
}

describe('ordersToCsv', () => {
  const board = seedProducts.find((p) => p.id === '1')!;
  const woodOption = board.customizationOptions!.find((o) => o.type === 'select')!;
  const cherry = woodOption.choices[woodOption.choices.length - 1];

  const orders = [
    makeOrder({
      id: '1735689600000',
      createdAt: '2025-01-01T00:00:00.000Z',
      customerEmail: 'ada@example.com',
      total: 112.2,
      status: 'shipped',
      items: [
        {
          productId: '1',
          productName: board.name,
          unitPrice: 90,
          quantity: 2,
          customizations: [
            { optionId: woodOption.id, optionName: woodOption.name, value: cherry.id, priceAdjustment: cherry.priceAdjustment },
            { optionId: 'engraving', optionName: 'Engraving', value: 'The "Smiths", est.\n2025', priceAdjustment: 25 },
          ],
        },
        { productId: '4', productName: 'Phone Stand', unitPrice: 30, quantity: 1, customizations: [] },
      ],
    }),
    makeOrder({ id: '1735776000000', customerEmail: 'bo@example.com', total: 24, status: 'cancelled' }),
  ];

  it('has a header row and one row per order, fields intact after a round trip', () => {
    const csv = ordersToCsv(orders, (id) => seedProducts.find((p) => p.id === id)?.customizationOptions);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(csv.slice(1));
    expect(rows[0]).toEqual([...CSV_HEADER]);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      '1735689600000',
      '2025-01-01T00:00:00.000Z',
      'ada@example.com',
      `2 x ${board.name} (${woodOption.name}: ${cherry.name}; Engraving: The "Smiths", est.\n2025); 1 x Phone Stand`,
      '112.20',
      'shipped',
    ]);
    expect(rows[2].slice(4)).toEqual(['24.00', 'cancelled']);
  });

  it('is just the header for no orders', () => {
    expect(ordersToCsv([])).toBe('\uFEFFOrder ID,Date,Customer Email,Items,Total,Status\r\n');
  });

  it('names the file by day', () => {
    expect(csvFileName('2025-06-30')).toBe('orders-2025-06-30.csv');
  });
});

describe('customizationText', () => {
  const options = seedProducts.find((p) => p.id === '1')!.customizationOptions!;
  const select = options.find((o) => o.type === 'select')!;

  it('names a select choice from the product, or shows the stored id when the choice is gone', () => {
    const chosen = select.choices[0];
    const customization = { optionId: select.id, optionName: select.name, value: chosen.id, priceAdjustment: 0 };
    expect(customizationText(customization, options)).toBe(`${select.name}: ${chosen.name}`);
    expect(customizationText({ ...customization, value: 'teak' }, options)).toBe(`${select.name}: teak`);
    expect(customizationText(customization)).toBe(`${select.name}: ${chosen.id}`);
  });

  it('prefers the label frozen on the order over the current options', () => {
    const customization = { optionId: select.id, optionName: select.name, value: 'maple', valueLabel: 'Sugar maple', priceAdjustment: 15 };
    expect(customizationText(customization, options)).toBe(`${select.name}: Sugar maple`);
  });

  it('shows text as typed and a checked box as Yes', () => {
    expect(customizationText({ optionId: 'e', optionName: 'Engraving', value: 'Smith', priceAdjustment: 25 })).toBe(
      'Engraving: Smith',
    );
    expect(customizationText({ optionId: 'g', optionName: 'Juice Groove', value: true, priceAdjustment: 15 })).toBe(
      'Juice Groove: Yes',
    );
  });

  it('describes a line without customisations by quantity and name', () => {
    expect(orderItemText({ productId: '4', productName: 'Stand', unitPrice: 30, quantity: 3, customizations: [] })).toBe(
      '3 x Stand',
    );
  });
});
