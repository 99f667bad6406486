// What every shop operation answers: the stored record, or a failure that says what the shopper or the owner is
// told. The kinds are those a server would give too, so a second backend fits the same callers.

export type ShopFailure =
  /** The record does not exist (any more). */
  | { kind: 'not-found'; message: string }
  /** This person may not do this (not signed in, not the owner, not their order). */
  | { kind: 'forbidden'; message: string }
  /** The record changed in a way that rules the action out (an order already shipped, a conversation closed). */
  | { kind: 'conflict'; message: string }
  /** Nothing could be saved (storage full or refused, server down): nothing changed and nothing typed is lost. */
  | { kind: 'unavailable'; message: string; retryInSeconds?: number }
  /** The input breaks a rule; `fields` holds one message per field at fault. */
  | { kind: 'invalid'; message: string; fields: Record<string, string> };

export type ShopResult<T> = { ok: true; value: T } | { ok: false; failure: ShopFailure };

export const succeed = <T>(value: T): ShopResult<T> => ({ ok: true, value });

export const fail = <T = never>(failure: ShopFailure): ShopResult<T> => ({ ok: false, failure });

export function invalid<T = never>(message: string, fields: Record<string, string> = {}): ShopResult<T> {
  return fail({ kind: 'invalid', message, fields });
}
