'use client';

import { CircleAlert, Lock } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  CHECKOUT_COUNTRIES,
  addressWords,
  checkoutCopy,
  checkoutLabels,
  regionsByCountry,
  type CheckoutCountry,
} from '@/content/checkout';
import { summarizeCart } from '@/lib/pricing/priced-cart';
import {
  CHECKOUT_FIELD_ORDER,
  isCheckoutCountry,
  validateCheckout,
  validateField,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm as CheckoutValues,
} from '@/lib/orders/checkout';
import { orderedInAnotherTab, placeOrder } from '@/lib/shop/orders';
import { useCart } from '@/lib/store/cart';
import { useCatalogue } from '@/lib/store/catalogue';
import { useSession } from '@/lib/store/session';
import { useEndedSession } from '@/lib/store/ended-session';
import { sessionEndedCopy } from '@/content/session-ended';
import { SessionEndedMessage } from '@/components/account/session-ended-message';
import { Button } from '@/components/ui/button';
import { CheckoutSummary } from './checkout-summary';
import { SelectField, TextField } from '@/components/ui/form-field';
import { preloadBackend } from '@/lib/shop/run';
import { keepCheckoutDetails } from './kept-details';

export const fieldId = (field: CheckoutField) => `checkout-${field}`;

const SESSION_ENDED_ID = 'checkout-session-ended';

type Block = 'unavailable' | 'no-shipping' | null;

interface CheckoutFormProps {
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

export function CheckoutForm({ initial, onPlaced, onOrderedElsewhere, onPlacing = () => {}, now = () => new Date() }: CheckoutFormProps) {
  useEffect(preloadBackend, []);
  const items = useCart((s) => s.items);
  const products = useCatalogue((s) => s.products);
  const userId = useSession((s) => s.user?.id ?? null);
  // The shared server ended the customer's session while this form was open: they are told here, and what they type
  // stays kept for their account, for when they sign in again (the static shop never ends one).
  // With a shared server, another tab may be the one that found out: here the customer is only seen signed out, with
  // the cart still full (a sign-out of their own empties it and leaves checkout).
  const [openedAs] = useState(process.env.NEXT_PUBLIC_PARSE_SERVER_URL ? userId : null);
  const endedFor = useEndedSession((s) => s.endedFor) ?? openedAs;
  const sessionEnded = endedFor !== null && userId === null;
  /** The shopper has been shown that their session ended: Place order now places the order as a guest's. */
  const [toldSessionEnded, setToldSessionEnded] = useState(false);
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  /** Whether placing the order was tried: from then on every field's message follows what is typed. */
  const [attempted, setAttempted] = useState(false);
  /** Read out once per attempt; the visible list of problems shrinks quietly as they are fixed. */
  const [announcement, setAnnouncement] = useState('');
  const [rateId, setRateId] = useState<string | null>(null);
  const [block, setBlock] = useState<Block>(null);
  const [placing, setPlacing] = useState(false);
  const [notSavedShown, setNotSavedShown] = useState<string | null>(null);
  // A ref, not state: a double click or a held-down Enter submits again before React re-renders.
  const placingNow = useRef(false);
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    const target = document.getElementById(focusNext.current);
    // The session-ended notice comes once the sign-out here has been saved: its focus waits for it.
    if (!target && focusNext.current === SESSION_ENDED_ID) return;
    target?.focus();
    focusNext.current = null;
  });

  const country: CheckoutCountry = isCheckoutCountry(form.country) ? form.country : CHECKOUT_COUNTRIES[0];
  const words = addressWords[country];
  const summary = summarizeCart(items, products, {
    country,
    city: form.city,
    freeShipping: 'withAdjustments',
    rateId,
  });
  const shownBlock: Block = summary.unavailable.length > 0 ? 'unavailable' : block;

  const setField = (field: CheckoutField, value: string) => {
    const next = { ...form, [field]: value };
    if (field === 'country' && isCheckoutCountry(value) && !regionsByCountry[value].some((r) => r.code === next.state)) {
      next.state = '';
    }
    setForm(next);
    // Kept for the rest of the visit, so a reload or a trip to the cart loses nothing; never the card.
    keepCheckoutDetails(next, userId ?? endedFor);
    // Once a field shows a problem (or the order was attempted), its message follows what is typed.
    const recheck: CheckoutField[] = field === 'country' ? ['country', 'state', 'zipCode'] : [field];
    setErrors((current) => {
      const updated = { ...current };
      for (const f of recheck) {
        if (!(f in current) && !attempted) continue;
        const message = validateField(f, next, now());
        if (message) updated[f] = message;
        else delete updated[f];
      }
      return updated;
    });
  };

  // Leaving a field with something typed in it checks its format straight away; blank waits for the attempt.
  const checkOnBlur = (field: CheckoutField) => {
    if (form[field].trim() === '' && !attempted) return;
    const message = validateField(field, form, now());
    setErrors((current) => {
      const updated = { ...current };
      if (message) updated[field] = message;
      else delete updated[field];
      return updated;
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (placingNow.current) return;
    const found = validateCheckout(form, now());
    setErrors(found);
    setAttempted(true);
    const problems = CHECKOUT_FIELD_ORDER.filter((field) => found[field]);
    if (problems.length > 0) {
      // A trailing no-break space alternates so the same count is read out again on the next attempt.
      setAnnouncement((previous) =>
        checkoutCopy.errorSummary(problems.length) + (previous.endsWith('\u00a0') ? '' : '\u00a0'),
      );
      focusNext.current = fieldId(problems[0]);
      return;
    }
    setAnnouncement('');
    if (sessionEnded && !toldSessionEnded) {
      setToldSessionEnded(true);
      focusNext.current = SESSION_ENDED_ID;
      return;
    }
    // Price from the stores as they are now: the catalogue may have changed in another tab.
    const current = summarizeCart(useCart.getState().items, useCatalogue.getState().products, {
      country,
      city: form.city,
      freeShipping: 'withAdjustments',
      rateId,
    });
    const problem: Block = current.unavailable.length > 0 ? 'unavailable' : !current.shipping ? 'no-shipping' : null;
    setBlock(problem);
    if (problem || current.lines.length === 0) {
      focusNext.current = 'checkout-blocked';
      return;
    }

    placingNow.current = true;
    setPlacing(true);
    onPlacing(true);
    setNotSavedShown(null);
    // The order is stored and read back before anything else changes: if it cannot be, the shopper stays here
    // with the cart and everything typed, and is told what to do.
    const endedBefore = useEndedSession.getState().endedFor;
    const placed = await placeOrder({ summary: current, form }, { finish: (order) => onPlaced(order.id) });
    if (orderedInAnotherTab(placed)) {
      onOrderedElsewhere();
      return;
    }
    if (!placed.ok) {
      placingNow.current = false;
      setPlacing(false);
      onPlacing(false);
      // Refused because the server ended the session (lib/shop/server-backend.ts endedHere): the notice says so.
      const endedNow = useEndedSession.getState().endedFor;
      const ended = endedNow !== null && endedNow !== endedBefore;
      setToldSessionEnded(ended);
      setNotSavedShown(ended ? null : placed.failure.message);
      focusNext.current = ended ? SESSION_ENDED_ID : 'checkout-not-saved';
      return;
    }
  };

  const text = (field: CheckoutField) => ({
    id: fieldId(field),
    name: field,
    value: form[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
    onBlur: () => checkOnBlur(field),
  });

  const problems = attempted ? CHECKOUT_FIELD_ORDER.filter((field) => errors[field]) : [];

  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} aria-label="Checkout" className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-8">
        <p role="alert" className="sr-only">
          {announcement}
        </p>
        {problems.length > 0 && (
          <div className="rounded-card border border-ember bg-ember-light p-4 text-sm text-ember" data-testid="error-summary">
            <p className="flex items-center gap-2 font-semibold">
              <Icon node={CircleAlert} className="size-5 shrink-0" />
              {checkoutCopy.errorSummary(problems.length)}
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-9">
              {problems.map((field) => (
                <li key={field}>
                  <a href={`#${fieldId(field)}`} className="underline underline-offset-2">
                    {errors[field]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}

        <Section title="Contact details">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...text('email')}
              label={checkoutLabels.email}
              type="email"
              autoComplete="email"
              required
              className="sm:col-span-2"
            />
            <TextField {...text('phone')} label={checkoutLabels.phone} type="tel" autoComplete="tel" />
          </div>
        </Section>

        <Section title="Shipping address">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...text('firstName')} label={checkoutLabels.firstName} autoComplete="given-name" required />
            <TextField {...text('lastName')} label={checkoutLabels.lastName} autoComplete="family-name" required />
            <SelectField
              {...text('country')}
              label={checkoutLabels.country}
              autoComplete="country-name"
              required
              className="sm:col-span-2"
            >
              {CHECKOUT_COUNTRIES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </SelectField>
            <TextField
              {...text('street')}
              label={checkoutLabels.street}
              autoComplete="street-address"
              required
              className="sm:col-span-2"
            />
            <TextField {...text('city')} label={checkoutLabels.city} autoComplete="address-level2" required />
            <SelectField {...text('state')} label={words.region} autoComplete="address-level1" required>
              <option value="">Choose…</option>
              {regionsByCountry[country].map((region) => (
                <option key={region.code} value={region.code}>
                  {region.name}
                </option>
              ))}
            </SelectField>
            <TextField
              {...text('zipCode')}
              label={words.postal}
              hint={words.postalHint}
              autoComplete="postal-code"
              autoCapitalize="characters"
              required
            />
          </div>
        </Section>

        <Section title="Payment">
          <p className="mb-4 flex items-start gap-2 rounded-lg bg-linen px-3 py-2 text-sm text-ink">
            <Icon node={Lock} className="mt-0.5 size-4 shrink-0 text-walnut" />
            {checkoutCopy.paymentNote}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...text('cardName')}
              label={checkoutLabels.cardName}
              autoComplete="cc-name"
              required
              className="sm:col-span-2"
            />
            <TextField
              {...text('cardNumber')}
              label={checkoutLabels.cardNumber}
              autoComplete="cc-number"
              inputMode="numeric"
              maxLength={23}
              required
              className="sm:col-span-2"
            />
            <TextField
              {...text('expiry')}
              label={checkoutLabels.expiry}
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder="MM/YY"
              maxLength={7}
              required
            />
            <TextField
              {...text('cvv')}
              label={checkoutLabels.cvv}
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={4}
              required
            />
          </div>
        </Section>
      </div>

      <section
        aria-labelledby="checkout-summary-heading"
        className="rounded-card bg-white p-5 shadow-card ring-1 ring-sand/60 lg:sticky lg:top-24"
      >
        <h2 id="checkout-summary-heading" className="mb-4 text-xl font-bold">
          Order summary
        </h2>
        <CheckoutSummary summary={summary} country={country} onRateChange={setRateId} />
        {shownBlock && (
          <div
            id="checkout-blocked"
            tabIndex={-1}
            role="alert"
            className="mt-4 rounded-lg border border-ember bg-ember-light p-3 text-sm text-ember"
          >
            {shownBlock === 'unavailable' ? checkoutCopy.unavailableBlocked : checkoutCopy.noShipping}{' '}
            {shownBlock === 'unavailable' && (
              <Link href="/cart" className="font-semibold underline underline-offset-2">
                Go to your cart
              </Link>
            )}
          </div>
        )}
        {sessionEnded && (
          <p
            id={SESSION_ENDED_ID}
            tabIndex={-1}
            role="alert"
            className="mt-4 rounded-lg border border-ember bg-ember-light p-3 text-sm text-ember"
          >
            <SessionEndedMessage returnTo="/checkout" /> {sessionEndedCopy.checkoutNote}
          </p>
        )}
        {notSavedShown && (
          <p
            id="checkout-not-saved"
            tabIndex={-1}
            role="alert"
            className="mt-4 rounded-lg border border-ember bg-ember-light p-3 text-sm text-ember"
          >
            {notSavedShown}
          </p>
        )}
        <Button type="submit" size="lg" className="mt-5 w-full" busy={placing}>
          {placing ? checkoutCopy.placingOrder : checkoutCopy.placeOrder}
        </Button>
        <Link href="/cart" className="mt-3 block text-center text-sm font-medium text-walnut underline-offset-4 hover:underline">
          Back to cart
        </Link>
      </section>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-card bg-white p-5 shadow-card ring-1 ring-sand/60">
      <legend className="float-left mb-4 w-full">
        <h2 className="text-xl font-bold">{title}</h2>
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}
