// How an order line and its customisations read to a person (admin orders tab, CSV export).
import type { CartCustomization, CustomizationOption, OrderItem } from './types';

/**
 * "Wood Type: Cherry", "Engraving: The Smiths", "Juice Groove: Yes". A select stores its choice id; the name
 * comes from the product's current options when it still has that choice, else the id is shown as it is.
 */
export function customizationText(
  customization: CartCustomization,
  options?: readonly CustomizationOption[],
): string {
  const { value, optionName } = customization;
  if (typeof value === 'boolean') return `${optionName}: ${value ? 'Yes' : 'No'}`;
  const option = options?.find((candidate) => candidate.id === customization.optionId);
  const choice = option?.type === 'select' ? option.choices.find((c) => c.id === value) : undefined;
  return `${optionName}: ${choice?.name ?? value}`;
}

/** "2 x Walnut Board (Wood Type: Cherry; Engraving: Smith)" */
export function orderItemText(item: OrderItem, options?: readonly CustomizationOption[]): string {
  const base = `${item.quantity} x ${item.productName}`;
  if (item.customizations.length === 0) return base;
  return `${base} (${item.customizations.map((c) => customizationText(c, options)).join('; ')})`;
}
