import { describe, expect, it } from 'vitest';
import { buildCustomizations, unitPrice } from '@/lib/pricing/prices';
import {
  DEFAULT_ESTIMATE_COUNTRY,
  ESTIMATE_COUNTRIES,
  PRODUCT_QUANTITIES,
  isEstimateCountry,
  isProductQuantity,
  productShippingEstimate,
} from './product-page';
import { seed } from '@/test-support/products';

function estimate(id: string, quantity: number, country: string, unit = seed(id).price) {
  return productShippingEstimate({ product: seed(id), unitPrice: unit, quantity, country });
}

describe('product page quantity (rules §9: 1 to 5)', () => {
  it('offers 1 to 5', () => {
    expect(PRODUCT_QUANTITIES).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [2.5, false],
    ['3', false],
  ])('%j is a product quantity: %s', (value, valid) => {
    expect(isProductQuantity(value)).toBe(valid);
  });
});

describe('product page shipping estimate (rules §2, §9)', () => {
  it('offers Canada, United States and Other, Canada by default', () => {
    expect(ESTIMATE_COUNTRIES).toEqual(['Canada', 'United States', 'Other']);
    expect(DEFAULT_ESTIMATE_COUNTRY).toBe('Canada');
    expect(isEstimateCountry('Other')).toBe(true);
    expect(isEstimateCountry('Mexico')).toBe(false);
  });

  // Product 1 weighs "4.5 lbs": weight beyond the first unit is 3.5 at quantity 1, 21.5 at quantity 5.
  it.each([
    ['Canada', 1, 'Standard Shipping', 25.5, '5-8 business days'], // 15 + 3 × 3.5
    ['United States', 1, 'Standard International', 39, '7-14 business days'], // 25 + 4 × 3.5
    ['Other', 1, 'International Shipping', 56, '14-21 business days'], // 35 + 6 × 3.5
    ['Canada', 5, 'Standard Shipping', 79.5, '5-8 business days'], // 15 + 3 × 21.5
    ['Other', 5, 'International Shipping', 164, '14-21 business days'], // 35 + 6 × 21.5 (22.5 ≤ 30)
  ])('product 1 to %s at quantity %d: %s, $%d, %s', (country, quantity, name, cost, days) => {
    expect(estimate('1', quantity, country)).toMatchObject({ name, cost, estimatedDays: days, free: false });
  });

  it.each([
    ['Canada', 3, false], // 375 < 500
    ['Canada', 4, true], // 500: the threshold itself is free
    ['United States', 3, false], // 375 < 400
    ['United States', 4, true], // 500 ≥ 400
    ['Other', 4, false], // no threshold outside Canada and the US
  ])('product 5 ($125) to %s at quantity %d ships free: %s', (country, quantity, free) => {
    const option = estimate('5', quantity, country);
    expect(option?.free).toBe(free);
    expect(option?.cost === 0).toBe(free);
  });

  it('counts base prices for the free threshold, not customisation adjustments', () => {
    const product = seed('1');
    const values = { 'wood-type': 'cherry', engraving: 'Smith', 'juice-groove': true };
    const unit = unitPrice(product, buildCustomizations(product.customizationOptions, values));
    expect(unit).toBe(130);
    // 4 × 130 = 520 with adjustments, but 4 × 65 = 260 at base prices: not free.
    expect(estimate('1', 4, 'Canada', unit)).toMatchObject({ free: false, cost: 15 + 3 * 17 });
  });

  it('never offers Local Delivery, which needs the delivery city', () => {
    for (const country of ESTIMATE_COUNTRIES) {
      for (const quantity of [1, 2, 3, 4, 5]) {
        expect(estimate('9', quantity, country)?.name).not.toMatch(/Local/);
      }
    }
  });

  it.each([
    ['16', 4, 'Other', 'International Shipping'], // 27.2 lbs ≤ 30
    ['16', 5, 'Other', null], // 34 lbs > 30
    ['16', 5, 'Canada', 'Standard Shipping'], // 34 lbs ≤ 50
  ])('product %s at quantity %d to %s: %s', (id, quantity, country, name) => {
    expect(estimate(id, quantity, country)?.name ?? null).toBe(name);
  });
});
