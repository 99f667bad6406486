// How the kept checkout details are read back (kept-details.ts): stored data is untrusted input, so each field is
// checked as lib/schemas.ts checks what the stores read, to the same bounds (lib/limits.ts), and a field that fails
// is left out rather than the whole. Loaded only when something is kept, as the stores' sanitizers are.
import * as z from 'zod/mini';
import { CHECKOUT_COUNTRIES } from '@/content/checkout';
import { KEPT_CHECKOUT_FIELDS, type KeptCheckoutDetails, type KeptCheckoutField } from '@/lib/orders/checkout';
import { TEXT_LIMITS } from '@/lib/limits';
// Also sets zod up to run under the shop's Content-Security-Policy (no `new Function`).
import { parserFor } from '@/lib/schemas';
import { isRecord } from '@/lib/store/stored-values';

const bounded = (max: number) => z.string().check(z.maxLength(max));

const fieldSchemas: Record<KeptCheckoutField, z.ZodMiniType<string>> = {
  email: bounded(TEXT_LIMITS.email),
  phone: bounded(TEXT_LIMITS.phone),
  firstName: bounded(TEXT_LIMITS.name),
  lastName: bounded(TEXT_LIMITS.name),
  country: z.enum(CHECKOUT_COUNTRIES),
  street: bounded(TEXT_LIMITS.line),
  city: bounded(TEXT_LIMITS.line),
  state: bounded(TEXT_LIMITS.line),
  zipCode: bounded(TEXT_LIMITS.phone),
};

const parsers = Object.fromEntries(KEPT_CHECKOUT_FIELDS.map((field) => [field, parserFor(fieldSchemas[field])])) as Record<
  KeptCheckoutField,
  (value: unknown) => string | null
>;

/** The fields of stored details that pass their check; anything else in them (a card field, say) is ignored. */
export function keptFieldsOf(stored: unknown): Partial<KeptCheckoutDetails> {
  if (!isRecord(stored)) return {};
  const kept: Partial<KeptCheckoutDetails> = {};
  for (const field of KEPT_CHECKOUT_FIELDS) {
    const value = parsers[field](stored[field]);
    if (value !== null) kept[field] = value;
  }
  return kept;
}
