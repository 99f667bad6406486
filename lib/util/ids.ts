// Every id the shop makes. Orders, custom requests and new products are numbered by the time they were made
// (order numbers shoppers read out on the phone); accounts, guests and reviews add a random part to the time;
// conversations and messages are random.

/** The time in milliseconds as text, moved on by a millisecond while an existing id has it. */
export function timestampId(now: number, taken: Iterable<string>): string {
  const used = new Set(taken);
  let candidate = Math.max(0, Math.floor(now));
  while (used.has(String(candidate))) candidate += 1;
  return String(candidate);
}

/** Six random base-36 characters, so two ids made in the same millisecond (two tabs) still differ. */
export function idSuffix(random: () => number = Math.random): string {
  return Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
}

/** A fresh id with a prefix: a random UUID where the browser has one, else time plus randomness. */
export function randomId(prefix: string): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}${idSuffix()}${idSuffix()}`;
  return `${prefix}_${random}`;
}
