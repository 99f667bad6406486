// Small readers for untrusted stored values, shared by the persistence layer and the sanitizers.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps the entries of a stored list that pass `parse`; anything that is not a list becomes undefined. */
export function keepValid<T>(value: unknown, parse: (item: unknown) => T | null): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map(parse).filter((item): item is T => item !== null);
}
