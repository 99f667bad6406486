import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAdjustment, formatPrice, roundMoney, toCents } from './money';

describe('money', () => {
  it('converts dollars to whole cents without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-10)).toBe(-1000);
  });

  it('rounds to 2 decimals, half away from zero', () => {
    expect(roundMoney(8.645)).toBe(8.65);
    expect(roundMoney(10.004)).toBe(10);
  });

  it('formats CAD prices and adjustments', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatAdjustment(15)).toBe('+$15.00');
    expect(formatAdjustment(-10)).toBe('-$10.00');
    expect(formatAdjustment(0)).toBe('');
  });

  it('writes every amount exactly as Intl formats CAD for en-CA', () => {
    const intl = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
    for (const dollars of [0, 0.05, 0.5, 1, 9.99, 999.99, 1000, 1234567.891, -0.01, -15, -1234.5]) {
      expect(formatPrice(dollars)).toBe(intl.format(roundMoney(dollars)));
    }
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(formatPrice(cents / 100)).toBe(intl.format(cents / 100));
      }),
    );
  });
});
