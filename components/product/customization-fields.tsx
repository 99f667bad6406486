import type { ReactNode } from 'react';
import { productPageCopy as copy } from '@/content/product-page';
import { controlClasses } from '@/components/ui/form-field';
import { formatAdjustment } from '@/lib/pricing/money';
import type { CustomizationValues } from '@/lib/pricing/prices';
import type { CustomizationOption } from '@/types/shop';

export interface CustomizationFieldsProps {
  options: readonly CustomizationOption[];
  values: CustomizationValues;
  onChange: (optionId: string, value: string | boolean) => void;
  /** Options to show as missing (required and not chosen, after an attempt to add). */
  invalidIds: ReadonlySet<string>;
  /** Prefix for element ids; a field's id is fieldId(prefix, option.id). */
  idPrefix: string;
}

export function fieldId(prefix: string, optionId: string): string {
  return `${prefix}-option-${optionId}`;
}

/** The product's select, text and boolean options, each with its description and price effect (rules §3, §5, §9). */
export function CustomizationFields({ options, values, onChange, invalidIds, idPrefix }: CustomizationFieldsProps) {
  const anyRequired = options.some((option) => option.required);
  return (
    <fieldset className="grid gap-5 rounded-card border border-sand bg-white p-4 sm:p-5">
      <legend className="px-1 font-serif text-lg font-semibold text-bark">{copy.customiseLegend}</legend>
      {anyRequired && (
        <p className="-mt-2 text-sm text-muted">
          <span aria-hidden="true" className="font-bold text-ember">
            *
          </span>{' '}
          {copy.requiredNote}
        </p>
      )}
      {options.map((option) => (
        <OptionField
          key={option.id}
          option={option}
          value={values[option.id]}
          onChange={(value) => onChange(option.id, value)}
          invalid={invalidIds.has(option.id)}
          id={fieldId(idPrefix, option.id)}
        />
      ))}
    </fieldset>
  );
}

interface OptionFieldProps {
  option: CustomizationOption;
  value: string | boolean | undefined;
  onChange: (value: string | boolean) => void;
  invalid: boolean;
  id: string;
}

function OptionField({ option, value, onChange, invalid, id }: OptionFieldProps) {
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const describedBy = [option.description && descriptionId, invalid && errorId];
  const common = {
    id,
    name: option.id,
    required: option.required,
    'aria-invalid': invalid || undefined,
  };

  const description = option.description ? (
    <p id={descriptionId} className="text-sm text-muted">
      {option.description}
    </p>
  ) : null;
  const error = invalid ? (
    <p id={errorId} className="text-sm font-medium text-ember">
      {copy.fieldRequired(option.name)}
    </p>
  ) : null;

  switch (option.type) {
    case 'select': {
      const selected = typeof value === 'string' && option.choices.some((choice) => choice.id === value) ? value : '';
      return (
        <div className="grid gap-1.5">
          <FieldLabel htmlFor={id} name={option.name} required={option.required} />
          {description}
          <select
            {...common}
            aria-describedby={ids(describedBy)}
            value={selected}
            onChange={(event) => onChange(event.target.value)}
            className={controlClasses()}
          >
            <option value="">{option.required ? copy.chooseChoice : copy.standardChoice}</option>
            {option.choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
                {choice.priceAdjustment !== 0 && ` (${formatAdjustment(choice.priceAdjustment)})`}
              </option>
            ))}
          </select>
          {error}
        </div>
      );
    }
    case 'text': {
      const text = typeof value === 'string' ? value : '';
      return (
        <div className="grid gap-1.5">
          <FieldLabel htmlFor={id} name={option.name} required={option.required} adjustment={option.priceAdjustment} />
          {description}
          <input
            {...common}
            type="text"
            aria-describedby={ids([...describedBy, option.maxLength !== undefined && counterId])}
            value={text}
            maxLength={option.maxLength}
            placeholder={option.placeholder}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
            className={controlClasses()}
          />
          {option.maxLength !== undefined && (
            <p id={counterId} className="text-right text-xs text-muted">
              {copy.characters(text.length, option.maxLength)}
            </p>
          )}
          {error}
        </div>
      );
    }
    case 'boolean':
      return (
        <div className="grid gap-1.5">
          <div className="flex items-start gap-3">
            <input
              {...common}
              type="checkbox"
              aria-describedby={ids(describedBy)}
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-walnut"
            />
            <div className="grid gap-1">
              <FieldLabel htmlFor={id} name={option.name} required={option.required} adjustment={option.priceAdjustment} />
              {description}
            </div>
          </div>
          {error}
        </div>
      );
  }
}

function FieldLabel({
  htmlFor,
  name,
  required,
  adjustment = 0,
}: {
  htmlFor: string;
  name: string;
  required: boolean;
  adjustment?: number;
}): ReactNode {
  return (
    <label htmlFor={htmlFor} className="flex flex-wrap items-baseline gap-x-2 font-semibold text-ink">
      <span>
        {name}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-ember">
            *
          </span>
        )}
      </span>
      {adjustment !== 0 && <span className="text-sm font-medium text-moss">{formatAdjustment(adjustment)}</span>}
    </label>
  );
}

function ids(list: readonly (string | false | undefined | null | '')[]): string | undefined {
  const kept = list.filter(Boolean);
  return kept.length > 0 ? kept.join(' ') : undefined;
}
