import clsx from 'clsx';
import { CircleAlert } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';

/**
 * Text inputs, selects and textareas share one look. The oak border keeps the field's edge at 3:1 or more against
 * white and cream (WCAG 1.4.11); scroll-mt keeps a field reached by an error link clear of the sticky header.
 */
export const controlClasses = clsx(
  'block min-h-10.5 w-full scroll-mt-32 rounded-lg border border-oak bg-white px-3 py-2 text-base text-ink placeholder:text-muted',
  'aria-invalid:border-2 aria-invalid:border-ember disabled:bg-linen disabled:text-muted',
);

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

interface FormFieldProps {
  /** The control's id, when something else links to it (an error summary); otherwise one is made up. */
  id?: string;
  label: ReactNode;
  /** Marked with an asterisk (and `required` on the control, which the form's own validation enforces). */
  required?: boolean;
  /** Says "(optional)" after the label. */
  optional?: boolean;
  hint?: ReactNode;
  /** Shown under the control, tied to it with aria-describedby and aria-invalid. */
  error?: string;
  /** Announce the error as it appears (role="alert"), for the messages SPEC.md calls alerts. */
  alertError?: boolean;
  className?: string;
  /** Renders the control with the props that connect it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form control with an optional hint and error message. */
export function FormField({ id: givenId, label, required, optional, hint, error, alertError, className, children }: FormFieldProps) {
  const madeUpId = useId();
  const id = givenId ?? madeUpId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-bark">
        {label}
        {required && (
          <span className="text-ember" aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <div className="mt-1">{children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, required })}</div>
      {error && (
        <p id={errorId} role={alertError ? 'alert' : undefined} className="mt-1 flex items-start gap-1 text-sm font-medium text-ember">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}

type FieldProps<Element extends 'input' | 'select'> = Omit<ComponentProps<Element>, 'id' | 'className'> & {
  id?: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
};

/** A FormField holding a text input. */
export function TextField({ id, label, hint, error, required, className, ...input }: FieldProps<'input'>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => <input {...control} className={controlClasses} {...input} />}
    </FormField>
  );
}

/** A FormField holding a select; its options are the children. */
export function SelectField({ id, label, hint, error, required, className, children, ...select }: FieldProps<'select'>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => (
        <select {...control} className={controlClasses} {...select}>
          {children}
        </select>
      )}
    </FormField>
  );
}
