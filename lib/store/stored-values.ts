// Small readers for untrusted stored values, shared by the persistence layer and the sanitizers.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps the entries of a stored list that pass `parse`; anything that is not a list becomes undefined. */
export function keepValid<T>(value: unknown, parse: (item: unknown) => T | null): T[] | undefined {
  return splitValid(value, parse)?.kept;
}

/** The entries of a stored list that pass `parse`, and those that do not, as stored. */
export function splitValid<T>(value: unknown, parse: (item: unknown) => T | null): { kept: T[]; dropped: unknown[] } | undefined {
  if (!Array.isArray(value)) return undefined;
  const kept: T[] = [];
  const dropped: unknown[] = [];
  for (const item of value) {
    const parsed = parse(item);
    if (parsed === null) dropped.push(item);
    else kept.push(parsed);
  }
  return { kept, dropped };
}
