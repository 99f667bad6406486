// Money is kept in integer cents inside lib/; dollars appear only at the edges (seed data, display).

export type Cents = number;

/** Dollars to integer cents, rounding half away from zero once, at the edge. */
export function toCents(dollars: number): Cents {
  const cents = Math.round(Math.abs(dollars) * 100 + Number.EPSILON * 100);
  return dollars < 0 ? -cents : cents;
}

export function toDollars(cents: Cents): number {
  return cents / 100;
}

/** Rounds a dollar amount to 2 decimals (half away from zero), e.g. 10.005 → 10.01. */
export function roundMoney(dollars: number): number {
  return toDollars(toCents(dollars));
}

const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** "$1,234.50" — prices are CAD (SPEC §1). */
export function formatPrice(dollars: number): string {
  return cad.format(roundMoney(dollars));
}

/** "+$15.00", "-$10.00", or "" for no change: the price effect of a customisation. */
export function formatAdjustment(dollars: number): string {
  if (dollars === 0) return '';
  return `${dollars > 0 ? '+' : '-'}${formatPrice(Math.abs(dollars))}`;
}
