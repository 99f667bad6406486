// What the cart is worth right now (rules §4, §9): cart lines priced from the CURRENT catalogue and option
// definitions, lines that can no longer be bought set apart, and the order summary (subtotal, shipping, tax,
// total). The cart page and checkout both call summarizeCart; they differ only in the destination they pass and
// in which subtotal meets the free-shipping threshold.
import { lineKey } from '@/lib/orders/cart';
import { customizationAdjustment, lineTotal, linesSubtotal, orderTotals, unitPrice, type OrderTotals } from './prices';
import {
  cheapestOption,
  findZone,
  freeShippingSubtotal,
  qualifiesForFreeShipping,
  shippingOptions,
  totalWeight,
  type FreeShippingMode,
  type ShippingOption,
} from './shipping';
import { toCents, toDollars } from './money';
import type { CartCustomization, CartItem, CustomizationOption, Product } from '@/types/shop';

/** A chosen customisation as the shopper sees it now: its current name, a readable value and its price effect. */
export interface PricedCustomization extends CartCustomization {
  /** The choice's name for a select, the text itself, or "Yes" for a boolean. */
  valueLabel: string;
}

export interface PricedLine {
  key: string;
  product: Product;
  quantity: number;
  customizations: PricedCustomization[];
  /** Dollars: the product's current price, without customisations. */
  basePrice: number;
  /** Dollars: base price plus the current adjustments of the chosen customisations. */
  unitPrice: number;
  /** Dollars: unit price × quantity. */
  lineTotal: number;
}

export type UnavailableReason = 'deleted' | 'out-of-stock';

/** A line kept in the cart but left out of the totals: its product was deleted or is out of stock. */
export interface UnavailableLine {
  key: string;
  quantity: number;
  reason: UnavailableReason;
  /** Absent when the product was deleted. */
  product?: Product;
}

function valueLabel(option: CustomizationOption, value: string | boolean): string {
  switch (option.type) {
    case 'select':
      return option.choices.find((choice) => choice.id === value)?.name ?? String(value);
    case 'text':
      return String(value);
    case 'boolean':
      return 'Yes';
  }
}

/**
 * The line's customisations priced from the product's current options, the way unitPrice counts them: options
 * that no longer exist are dropped, each option counts once, and a value that adds nothing (blank text, false,
 * an unknown choice) is dropped too.
 */
export function pricedCustomizations(
  product: Pick<Product, 'customizationOptions'>,
  customizations: readonly CartCustomization[],
): PricedCustomization[] {
  const seen = new Set<string>();
  const priced: PricedCustomization[] = [];
  for (const customization of customizations) {
    const option = product.customizationOptions?.find((candidate) => candidate.id === customization.optionId);
    if (!option || seen.has(option.id)) continue;
    seen.add(option.id);
    const { value } = customization;
    const chosen =
      option.type === 'select'
        ? option.choices.some((choice) => choice.id === value)
        : option.type === 'text'
          ? typeof value === 'string' && value.trim() !== ''
          : value === true;
    if (!chosen) continue;
    priced.push({
      optionId: option.id,
      optionName: option.name,
      value,
      priceAdjustment: customizationAdjustment(option, value),
      valueLabel: valueLabel(option, value),
    });
  }
  return priced;
}

export interface PricedCart {
  /** Lines that can be bought, in cart order. */
  lines: PricedLine[];
  /** Lines whose product was deleted or is out of stock: shown, never charged. */
  unavailable: UnavailableLine[];
  /** Sum of quantities of the lines that can be bought. */
  itemCount: number;
  /** Dollars, with customisation adjustments: what the shopper pays before shipping and tax. */
  subtotal: number;
}

/** Prices every cart line from the current catalogue; a stored price is never read. */
export function priceCart(items: readonly CartItem[], products: readonly Product[]): PricedCart {
  const lines: PricedLine[] = [];
  const unavailable: UnavailableLine[] = [];
  for (const item of items) {
    const key = lineKey(item);
    const product = products.find((candidate) => candidate.id === item.productId);
    if (!product) {
      unavailable.push({ key, quantity: item.quantity, reason: 'deleted' });
      continue;
    }
    if (!product.inStock) {
      unavailable.push({ key, quantity: item.quantity, reason: 'out-of-stock', product });
      continue;
    }
    const price = unitPrice(product, item.customizations);
    lines.push({
      key,
      product,
      quantity: item.quantity,
      customizations: pricedCustomizations(product, item.customizations),
      basePrice: product.price,
      unitPrice: price,
      lineTotal: lineTotal(price, item.quantity),
    });
  }
  return {
    lines,
    unavailable,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: linesSubtotal(lines),
  };
}

export interface Destination {
  country: string;
  /** Only checkout knows the city; it unlocks city-only rates (Local Delivery in Lloydminster). */
  city?: string;
  /** rules §9: the cart counts base prices toward the free threshold ('base'), checkout adds adjustments. */
  freeShipping: FreeShippingMode;
  /** The option the shopper picked; when absent or no longer offered, the cheapest (first) option is used. */
  rateId?: string | null;
}

export interface FreeShippingProgress {
  /** Dollars the zone needs for free shipping. */
  threshold: number;
  /** Dollars still missing (0 once reached), counted the way `freeShipping` says. */
  remaining: number;
}

export interface CartSummary extends PricedCart {
  /** Dollars compared with the zone's free threshold. */
  thresholdSubtotal: number;
  weight: number;
  /** Every option for the destination, free first, then cheapest (rules §9). */
  shippingOptions: ShippingOption[];
  /** The option the totals use; null when no rate can carry this order (too heavy) or nothing can be bought. */
  shipping: ShippingOption | null;
  /** Null for a zone without a free threshold. */
  freeShippingProgress: FreeShippingProgress | null;
  /** Shipping counts 0 when there is no option; `shipping` tells whether that is the case. */
  totals: OrderTotals;
}

/** The order summary of rules §2 for the cart (estimate) and checkout alike. */
export function summarizeCart(
  items: readonly CartItem[],
  products: readonly Product[],
  destination: Destination,
): CartSummary {
  const priced = priceCart(items, products);
  const thresholdSubtotal = freeShippingSubtotal(priced.lines, destination.freeShipping);
  const weight = totalWeight(priced.lines.map((line) => ({ weight: line.product.weight, quantity: line.quantity })));
  const options =
    priced.lines.length === 0
      ? []
      : shippingOptions({
          country: destination.country,
          city: destination.city,
          weight,
          thresholdSubtotal,
          orderValue: priced.subtotal,
        });
  const shipping = options.find((option) => option.rateId === destination.rateId) ?? cheapestOption(options);
  const zone = findZone(destination.country);
  const freeShippingProgress =
    zone.freeShippingThreshold === null
      ? null
      : {
          threshold: zone.freeShippingThreshold,
          remaining: qualifiesForFreeShipping(zone, thresholdSubtotal)
            ? 0
            : toDollars(toCents(zone.freeShippingThreshold) - toCents(thresholdSubtotal)),
        };
  return {
    ...priced,
    thresholdSubtotal,
    weight,
    shippingOptions: options,
    shipping,
    freeShippingProgress,
    totals: orderTotals({ subtotal: priced.subtotal, shipping: shipping?.cost ?? 0 }),
  };
}
