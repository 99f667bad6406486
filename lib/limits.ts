// How long each kind of text may be, where it is typed and again where it is read back from storage
// (lib/schemas.ts). Over-long input gets its field's message (content/limits.ts); it is never cut silently.
import { tooLong } from '@/content/limits';

export const TEXT_LIMITS = {
  /** A person's or a product's name. */
  name: 100,
  /** A review title or a message subject. */
  title: 120,
  /** A review, a chat or contact message, a custom request's description. */
  message: 2000,
  /** The owner's long text: a product description. */
  adminLongText: 5000,
  email: 254,
  phone: 40,
  /** Any other single line: an address part, dimensions, a material, a card holder. */
  line: 200,
  /** A password as typed (sign-in); long enough for any passphrase. */
  password: 500,
} as const;

/**
 * A line of an order or the cart holds 1 to 99. Version 1 of the shop took lines of up to 999, and an order it
 * placed is kept as it was placed.
 */
/**
 * The shortest password the shared server takes for an account (its `passwordPolicy`), counted in characters. The
 * static shop checks no password at all, so it asks for none of any length.
 */
export const PASSWORD_MIN_LENGTH = 8;

export const QUANTITY_LIMITS = { min: 1, max: 99, placedByVersion1: 999 } as const;

/** The fields longer than their limit, each with its message; fields without a limit are not checked. */
export function overLongFields<F extends string>(
  values: Record<F, string>,
  limits: Partial<Record<F, number>>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(limits) as F[]) {
    const max = limits[field]!;
    const length = [...(values[field] ?? '')].length;
    if (length > max) errors[field] = tooLong(max, length);
  }
  return errors;
}
