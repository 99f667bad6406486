import clsx, { type ClassValue } from 'clsx';
import { CircleAlert } from 'lucide';
import { Icon } from './icon';
import { useId, type ComponentProps, type ReactNode } from 'react';

/**
 * The shop's one form kit: every labelled field, and every bare control that has its own label elsewhere (search,
 * sort, quantity), takes its look from `controlClasses`.
 *
 * The oak border keeps the field's edge at 3:1 or more against white and cream (WCAG 1.4.11); an invalid field gets
 * a thicker ember border; scroll-mt leaves room above a field reached by an error link for its label (the page's
 * scroll-padding keeps it clear of the sticky header).
 */
const controlBase =
  'rounded-lg border border-oak bg-white text-ink placeholder:text-muted aria-invalid:border-2 aria-invalid:border-ember disabled:bg-linen disabled:text-muted';

const controlVariants = {
  /** A field in a form: full width, 42 px tall, body-size text. */
  field: 'block min-h-10.5 w-full scroll-mt-12 scroll-mb-2 px-3 py-2 text-base',
  /** A smaller select beside other content: sort order, estimate province, cart country, an order's status. */
  compact: 'px-3 py-2 text-sm',
  /** A search box with its magnifier icon inside on the left. */
  search: 'block w-full py-2.5 pl-10 pr-3',
  /** The same with its submit button inside on the right. */
  searchWithSubmit: 'block w-full py-2.5 pl-10 pr-24',
  /** The quantity select, as tall as the Add to Cart button beside it. */
  tall: 'h-12 px-3',
} as const;

export type ControlVariant = keyof typeof controlVariants;

/**
 * Classes for a text input, select or textarea. Extra classes add layout (width, margins) or override padding:
 * Tailwind orders single-side utilities (pr-12) after the two-side ones (px-3), so they win without a merge step.
 */
export function controlClasses(variant: ControlVariant = 'field', ...extra: ClassValue[]) {
  return clsx(controlBase, controlVariants[variant], extra);
}

/** A field's label; also for a legend or a label that sits apart from its control. */
export const fieldLabelClasses = 'block text-sm font-semibold text-bark';

/** The red box that says what went wrong with a whole form (a failed sign-in, a save that did not happen). */
export const formAlertClasses =
  'flex items-start gap-2 rounded-lg border border-ember bg-ember-light px-3 py-2.5 text-sm font-medium text-ember';

/**
 * The red box around a message that reads as running text, with no icon: a link inside it stays in the sentence,
 * where the flex row above would set it apart (checkout's blocked order, a session that ended).
 */
export const textAlertClasses = 'rounded-lg border border-ember bg-ember-light p-3 text-sm text-ember';

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

interface FieldFrame {
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
  /** Announce the error as it appears (role="alert"), for messages the shop announces rather than lists. */
  alertError?: boolean;
  className?: string;
}

interface FormFieldProps extends FieldFrame {
  /** Renders the control with the props that connect it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form control with an optional hint and error message; for controls the fields below do not cover. */
export function FormField({ id: givenId, label, required, optional, hint, error, alertError, className, children }: FormFieldProps) {
  const madeUpId = useId();
  const id = givenId ?? madeUpId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClasses}>
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
          <Icon node={CircleAlert} className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

type FieldProps<Element extends 'input' | 'select' | 'textarea'> = Omit<ComponentProps<Element>, 'id' | 'className'> &
  Omit<FieldFrame, 'label'> & {
    label: string;
    /** Classes for the control itself (the frame takes `className`). */
    controlClassName?: string;
  };

/** Splits a field's props into the frame's (label, hint, error) and the control's own. */
function splitField<P extends FieldFrame & { controlClassName?: string }>(props: P) {
  const { id, label, required, optional, hint, error, alertError, className, controlClassName, ...control } = props;
  return { frame: { id, label, required, optional, hint, error, alertError, className }, classes: controlClasses('field', controlClassName), control };
}

/** A labelled text input. */
export function TextField(props: FieldProps<'input'>) {
  const { frame, classes, control } = splitField(props);
  // type="text" said, not left to the default: checkers of autocomplete values (HTML_CodeSniffer, pa11y's engine) read
  // the attribute, and took a name or postal code field without it for a control those values do not belong to.
  return <FormField {...frame}>{(connect) => <input type="text" {...connect} className={classes} {...control} />}</FormField>;
}

/** A labelled select; its options are the children. */
export function SelectField(props: FieldProps<'select'>) {
  const { frame, classes, control } = splitField(props);
  return (
    <FormField {...frame}>
      {(connect) => <select {...connect} className={classes} {...control} />}
    </FormField>
  );
}

/** A labelled multi-line text box. */
export function TextAreaField(props: FieldProps<'textarea'>) {
  const { frame, classes, control } = splitField(props);
  return <FormField {...frame}>{(connect) => <textarea {...connect} className={classes} {...control} />}</FormField>;
}
