import { describe, expect, it } from 'vitest';
import { shippingZones } from '@/content/shipping-zones';
import {
  cheapestOption,
  findZone,
  freeShippingSubtotal,
  parseWeight,
  rateCost,
  shippingOptions,
  totalWeight,
  type ShippingQuoteInput,
} from './shipping';
import type { ShippingRate } from '@/types/shop';

function rateById(id: string): ShippingRate {
  const rate = shippingZones.flatMap((zone) => zone.rates).find((candidate) => candidate.id === id);
  if (!rate) throw new Error(`no rate ${id}`);
  return rate;
}

function quote(overrides: Partial<ShippingQuoteInput>): ShippingQuoteInput {
  return { country: 'Canada', weight: 1, thresholdSubtotal: 0, orderValue: 100, ...overrides };
}

const ids = (input: Partial<ShippingQuoteInput>) => shippingOptions(quote(input)).map((option) => option.rateId);

describe('parseWeight', () => {
  it.each([
    ['2.5 lbs', 2.5],
    ['12 oz', 12],
    ['N/A', 1],
    ['', 1],
    ['approx. 3 lbs', 3],
    ['1.5-2 lbs', 1.5],
  ])('%j → %d', (text, weight) => {
    expect(parseWeight(text)).toBe(weight);
  });
});

describe('totalWeight', () => {
  it.each([
    [[], 0],
    [[{ weight: '2.5 lbs', quantity: 2 }, { weight: 'N/A', quantity: 1 }], 6],
    [[{ weight: '0.1 lbs', quantity: 3 }], 0.3],
  ])('%j → %d', (lines, weight) => {
    expect(totalWeight(lines)).toBe(weight);
  });
});

describe('findZone', () => {
  it.each([
    ['ca', 'canada'],
    ['Canada', 'canada'],
    [' CANADA ', 'canada'],
    ['usa', 'united-states'],
    ['US', 'united-states'],
    ['United States', 'united-states'],
    ['Mexico', 'international'],
    ['', 'international'],
  ])('%j → %s', (country, zoneId) => {
    expect(findZone(country).id).toBe(zoneId);
  });
});

describe('rateCost (cents): base + rate × (weight − 1), rules §9', () => {
  it.each([
    ['ca-standard', 1, 1500],
    ['ca-standard', 2.5, 1950],
    ['ca-standard', 10, 4200],
    ['ca-express', 1, 2500],
    ['ca-express', 2.5, 3250],
    ['ca-express', 10, 7000],
    ['ca-local', 1, 0],
    ['ca-local', 2.5, 0],
    ['ca-local', 10, 0],
    ['us-standard', 1, 2500],
    ['us-standard', 2.5, 3100],
    ['us-standard', 10, 6100],
    ['us-express', 1, 4500],
    ['us-express', 2.5, 5550],
    ['us-express', 10, 10800],
    ['intl-standard', 1, 3500],
    ['intl-standard', 2.5, 4400],
    ['intl-standard', 10, 8900],
    ['intl-standard', 0.5, 3500],
  ])('%s at weight %d costs %d cents', (rateId, weight, cents) => {
    expect(rateCost(rateById(rateId), weight)).toBe(cents);
  });
});

describe('shippingOptions', () => {
  it.each([
    ['Canada', ['ca-standard', 'ca-express'], [19.5, 32.5]],
    ['United States', ['us-standard', 'us-express'], [31, 55.5]],
    ['Mexico', ['intl-standard'], [44]],
  ])('%s at weight 2.5 offers %j costing %j', (country, rateIds, costs) => {
    const options = shippingOptions(quote({ country, weight: 2.5 }));
    expect(options.map((option) => option.rateId)).toEqual(rateIds);
    expect(options.map((option) => option.cost)).toEqual(costs);
    expect(options.every((option) => !option.free)).toBe(true);
  });

  it('copies name and estimated days from the rate', () => {
    expect(shippingOptions(quote({ country: 'ca' }))[0]).toEqual({
      rateId: 'ca-standard',
      name: 'Standard Shipping',
      cost: 15,
      estimatedDays: '5-8 business days',
      free: false,
    });
  });

  it.each([
    ['Canada', 49.99, 2],
    ['Canada', 50, 2],
    ['Canada', 50.01, 0],
    ['US', 50, 2],
    ['US', 50.01, 0],
    ['Mexico', 29.99, 1],
    ['Mexico', 30, 1],
    ['Mexico', 30.01, 0],
  ])('%s at weight %d offers %d rates (max weight)', (country, weight, count) => {
    expect(shippingOptions(quote({ country, weight }))).toHaveLength(count);
  });

  it.each([
    ['Canada', 499.99, false],
    ['Canada', 500, true],
    ['Canada', 500.01, true],
    ['US', 399.99, false],
    ['US', 400, true],
    ['US', 400.01, true],
    ['Mexico', 10000, false],
  ])('%s with threshold subtotal %d is free: %s', (country, thresholdSubtotal, free) => {
    const options = shippingOptions(quote({ country, weight: 10, thresholdSubtotal, orderValue: thresholdSubtotal }));
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((option) => option.free === free && (option.cost === 0) === free)).toBe(true);
  });

  it.each([
    ['Lloydminster', 100, true],
    [' lloydminster ', 100, true],
    ['LLOYDMINSTER', 1000, true],
    ['Lloydminster', 1000.01, false],
    ['Edmonton', 100, false],
    [undefined, 100, false],
  ])('Local Delivery with city %j and order value %d offered: %s', (city, orderValue, offered) => {
    expect(ids({ country: 'Canada', city, orderValue }).includes('ca-local')).toBe(offered);
  });

  it('offers no Local Delivery outside Canada even for the city name', () => {
    expect(ids({ country: 'US', city: 'Lloydminster' })).toEqual(['us-standard', 'us-express']);
  });

  it.each([
    ['not free: free Local Delivery first, then cheapest', 0, ['ca-local', 'ca-standard', 'ca-express'], [0, 42, 70]],
    ['all free: rate order kept', 500, ['ca-standard', 'ca-express', 'ca-local'], [0, 0, 0]],
  ])('sorts free first, then by cost (%s)', (_label, thresholdSubtotal, rateIds, costs) => {
    const options = shippingOptions(quote({ city: 'Lloydminster', weight: 10, thresholdSubtotal }));
    expect(options.map((option) => option.rateId)).toEqual(rateIds);
    expect(options.map((option) => option.cost)).toEqual(costs);
    expect(options[0].free).toBe(true);
  });

  it('returns [] when no rate is available, and cheapestOption is then null', () => {
    const options = shippingOptions(quote({ country: 'Mexico', weight: 31 }));
    expect(options).toEqual([]);
    expect(cheapestOption(options)).toBeNull();
  });

  it('cheapestOption is the first option', () => {
    expect(cheapestOption(shippingOptions(quote({ country: 'US', weight: 2.5 })))?.rateId).toBe('us-standard');
  });
});

describe('free threshold: the cart counts base prices, checkout includes adjustments (rules §9)', () => {
  // Base 490 plus +25 of customisation options.
  const lines = [
    { basePrice: 245, unitPrice: 257.5, quantity: 1 },
    { basePrice: 245, unitPrice: 257.5, quantity: 1 },
  ];

  it.each([
    ['base', 490, false],
    ['withAdjustments', 515, true],
  ] as const)('%s mode: subtotal %d, free: %s', (mode, subtotal, free) => {
    const thresholdSubtotal = freeShippingSubtotal(lines, mode);
    expect(thresholdSubtotal).toBe(subtotal);
    const options = shippingOptions(quote({ country: 'Canada', weight: 2, thresholdSubtotal, orderValue: 515 }));
    const option = cheapestOption(options);
    expect(option?.free).toBe(free);
    expect(option?.cost).toBe(free ? 0 : 18);
  });

  it('sums in cents', () => {
    expect(freeShippingSubtotal([{ basePrice: 0.1, unitPrice: 0.1, quantity: 3 }], 'base')).toBe(0.3);
  });
});
