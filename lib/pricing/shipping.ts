// Shipping rules of rules §9: zone lookup, rate cost, availability, free threshold and ordering of options.
import { rateCityRestrictions, shippingZones } from '@/content/shipping-zones';
import { toCents, toDollars, type Cents } from './money';
import type { ShippingRate, ShippingZone } from '@/types/shop';

const DEFAULT_WEIGHT = 1;

/** The first number in a product's weight text ("2.5 lbs" → 2.5, "12 oz" → 12); 1 when there is none. */
export function parseWeight(text: string): number {
  const match = /\d+(\.\d+)?/.exec(text);
  return match ? Number(match[0]) : DEFAULT_WEIGHT;
}

/** Sum of weight × quantity over the lines. */
export function totalWeight(lines: readonly { weight: string; quantity: number }[]): number {
  const sum = lines.reduce((total, line) => total + parseWeight(line.weight) * line.quantity, 0);
  // Drop float noise (0.1 × 3 = 0.30000000000000004) so a total at a rate's max weight is not read as over it.
  return Math.round(sum * 1e6) / 1e6;
}

function catchAllZone(): ShippingZone {
  const zone = shippingZones.find((candidate) => candidate.countries.length === 0);
  if (!zone) throw new Error('content/shipping-zones.ts needs a catch-all zone (countries: [])');
  return zone;
}

/** The zone whose countries include the name or code (case-insensitive, trimmed); otherwise the catch-all. */
export function findZone(country: string): ShippingZone {
  const key = country.trim().toLowerCase();
  return shippingZones.find((zone) => zone.countries.includes(key)) ?? catchAllZone();
}

/** base + weightRate × (weight − 1, at least 0); a flat rate costs its base only. */
export function rateCost(rate: ShippingRate, weight: number): Cents {
  const base = toCents(rate.baseRate);
  if (rate.type === 'flat') return base;
  return base + toCents(rate.weightRate * Math.max(0, weight - 1));
}

export type FreeShippingMode = 'base' | 'withAdjustments';

/**
 * The subtotal compared with a zone's free threshold (rules §9): the cart and the product estimate count base
 * prices only ('base'); checkout counts prices including customisation adjustments ('withAdjustments').
 * Prices are dollars; the result is dollars.
 */
export function freeShippingSubtotal(
  lines: readonly { basePrice: number; unitPrice: number; quantity: number }[],
  mode: FreeShippingMode,
): number {
  const cents = lines.reduce(
    (total, line) => total + toCents(mode === 'base' ? line.basePrice : line.unitPrice) * line.quantity,
    0,
  );
  return toDollars(cents);
}

/** Whether the subtotal (dollars) reaches the zone's free threshold; never for a zone without one. */
export function qualifiesForFreeShipping(zone: ShippingZone, thresholdSubtotal: number): boolean {
  return zone.freeShippingThreshold !== null && toCents(thresholdSubtotal) >= toCents(zone.freeShippingThreshold);
}

export interface ShippingQuoteInput {
  country: string;
  /** The delivery city; only checkout knows it. Without it, city-only rates (Local Delivery) are not offered. */
  city?: string;
  /** Total weight of the order, see totalWeight. */
  weight: number;
  /** Dollars, from freeShippingSubtotal: base prices in the cart and product estimate, with adjustments at checkout. */
  thresholdSubtotal: number;
  /** Dollars; checked against a rate's minValue / maxValue. */
  orderValue: number;
}

export interface ShippingOption {
  rateId: string;
  name: string;
  /** Dollars. */
  cost: number;
  estimatedDays: string;
  /** True when the option costs nothing (free threshold reached, or a free rate such as Local Delivery). */
  free: boolean;
}

function isAvailable(rate: ShippingRate, input: ShippingQuoteInput): boolean {
  if (rate.maxWeight !== undefined && input.weight > rate.maxWeight) return false;
  const value = toCents(input.orderValue);
  if (rate.minValue !== undefined && value < toCents(rate.minValue)) return false;
  if (rate.maxValue !== undefined && value > toCents(rate.maxValue)) return false;
  const city = rateCityRestrictions[rate.id];
  return city === undefined || (input.city ?? '').trim().toLowerCase() === city;
}

/** The available options for the destination, free first, then cheapest first; [] when none is available. */
export function shippingOptions(input: ShippingQuoteInput): ShippingOption[] {
  const zone = findZone(input.country);
  const freeForAll = qualifiesForFreeShipping(zone, input.thresholdSubtotal);
  return zone.rates
    .filter((rate) => isAvailable(rate, input))
    .map((rate) => {
      const cost = freeForAll ? 0 : rateCost(rate, input.weight);
      const { id: rateId, name, estimatedDays } = rate;
      return { rateId, name, cost: toDollars(cost), estimatedDays, free: cost === 0 };
    })
    .sort((a, b) => Number(b.free) - Number(a.free) || a.cost - b.cost);
}

/** The option used for the order total: the first (free or cheapest), or null when shipping is unavailable. */
export function cheapestOption(options: readonly ShippingOption[]): ShippingOption | null {
  return options[0] ?? null;
}
