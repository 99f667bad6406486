// A small reader for untrusted stored values, shared by the persistence layer, the sanitizers and the outbox.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The longest id or fingerprint the shop writes. */
export const SHORT_TEXT_MAX_LENGTH = 200;

/** An id or fingerprint as the shop writes them: text, not empty, at most SHORT_TEXT_MAX_LENGTH characters. */
export function isShortText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= SHORT_TEXT_MAX_LENGTH;
}
