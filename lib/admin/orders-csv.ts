// The orders as CSV for the owner's bookkeeping: one row per order (RFC 4180 quoting, CRLF line ends).
import { toCents, toDollars } from '@/lib/pricing/money';
import { orderItemText } from '@/lib/orders/order-items';
import type { CustomizationOption, Order } from '@/types/shop';

export const CSV_HEADER = ['Order ID', 'Date', 'Customer Email', 'Items', 'Total', 'Status'] as const;

/**
 * One field: quoted when it holds a comma, a quote or a line break, with quotes doubled. Text a spreadsheet would
 * run as a formula (starting with =, +, -, @, tab or CR, other than a plain number) gets a leading apostrophe, so
 * an order can't smuggle a formula into the owner's books.
 */
export function csvField(value: string): string {
  let text = value;
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(fields: readonly string[]): string {
  return fields.map(csvField).join(',');
}

/**
 * The CSV text. `optionsFor` finds a product's current customisation options, to name select choices.
 * Starts with a byte-order mark so spreadsheet programs read the UTF-8 names correctly.
 */
export function ordersToCsv(
  orders: readonly Order[],
  optionsFor: (productId: string) => readonly CustomizationOption[] | undefined = () => undefined,
): string {
  const rows = [csvRow(CSV_HEADER)];
  for (const order of orders) {
    rows.push(
      csvRow([
        order.id,
        order.createdAt,
        order.customerEmail,
        order.items.map((item) => orderItemText(item, optionsFor(item.productId))).join('; '),
        // Plain "112.20", no currency sign, so spreadsheets can add the column up.
        toDollars(toCents(order.total)).toFixed(2),
        order.status,
      ]),
    );
  }
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}

/** "orders-2025-06-30.csv" */
export function csvFileName(day: string): string {
  return `orders-${day}.csv`;
}
