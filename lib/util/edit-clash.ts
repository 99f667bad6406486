// Two edits of one record from forms opened at different times (two tabs, two devices): each writes only the
// fields it changed, and a field both changed, to different values, is not overwritten unseen. The owner's product
// form (lib/catalogue/product-form.ts) and the customer's profile (lib/accounts/profile.ts) follow this rule, in the browser and on
// the server.

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose value differs between `before` and `after`: what an edit changed. */
export function changedKeys<K extends string>(keys: readonly K[], before: Partial<Record<K, unknown>>, after: Partial<Record<K, unknown>>): K[] {
  return keys.filter((key) => !sameValue(after[key], before[key]));
}

/**
 * The fields an edit changed (`edited` differs from `opened`, the record as its form opened it) that were changed
 * meanwhile elsewhere (`current`, the record as it is now) to something else. Only the fields `opened` and `edited`
 * both hold are compared.
 */
export function clashingFields<K extends string>(
  keys: readonly K[],
  opened: Partial<Record<K, unknown>>,
  current: Record<K, unknown>,
  edited: Partial<Record<K, unknown>>,
): K[] {
  return keys.filter(
    (key) => key in opened && key in edited && !sameValue(edited[key], opened[key]) && !sameValue(current[key], opened[key]) && !sameValue(current[key], edited[key]),
  );
}
