// The contact details and address typed at checkout, kept for the rest of the visit: a reload, or "Back to cart"
// and the browser's Back, finds them again. They live in this tab's sessionStorage, which the browser forgets when
// the tab closes, as a visit ends; placing the order or signing out forgets them at once (forgetCheckoutDetails in
// lib/store/session.ts, which signing out calls). The payment section is never kept
// (lib/orders/checkout.ts KEPT_CHECKOUT_FIELDS). They are kept for the account they were typed under (null for a guest), so
// signing in to another account shows that account's details, not these. Keeping is best effort: a browser that
// refuses storage only loses this convenience.
import { keepInTab, keptInTab } from '@/lib/store/backing-storage';
import { CHECKOUT_DETAILS } from '@/lib/store/storage-keys';
import { keptDetailsOf, type CheckoutForm, type KeptCheckoutDetails } from '@/lib/orders/checkout';

export function keepCheckoutDetails(form: CheckoutForm, forUser: string | null): void {
  // Full or refused, the form still holds everything typed.
  keepInTab(CHECKOUT_DETAILS, { forUser, details: keptDetailsOf(form) });
}

/**
 * What was kept for this account, each field checked (kept-details-schema.ts); {} when nothing usable is kept.
 * Never throws: text that is not JSON, another version or shape, another account's details all read as nothing.
 */
export async function readKeptDetails(forUser: string | null): Promise<Partial<KeptCheckoutDetails>> {
  const state = keptInTab(CHECKOUT_DETAILS);
  if (!state || (state.forUser ?? null) !== forUser) return {};
  try {
    const { keptFieldsOf } = await import('./kept-details-schema');
    return keptFieldsOf(state.details);
  } catch {
    return {};
  }
}
