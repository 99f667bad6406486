// How an order line and its customisations read to a person (admin orders tab, CSV export).
import type { CartCustomization, CustomizationOption, OrderItem } from '@/types/shop';

/** A customisation as bought; orders may carry the value as the shopper read it (`valueLabel`). */
export type BoughtCustomization = CartCustomization & { valueLabel?: string };

/**
 * "Wood Type: Cherry", "Engraving: The Smiths", "Juice Groove: Yes". The label frozen on the order wins; else a
 * select's choice id is named from the product's current options when it still has that choice, else shown as is.
 */
export function customizationText(customization: BoughtCustomization, options?: readonly CustomizationOption[]): string {
  const { value, optionName, valueLabel } = customization;
  if (valueLabel) return `${optionName}: ${valueLabel}`;
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
