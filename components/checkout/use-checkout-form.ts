'use client';

import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { CHECKOUT_COUNTRIES, checkoutCopy, regionsByCountry, type CheckoutCountry } from '@/content/checkout';
import { summarizeCart, type Destination } from '@/lib/pricing/priced-cart';
import {
  CHECKOUT_FIELD_ORDER,
  isCheckoutCountry,
  validateCheckout,
  validateField,
  validateWithoutCard,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm as CheckoutValues,
} from '@/lib/orders/checkout';
import { orderedInAnotherTab, placeOrder } from '@/lib/shop/orders';
import { useCart } from '@/lib/store/cart';
import { useCatalogue } from '@/lib/store/catalogue';
import { useSession } from '@/lib/store/session';
import { useEndedSession } from '@/lib/store/ended-session';
import { preloadBackend } from '@/lib/shop/run';
import { chooseShippingCountry, chooseShippingRate, chosenShipping } from '@/lib/store/shipping-choice';
import { keepCheckoutDetails } from './kept-details';

export const fieldId = (field: CheckoutField) => `checkout-${field}`;

/** The notices beside Place order, which take the focus when they explain why nothing was ordered. */
export const noticeIds = {
  blocked: 'checkout-blocked',
  sessionEnded: 'checkout-session-ended',
  notSaved: 'checkout-not-saved',
} as const;

export type Block = 'unavailable' | 'no-shipping' | null;

export interface CheckoutFormProps {
  initial: CheckoutValues;
  /**
   * Called once the order is saved, before another tab may place one: the page empties the cart and moves on to
   * the confirmation.
   */
  onPlaced: (orderId: string) => Promise<void>;
  /** Called when another tab has just ordered this cart, and nothing was placed here. */
  onOrderedElsewhere: () => void;
  /** Told when placing starts and when it ends without an order; meanwhile the cart may empty under the form. */
  onPlacing?: (placing: boolean) => void;
  /** Today, for the expiry check; injectable for tests. */
  now?: () => Date;
}

interface CheckoutState {
  form: CheckoutValues;
  errors: CheckoutErrors;
  /** Whether placing the order was tried: from then on every field's message follows what is typed. */
  attempted: boolean;
  /** Read out once per attempt; the visible list of problems shrinks quietly as they are fixed. */
  announcement: string;
  rateId: string | null;
  block: Block;
  placing: boolean;
  notSavedShown: string | null;
  /** The shopper has been shown that their session ended: Place order now places the order as a guest's. */
  toldSessionEnded: boolean;
  /** Who was signed in when the form opened, with a shared server; fixed at the first render. */
  openedAs: string | null;
}

type CheckoutAction =
  | { type: 'edit'; field: CheckoutField; form: CheckoutValues; now: Date }
  | { type: 'leave'; field: CheckoutField; now: Date }
  | { type: 'attempt'; errors: CheckoutErrors }
  | { type: 'tellSessionEnded' }
  | { type: 'block'; block: Block }
  | { type: 'placing' }
  | { type: 'notPlaced'; sessionEnded: boolean; message: string }
  | { type: 'chooseRate'; rateId: string };

function withMessage(errors: CheckoutErrors, field: CheckoutField, message: string | undefined): CheckoutErrors {
  const updated = { ...errors };
  if (message) updated[field] = message;
  else delete updated[field];
  return updated;
}

function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'edit': {
      // Once a field shows a problem (or the order was attempted), its message follows what is typed.
      const recheck: CheckoutField[] = action.field === 'country' ? ['country', 'state', 'zipCode'] : [action.field];
      let errors = { ...state.errors };
      for (const f of recheck) {
        if (!(f in state.errors) && !state.attempted) continue;
        errors = withMessage(errors, f, validateField(f, action.form, action.now));
      }
      return { ...state, form: action.form, errors };
    }
    case 'leave':
      // Leaving a field with something typed in it checks its format straight away; blank waits for the attempt.
      if (state.form[action.field].trim() === '' && !state.attempted) return state;
      return { ...state, errors: withMessage(state.errors, action.field, validateField(action.field, state.form, action.now)) };
    case 'attempt': {
      const count = CHECKOUT_FIELD_ORDER.filter((field) => action.errors[field]).length;
      // A trailing no-break space alternates so the same count is read out again on the next attempt.
      const announcement =
        count === 0 ? '' : checkoutCopy.errorSummary(count) + (state.announcement.endsWith('\u00a0') ? '' : '\u00a0');
      return { ...state, errors: action.errors, attempted: true, announcement };
    }
    case 'tellSessionEnded':
      return { ...state, toldSessionEnded: true };
    case 'block':
      return { ...state, block: action.block };
    case 'placing':
      return { ...state, placing: true, notSavedShown: null };
    case 'notPlaced':
      return {
        ...state,
        placing: false,
        toldSessionEnded: action.sessionEnded,
        notSavedShown: action.sessionEnded ? null : action.message,
      };
    case 'chooseRate':
      return { ...state, rateId: action.rateId };
  }
}

function startState({ initial, openedAs }: { initial: CheckoutValues; openedAs: string | null }): CheckoutState {
  const chosen = chosenShipping();
  return {
    form: initial,
    errors: {},
    attempted: false,
    announcement: '',
    // The method chosen here earlier in this visit, for the country the form opens with; the cheapest when it is no
    // longer offered (summarizeCart).
    rateId: chosen?.country === initial.country ? chosen.rateId : null,
    block: null,
    placing: false,
    notSavedShown: null,
    toldSessionEnded: false,
    openedAs,
  };
}

/** The form with one field changed; a state that is not in the new country is cleared. */
function withField(form: CheckoutValues, field: CheckoutField, value: string): CheckoutValues {
  const next = { ...form, [field]: value };
  if (field === 'country' && isCheckoutCountry(value) && !regionsByCountry[value].some((r) => r.code === next.state)) {
    next.state = '';
  }
  return next;
}

/** Checkout's state and what it does: the fields and their messages, the price, and placing the order. */
export function useCheckoutForm({ initial, onPlaced, onOrderedElsewhere, onPlacing = () => {}, now = () => new Date() }: CheckoutFormProps) {
  useEffect(preloadBackend, []);
  const items = useCart((s) => s.items);
  const products = useCatalogue((s) => s.products);
  const userId = useSession((s) => s.user?.id ?? null);
  const [state, dispatch] = useReducer(
    checkoutReducer,
    { initial, openedAs: process.env.NEXT_PUBLIC_PARSE_SERVER_URL ? userId : null },
    startState,
  );
  const { form, errors, attempted, rateId, toldSessionEnded } = state;
  // The shared server ended the customer's session while this form was open: they are told here, and what they type
  // stays kept for their account, for when they sign in again (the static shop never ends one).
  // With a shared server, another tab may be the one that found out: here the customer is only seen signed out, with
  // the cart still full (a sign-out of their own empties it and leaves checkout).
  const endedFor = useEndedSession((s) => s.endedFor) ?? state.openedAs;
  const sessionEnded = endedFor !== null && userId === null;
  // A ref, not state: a double click or a held-down Enter submits again before React re-renders.
  const placingNow = useRef(false);
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    const target = document.getElementById(focusNext.current);
    // The session-ended notice comes once the sign-out here has been saved: its focus waits for it.
    if (!target && focusNext.current === noticeIds.sessionEnded) return;
    target?.focus();
    focusNext.current = null;
  });

  const country: CheckoutCountry = isCheckoutCountry(form.country) ? form.country : CHECKOUT_COUNTRIES[0];
  const destination: Destination = { country, city: form.city, freeShipping: 'withAdjustments', rateId };
  const summary = summarizeCart(items, products, destination);
  const shownBlock: Block = summary.unavailable.length > 0 ? 'unavailable' : state.block;

  const setField = (field: CheckoutField, value: string) => {
    const next = withField(form, field, value);
    // Kept for the rest of the visit, so a reload or a trip to the cart loses nothing; never the card.
    keepCheckoutDetails(next, userId ?? endedFor);
    // The country is the cart's and the product page's choice too (lib/store/shipping-choice.ts).
    if (field === 'country' && isCheckoutCountry(value)) chooseShippingCountry(value);
    dispatch({ type: 'edit', field, form: next, now: now() });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (placingNow.current) return;
    // Paid on Stripe's page, the card is typed there: this form has no card fields.
    const found = process.env.NEXT_PUBLIC_PAYMENTS === 'stripe' ? validateWithoutCard(form, now()) : validateCheckout(form, now());
    dispatch({ type: 'attempt', errors: found });
    const problems = CHECKOUT_FIELD_ORDER.filter((field) => found[field]);
    if (problems.length > 0) {
      focusNext.current = fieldId(problems[0]);
      return;
    }
    if (sessionEnded && !toldSessionEnded) {
      dispatch({ type: 'tellSessionEnded' });
      focusNext.current = noticeIds.sessionEnded;
      return;
    }
    // Price from the stores as they are now: the catalogue may have changed in another tab.
    const current = summarizeCart(useCart.getState().items, useCatalogue.getState().products, destination);
    const problem: Block = current.unavailable.length > 0 ? 'unavailable' : !current.shipping ? 'no-shipping' : null;
    dispatch({ type: 'block', block: problem });
    if (problem || current.lines.length === 0) {
      focusNext.current = noticeIds.blocked;
      return;
    }

    placingNow.current = true;
    dispatch({ type: 'placing' });
    onPlacing(true);
    // The order is stored and read back before anything else changes: if it cannot be, the shopper stays here
    // with the cart and everything typed, and is told what to do.
    const endedBefore = useEndedSession.getState().endedFor;
    const placed =
      process.env.NEXT_PUBLIC_PAYMENTS === 'stripe'
        ? // Placed awaiting its payment, and on to Stripe's page: the cart stays until the payment is confirmed.
          // (Loaded here, so the build without Stripe carries none of it.)
          await (await import('./pay-with-stripe')).payAndGo({ summary: current, form })
        : await placeOrder({ summary: current, form }, { finish: (order) => onPlaced(order.id) });
    if (orderedInAnotherTab(placed)) {
      onOrderedElsewhere();
      return;
    }
    if (!placed.ok) {
      placingNow.current = false;
      onPlacing(false);
      // Refused because the server ended the session (lib/shop/server-accounts.ts endedHere): the notice says so.
      const endedNow = useEndedSession.getState().endedFor;
      const ended = endedNow !== null && endedNow !== endedBefore;
      dispatch({ type: 'notPlaced', sessionEnded: ended, message: placed.failure.message });
      focusNext.current = ended ? noticeIds.sessionEnded : noticeIds.notSaved;
    }
  };

  /** The props that tie a field to its value, its message and the checks above. */
  const field = (name: CheckoutField) => ({
    id: fieldId(name),
    name,
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
    onBlur: () => dispatch({ type: 'leave', field: name, now: now() }),
  });

  return {
    field,
    submit,
    chooseRate: (id: string) => {
      chooseShippingRate(country, id);
      dispatch({ type: 'chooseRate', rateId: id });
    },
    country,
    summary,
    shownBlock,
    sessionEnded,
    errors,
    /** The fields with a problem, in page order; listed only once placing the order was tried. */
    problems: attempted ? CHECKOUT_FIELD_ORDER.filter((name) => errors[name]) : [],
    announcement: state.announcement,
    placing: state.placing,
    notSavedShown: state.notSavedShown,
  };
}
