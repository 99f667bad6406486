// Pricing rules of rules §9: customisation adjustments, unit and line prices, tax and order totals.
import { toCents, toDollars, type Cents } from './money';
import type { CartCustomization, CustomizationOption, Product, TextOption } from '@/types/shop';

export type CustomizationValue = string | boolean | undefined;
export type CustomizationValues = Readonly<Record<string, string | boolean>>;

/** The price effect (dollars) of a value for an option; 0 when nothing is chosen. */
export function customizationAdjustment(option: CustomizationOption, value: CustomizationValue): number {
  switch (option.type) {
    case 'select':
      return option.choices.find((choice) => choice.id === value)?.priceAdjustment ?? 0;
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? option.priceAdjustment : 0;
    case 'boolean':
      return value === true ? option.priceAdjustment : 0;
  }
}

/** The value as it is stored on a cart line, or undefined when the option is not chosen. */
function chosenValue(option: CustomizationOption, value: CustomizationValue): string | boolean | undefined {
  switch (option.type) {
    case 'select':
      return option.choices.some((choice) => choice.id === value) ? value : undefined;
    case 'text': {
      if (typeof value !== 'string') return undefined;
      const text = value.trim().slice(0, option.maxLength).trimEnd();
      return text === '' ? undefined : text;
    }
    case 'boolean':
      return value === true ? true : undefined;
  }
}

/** The chosen customisations, in option order; text trimmed and cut to maxLength. */
export function buildCustomizations(
  options: readonly CustomizationOption[] | undefined,
  values: CustomizationValues,
): CartCustomization[] {
  return (options ?? []).flatMap((option) => {
    const value = chosenValue(option, values[option.id]);
    if (value === undefined) return [];
    return [
      {
        optionId: option.id,
        optionName: option.name,
        value,
        priceAdjustment: customizationAdjustment(option, value),
      },
    ];
  });
}

/** Required options that have no chosen value. */
export function missingRequiredOptions(
  options: readonly CustomizationOption[] | undefined,
  values: CustomizationValues,
): CustomizationOption[] {
  return (options ?? []).filter((option) => option.required && chosenValue(option, values[option.id]) === undefined);
}

/**
 * The first text option whose value, trimmed, is longer than the option's maxLength (which buildCustomizations
 * would cut), with the value's length; undefined when every text fits.
 */
export function overLongText(
  options: readonly CustomizationOption[] | undefined,
  values: CustomizationValues,
): { option: TextOption; maxLength: number; length: number } | undefined {
  for (const option of options ?? []) {
    const value = values[option.id];
    if (option.type !== 'text' || option.maxLength === undefined || typeof value !== 'string') continue;
    const { length } = value.trim();
    if (length > option.maxLength) return { option, maxLength: option.maxLength, length };
  }
  return undefined;
}

/**
 * Base price plus adjustments (dollars), priced from the product's current option definitions: a stored
 * priceAdjustment is never trusted, removed options are ignored and each option counts once.
 */
export function unitPrice(
  product: Pick<Product, 'price' | 'customizationOptions'>,
  customizations: readonly CartCustomization[],
): number {
  const counted = new Set<string>();
  let cents = toCents(product.price);
  for (const customization of customizations) {
    const option = product.customizationOptions?.find((candidate) => candidate.id === customization.optionId);
    if (!option || counted.has(option.id)) continue;
    counted.add(option.id);
    cents += toCents(customizationAdjustment(option, customization.value));
  }
  return toDollars(cents);
}

/** The least a piece can cost: its price with the lowest adjustment of every option that lowers it. */
export function lowestUnitPrice(product: Pick<Product, 'price' | 'customizationOptions'>): number {
  let cents = toCents(product.price);
  for (const option of product.customizationOptions ?? []) {
    const adjustments = option.type === 'select' ? option.choices.map((choice) => choice.priceAdjustment) : [option.priceAdjustment];
    cents += Math.min(0, ...adjustments.map(toCents));
  }
  return toDollars(cents);
}

/** Unit price × quantity, in dollars. */
export function lineTotal(unitPriceDollars: number, quantity: number): number {
  return toDollars(toCents(unitPriceDollars) * quantity);
}

/** Sum of unit price × quantity over the lines, in dollars. */
export function linesSubtotal(lines: readonly { unitPrice: number; quantity: number }[]): number {
  return toDollars(lines.reduce((total, line) => total + toCents(line.unitPrice) * line.quantity, 0));
}

export const TAX_RATE = 0.08;

function taxCents(subtotal: Cents): Cents {
  return toCents(toDollars(subtotal) * TAX_RATE);
}

/** 8% of the subtotal, rounded to cents (10.05 → 0.80). */
export function taxOf(subtotalDollars: number): number {
  return toDollars(taxCents(toCents(subtotalDollars)));
}

export interface OrderTotals {
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
}

/** Subtotal, shipping, tax and total in dollars, each rounded to 2 decimals; the sum is done in cents. */
export function orderTotals(input: { subtotal: number; shipping: number }): OrderTotals {
  const subtotal = toCents(input.subtotal);
  const shipping = toCents(input.shipping);
  const tax = taxCents(subtotal);
  return {
    subtotal: toDollars(subtotal),
    shipping: toDollars(shipping),
    tax: toDollars(tax),
    total: toDollars(subtotal + shipping + tax),
  };
}
