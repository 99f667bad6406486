import { useLayoutEffect, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Whether the shopper changed the field from the value the page's HTML gave it. */
function changedFromHtml(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(field.type)) return false;
  return field.value !== field.defaultValue;
}

/**
 * On a slow phone a form is on screen a second or two before the page's scripts have run, and what is typed then is
 * in the fields but not in the form's state: the first render after hydration would write the state's values over
 * it. Right after hydration this hands each text field or select of `names` that the shopper changed to `change`,
 * the form's own handler, so the state takes it up. Checkboxes, radios and files are left as the page gave them.
 */
export function useTypedBeforeHydration<Name extends string>(
  form: RefObject<HTMLFormElement | null>,
  names: readonly Name[],
  change: (name: Name, value: string) => void,
) {
  useLayoutEffect(() => {
    for (const field of Array.from(form.current?.elements ?? [])) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) continue;
      const name = names.find((candidate) => candidate === field.name);
      if (name && changedFromHtml(field)) change(name, field.value);
    }
    // Once, at hydration: later changes reach the state through the fields' own onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
