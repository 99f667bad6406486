'use client';

import { Minus, Plus } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useId, useState } from 'react';
import { QUANTITY_LIMITS } from '@/lib/limits';

interface QuantityControlProps {
  quantity: number;
  /** Names the line in the controls' accessible names ("Quantity of Oak Phone Stand"). */
  itemLabel: string;
  /** Called with the new quantity; 0 removes the line (rules §4). */
  onChange: (quantity: number) => void;
}

/**
 * − / number / +. The buttons change the quantity by one (− stops at 1: Remove is the way out). At their ends they
 * are marked aria-disabled rather than disabled, so the button pressed last keeps the keyboard's focus. A typed number
 * applies at once; a blank or 0 waits until the field is left, then 0 removes the line and blank restores the
 * quantity the line had when the shopper began typing (emptying "12" with Backspace passes through "1", applied).
 */
export function QuantityControl({ quantity, itemLabel, onChange }: QuantityControlProps) {
  // What is in the box while the shopper edits it, and the line's quantity when the edit began.
  const [draft, setDraft] = useState<{ text: string; from: number } | null>(null);
  const inputId = useId();

  const commit = () => {
    if (draft === null) return;
    const typed = Number(draft.text);
    if (draft.text.trim() === '') {
      if (quantity !== draft.from) onChange(draft.from);
    } else if (Number.isInteger(typed) && typed <= 0) onChange(0);
    setDraft(null);
  };

  return (
    <div className="inline-flex items-center rounded-lg border border-oak">
      <button
        type="button"
        className="rounded-l-lg p-2 text-walnut hover:bg-linen aria-disabled:cursor-not-allowed aria-disabled:text-muted aria-disabled:hover:bg-transparent"
        aria-label={`Decrease quantity of ${itemLabel}`}
        aria-disabled={quantity <= 1}
        onClick={() => {
          if (!(quantity <= 1)) onChange(quantity - 1);
        }}
      >
        <Icon node={Minus} className="size-4" />
      </button>
      <label htmlFor={inputId} className="sr-only">
        Quantity of {itemLabel}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={0}
        max={QUANTITY_LIMITS.max}
        step={1}
        value={draft?.text ?? String(quantity)}
        onChange={(event) => {
          const text = event.target.value;
          setDraft({ text, from: draft?.from ?? quantity });
          const typed = Number(text);
          if (text.trim() !== '' && Number.isInteger(typed) && typed >= 1) {
            onChange(Math.min(typed, QUANTITY_LIMITS.max));
          }
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        className="w-12 appearance-none border-x border-sand bg-white py-1.5 text-center text-sm tabular-nums text-ink [-moz-appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        className="rounded-r-lg p-2 text-walnut hover:bg-linen aria-disabled:cursor-not-allowed aria-disabled:text-muted aria-disabled:hover:bg-transparent"
        aria-label={`Increase quantity of ${itemLabel}`}
        aria-disabled={quantity >= QUANTITY_LIMITS.max}
        onClick={() => {
          if (!(quantity >= QUANTITY_LIMITS.max)) onChange(quantity + 1);
        }}
      >
        <Icon node={Plus} className="size-4" />
      </button>
    </div>
  );
}
