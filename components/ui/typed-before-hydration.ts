import { useLayoutEffect, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Whether the shopper changed the field from what the page's HTML gave it; for radios, chose this one. A field React
 * made in the browser (after a client-side navigation) has its own value as its default, so it never counts: React
 * sets a text field's and a checkbox's default with its value, and marks no option of a select as the default.
 */
function changedFromHtml(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const fromHtml = [...field.options].find((option) => option.defaultSelected);
    return fromHtml !== undefined && !fromHtml.selected;
  }
  if (field instanceof HTMLInputElement && field.type === 'file') return false;
  if (field instanceof HTMLInputElement && field.type === 'radio') return field.checked && !field.defaultChecked;
  if (field instanceof HTMLInputElement && field.type === 'checkbox') return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * On a slow phone a page's controls are on screen a second or two before its scripts have run, and what is typed,
 * chosen or ticked then is in the fields but not in the components' state: the first render after hydration would
 * write the state over it. Right after hydration this hands each field of `names` inside `container` that the
 * shopper changed to `change`, the component's own handler, so the state takes it up: its value, and whether it is
 * checked (for a checkbox, which may have been unticked; a radio is handed over when it was chosen). Files are left
 * as the page gave them.
 */
export function useTypedBeforeHydration<Name extends string>(
  container: RefObject<HTMLElement | null>,
  names: readonly Name[],
  change: (name: Name, value: string, checked: boolean) => void,
) {
  useLayoutEffect(() => {
    for (const field of container.current?.querySelectorAll<Field>('input, textarea, select') ?? []) {
      const name = names.find((candidate) => candidate === field.name);
      if (name && changedFromHtml(field)) change(name, field.value, field instanceof HTMLInputElement && field.checked);
    }
    // Once, at hydration: later changes reach the state through the fields' own onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
