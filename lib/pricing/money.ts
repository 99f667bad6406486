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

/**
 * "$1,234.50" — prices are CAD (rules §1), written as Intl.NumberFormat('en-CA', CAD) writes them (the test holds
 * the two equal). Not Intl itself: a page's first Intl formatter loads locale data, about 25 ms on a phone-class
 * CPU before the first price can show, and nearly every page shows a price.
 */
export function formatPrice(dollars: number): string {
  const cents = toCents(dollars);
  const whole = Math.floor(Math.abs(cents) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${whole}.${fraction}`;
}

/** "+$15.00", "-$10.00", or "" for no change: the price effect of a customisation. */
export function formatAdjustment(dollars: number): string {
  if (dollars === 0) return '';
  return `${dollars > 0 ? '+' : '-'}${formatPrice(Math.abs(dollars))}`;
}
