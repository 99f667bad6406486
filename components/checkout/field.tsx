import clsx from 'clsx';
import { CircleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The ids a control should be described by: its hint, then its error. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ') || undefined;
}

/** Label, control, hint and error message, wired together for assistive technology. */
function FieldShell({ id, label, required, hint, error, className, children }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {required && (
          <span className="text-ember" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId(id)} className="mt-0.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId(id)} className="mt-1 flex items-start gap-1 text-sm font-medium text-ember" data-field-error>
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClasses = (invalid: boolean) =>
  clsx(
    'mt-1 block w-full scroll-mt-32 rounded-lg border bg-white px-3 py-2.5 text-ink placeholder:text-muted',
    invalid ? 'border-ember ring-1 ring-ember' : 'border-sand',
  );

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
};

export function TextField({ id, label, hint, error, required, className, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClasses(Boolean(error))}
        {...input}
      />
    </FieldShell>
  );
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
};

export function SelectField({ id, label, hint, error, required, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClasses(Boolean(error))}
        {...select}
      >
        {children}
      </select>
    </FieldShell>
  );
}
