import clsx from 'clsx';
import { Search } from 'lucide';
import { Icon } from './icon';
import { useId, type Ref } from 'react';
import { controlClasses } from './form-field';

interface SearchBoxProps {
  /** Heard by screen readers; the placeholder shows sighted shoppers what to type. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  /** The field's name, for a page that takes up what was typed before it was interactive. */
  name?: string;
  ref?: Ref<HTMLInputElement>;
  /**
   * In a search form: the form's submit button, at the box's right end, with these words. The box filters as it is
   * typed into, but a form needs a way to send it that is not the Enter key alone (WCAG 3.2.2, technique H32).
   */
  submitLabel?: string;
}

/** A search input with its magnifier inside on the left. */
export function SearchBox({ label, placeholder, value, onChange, className, name, ref, submitLabel }: SearchBoxProps) {
  const id = useId();
  return (
    <div className={clsx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Icon node={Search} className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted" />
      <input
        ref={ref}
        id={id}
        name={name}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        // Room for the button from the start, so nothing moves when it arrives after the field.
        className={controlClasses(submitLabel ? 'searchWithSubmit' : 'search')}
      />
      {submitLabel && (
        <button
          type="submit"
          className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-semibold text-walnut hover:bg-linen"
        >
          {submitLabel}
        </button>
      )}
    </div>
  );
}
