'use client';

import { CircleAlert, Lock } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { useRef, type ReactNode } from 'react';
import {
  CHECKOUT_COUNTRIES,
  addressWords,
  checkoutCopy,
  checkoutHeadings,
  checkoutLabels,
  checkoutPlaceholders,
  regionsByCountry,
} from '@/content/checkout';
import { sessionEndedCopy } from '@/content/session-ended';
import { SessionEndedMessage } from '@/components/account/session-ended-message';
import { Button } from '@/components/ui/button';
import { useOwnHeight } from '@/components/ui/use-own-height';
import { CheckoutSummary } from './checkout-summary';
import { StripeCancelledNotice, StripePayment } from './stripe-payment';
import { stripeCheckoutCopy } from '@/content/payments';
import { formatPrice } from '@/lib/pricing/money';
import { SelectField, TextField, textAlertClasses } from '@/components/ui/form-field';
import { fieldId, noticeIds, useCheckoutForm, type CheckoutFormProps } from './use-checkout-form';

/** A notice beside Place order. */
const noticeClasses = `mt-4 ${textAlertClasses}`;

export function CheckoutForm(props: CheckoutFormProps) {
  const { field, errors, problems, announcement, submit, placing, country, summary, chooseRate, shownBlock, sessionEnded, notSavedShown } =
    useCheckoutForm(props);
  const words = addressWords[country];
  const summaryBox = useRef<HTMLElement>(null);
  useOwnHeight(summaryBox);

  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} aria-label={checkoutCopy.formName} className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-8">
        {process.env.NEXT_PUBLIC_PAYMENTS === 'stripe' ? (
          <>
            <StripeCancelledNotice />
            <p role="alert" className="sr-only">
              {announcement}
            </p>
          </>
        ) : (
          <p role="alert" className="sr-only">
            {announcement}
          </p>
        )}
        {problems.length > 0 && (
          <div className="rounded-card border border-ember bg-ember-light p-4 text-sm text-ember" data-testid="error-summary">
            <p className="flex items-center gap-2 font-semibold">
              <Icon node={CircleAlert} className="size-5 shrink-0" />
              {checkoutCopy.errorSummary(problems.length)}
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-9">
              {problems.map((name) => (
                <li key={name}>
                  <a href={`#${fieldId(name)}`} className="underline underline-offset-2">
                    {errors[name]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}

        <Section title={checkoutHeadings.contact}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...field('email')}
              label={checkoutLabels.email}
              type="email"
              autoComplete="email"
              required
              className="sm:col-span-2"
            />
            <TextField {...field('phone')} label={checkoutLabels.phone} type="tel" autoComplete="tel" />
          </div>
        </Section>

        <Section title={checkoutHeadings.shipping}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...field('firstName')} label={checkoutLabels.firstName} autoComplete="given-name" required />
            <TextField {...field('lastName')} label={checkoutLabels.lastName} autoComplete="family-name" required />
            <SelectField
              {...field('country')}
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
              {...field('street')}
              label={checkoutLabels.street}
              autoComplete="address-line1"
              required
              className="sm:col-span-2"
            />
            <TextField {...field('city')} label={checkoutLabels.city} autoComplete="address-level2" required />
            <SelectField {...field('state')} label={words.region} autoComplete="address-level1" required>
              <option value="">{checkoutPlaceholders.state}</option>
              {regionsByCountry[country].map((region) => (
                <option key={region.code} value={region.code}>
                  {region.name}
                </option>
              ))}
            </SelectField>
            <TextField
              {...field('zipCode')}
              label={words.postal}
              hint={words.postalHint}
              autoComplete="postal-code"
              autoCapitalize="characters"
              required
            />
          </div>
        </Section>

        {process.env.NEXT_PUBLIC_PAYMENTS === 'stripe' ? (
          <Section title={checkoutHeadings.payment}>
            <StripePayment />
          </Section>
        ) : (
          <Section title={checkoutHeadings.payment}>
            <p className="mb-4 flex items-start gap-2 rounded-lg bg-linen px-3 py-2 text-sm text-ink">
              <Icon node={Lock} className="mt-0.5 size-4 shrink-0 text-walnut" />
              {checkoutCopy.paymentNote}
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                {...field('cardName')}
                label={checkoutLabels.cardName}
                autoComplete="cc-name"
                required
                className="sm:col-span-2"
              />
              <TextField
                {...field('cardNumber')}
                label={checkoutLabels.cardNumber}
                autoComplete="cc-number"
                inputMode="numeric"
                maxLength={23}
                required
                className="sm:col-span-2"
              />
              <TextField
                {...field('expiry')}
                label={checkoutLabels.expiry}
                autoComplete="cc-exp"
                inputMode="numeric"
                placeholder={checkoutPlaceholders.expiry}
                maxLength={7}
                required
              />
              <TextField
                {...field('cvv')}
                label={checkoutLabels.cvv}
                autoComplete="cc-csc"
                inputMode="numeric"
                maxLength={4}
                required
              />
            </div>
          </Section>
        )}
      </div>

      {/* Beside the form from 1024 px, it stays in view as the form scrolls: below the header when it fits the window;
          when taller (a short window, a long cart) it scrolls with the page until its end, Place order, is in view, and
          stays so, above the chat bubble's corner (5.5rem). Stuck below the header, a taller box kept Place order under
          the window's edge, where focusing it could not scroll it into view. */}
      <section
        ref={summaryBox}
        aria-labelledby="checkout-summary-heading"
        className="rounded-card bg-white p-5 shadow-card ring-1 ring-sand/60 lg:sticky lg:top-[min(6rem,calc(100dvh_-_var(--own-height,0px)_-_5.5rem))]"
      >
        <h2 id="checkout-summary-heading" className="mb-4 text-xl font-bold">
          {checkoutHeadings.summary}
        </h2>
        <CheckoutSummary summary={summary} country={country} onRateChange={chooseRate} />
        {shownBlock && (
          <div id={noticeIds.blocked} tabIndex={-1} role="alert" className={noticeClasses}>
            {shownBlock === 'unavailable' ? checkoutCopy.unavailableBlocked : checkoutCopy.noShipping}{' '}
            {shownBlock === 'unavailable' && (
              <Link href="/cart" className="font-semibold underline underline-offset-2">
                {checkoutCopy.goToCart}
              </Link>
            )}
          </div>
        )}
        {sessionEnded && (
          <p id={noticeIds.sessionEnded} tabIndex={-1} role="alert" className={noticeClasses}>
            <SessionEndedMessage returnTo="/checkout" /> {sessionEndedCopy.checkoutNote}
          </p>
        )}
        {notSavedShown && (
          <p id={noticeIds.notSaved} tabIndex={-1} role="alert" className={noticeClasses}>
            {notSavedShown}
          </p>
        )}
        <Button type="submit" size="lg" className="mt-5 w-full" busy={placing}>
          {process.env.NEXT_PUBLIC_PAYMENTS === 'stripe'
            ? placing
              ? stripeCheckoutCopy.opening
              : stripeCheckoutCopy.pay(formatPrice(summary.totals.total))
            : placing
              ? checkoutCopy.placingOrder
              : checkoutCopy.placeOrder}
        </Button>
        <Link href="/cart" className="mt-3 block text-center text-sm font-medium text-walnut underline-offset-4 hover:underline">
          {checkoutCopy.backToCart}
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
