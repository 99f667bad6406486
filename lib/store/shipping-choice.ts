// The country the shopper chose to ship to (issue 84): in the cart's summary, the product page's estimate or at
// checkout, each screen opens with the last choice, so the cart's total is the one checkout shows; without a choice
// each keeps its default (rules §9: Canada in the cart and the estimate, the United States at checkout).
//
// It is kept in this tab's sessionStorage, beside the contact details and address typed at checkout (CHECKOUT_DETAILS),
// and forgotten with them (forgetCheckoutDetails: the order placed, or signing out): it is a fact of this visit's
// checkout in progress, as the country typed at checkout already is. The cart's own store (localStorage) would carry
// it into a new tab and past the visit, but also to the next person at a shared computer, and would need a new version
// of the cart's stored shape for one field that is not part of the cart.
import { useSyncExternalStore } from 'react';
import { forgetInTab, keepInTab, keptInTab } from './backing-storage';
import { SHIPPING_CHOICE } from './storage-keys';

/** What the cart and the estimate offer (content/checkout.ts CART_COUNTRIES, lib/catalogue ESTIMATE_COUNTRIES). */
export const SHIPPING_CHOICES = ['Canada', 'United States', 'Other'] as const;
export type ShippingChoice = (typeof SHIPPING_CHOICES)[number];

export interface ChosenShipping {
  country: ShippingChoice;
  /** The shipping method chosen at checkout, while it is still offered there (the cart offers none). */
  rateId: string | null;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function isShippingChoice(value: unknown): value is ShippingChoice {
  return (SHIPPING_CHOICES as readonly unknown[]).includes(value);
}

/** What was chosen in this tab; null when nothing was, or what is kept is not a choice (stored data is untrusted). */
export function chosenShipping(): ChosenShipping | null {
  const kept = keptInTab(SHIPPING_CHOICE);
  if (!kept || !isShippingChoice(kept.country)) return null;
  return { country: kept.country, rateId: typeof kept.rateId === 'string' ? kept.rateId : null };
}

/** The shopper chose a country; a method chosen for another country does not follow it. */
export function chooseShippingCountry(country: ShippingChoice): void {
  const current = chosenShipping();
  keepInTab(SHIPPING_CHOICE, { country, rateId: current?.country === country ? current.rateId : null });
  notify();
}

/** The shopper chose a shipping method at checkout, for the country shown there. */
export function chooseShippingRate(country: ShippingChoice, rateId: string): void {
  keepInTab(SHIPPING_CHOICE, { country, rateId });
  notify();
}

export function forgetShippingChoice(): void {
  forgetInTab(SHIPPING_CHOICE);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const chosenCountry = () => chosenShipping()?.country ?? null;

/**
 * The country chosen in this tab, or null; null too in the exported HTML and while it hydrates, so the page hydrates
 * the default it was exported with and shows the choice in the render after.
 */
export function useChosenShippingCountry(): ShippingChoice | null {
  return useSyncExternalStore(subscribe, chosenCountry, () => null);
}
