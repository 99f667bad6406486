import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

/** Text inputs, selects and textareas share one look; the border meets the 3:1 non-text contrast on white. */
export const controlClasses = clsx(
  'block min-h-10.5 w-full rounded-lg border border-oak bg-white px-3 py-2 text-base text-ink placeholder:text-muted',
  'aria-invalid:border-2 aria-invalid:border-ember disabled:bg-linen disabled:text-muted',
);

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

interface FormFieldProps {
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
export function FormField({ label, required, optional, hint, error, alertError, className, children }: FormFieldProps) {
  const id = useId();
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
        <p id={errorId} role={alertError ? 'alert' : undefined} className="mt-1 text-sm font-medium text-ember">
          {error}
        </p>
      )}
    </div>
  );
}
