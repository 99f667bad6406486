import { formatAdjustment } from '@/lib/pricing/money';

interface ShownCustomization {
  optionId: string;
  optionName: string;
  value: string | boolean;
  /** How the shopper reads the value; the raw value is shown when it is missing. */
  valueLabel?: string;
  priceAdjustment: number;
}

/** "Wood Type: Black cherry (+$25.00)", one a line, for a cart line or an order item. */
export function CustomizationList({ customizations }: { customizations: readonly ShownCustomization[] }) {
  if (customizations.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-sm text-muted wrap-anywhere" aria-label="Customisations">
      {customizations.map((c) => {
        const adjustment = formatAdjustment(c.priceAdjustment);
        return (
          <li key={c.optionId}>
            <span className="font-medium text-ink">{c.optionName}:</span>{' '}
            {c.valueLabel ?? (c.value === true ? 'Yes' : String(c.value))}
            {adjustment && <span className="tabular-nums"> ({adjustment})</span>}
          </li>
        );
      })}
    </ul>
  );
}
