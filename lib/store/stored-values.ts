// A small reader for untrusted stored values, shared by the persistence layer, the sanitizers and the outbox.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
