// Class strings shared by the admin forms. Field borders use oak for 3:1 contrast against white (WCAG 1.4.11).
import clsx from 'clsx';

export const labelClasses = 'block text-sm font-semibold text-ink';

export function inputClasses(className?: string) {
  return clsx(
    'w-full rounded-lg border border-oak bg-white px-3 py-2 text-ink placeholder:text-muted',
    'aria-[invalid=true]:border-2 aria-[invalid=true]:border-ember',
    className,
  );
}

/** The red box of SPEC §8 ('Invalid email or password') and of the form alerts. */
export const errorBoxClasses =
  'flex items-start gap-2 rounded-lg border border-ember bg-ember-light px-3 py-2.5 text-sm font-medium text-ember';
