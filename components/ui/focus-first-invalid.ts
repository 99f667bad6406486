/**
 * After a submit with errors, focus goes to the first field (in the form's own order) that has one, so a keyboard
 * or screen-reader user lands on what to fix. True when there was such a field.
 */
export function focusFirstInvalid<F extends string>(
  form: HTMLFormElement | null,
  order: readonly F[],
  errors: Partial<Record<F, unknown>>,
): boolean {
  const first = order.find((field) => errors[field]);
  if (first === undefined) return false;
  form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  return true;
}
