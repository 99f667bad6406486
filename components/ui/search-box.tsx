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
}

/** A search input with its magnifier inside on the left. */
export function SearchBox({ label, placeholder, value, onChange, className, name, ref }: SearchBoxProps) {
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
        className={controlClasses('search')}
      />
    </div>
  );
}
