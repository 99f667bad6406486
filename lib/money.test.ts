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
});
