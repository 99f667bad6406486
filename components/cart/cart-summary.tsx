'use client';

import { Link } from '@/components/ui/link';
import { useId } from 'react';
import { CART_COUNTRIES, checkoutCopy, zoneInSentence } from '@/content/checkout';
import type { CartSummary } from '@/lib/pricing/priced-cart';
import { formatPrice } from '@/lib/pricing/money';
import { findZone } from '@/lib/pricing/shipping';
import { Button, ButtonLink } from '@/components/ui/button';
import { SummaryRows, taxLabel } from '@/components/orders/summary-rows';
import { controlClasses } from '@/components/ui/form-field';

interface CartSummaryPanelProps {
  summary: CartSummary;
  country: string;
  onCountryChange: (country: string) => void;
}

/** The cart's order summary (rules §2): subtotal, shipping estimate for a country, tax 8%, total. */
export function CartSummaryPanel({ summary, country, onCountryChange }: CartSummaryPanelProps) {
  const countryId = useId();
  const { totals, shipping, freeShippingProgress, itemCount } = summary;
  const blocked = summary.unavailable.length > 0;
  const zoneName = zoneInSentence(findZone(country));
  return (
    <section aria-labelledby="cart-summary-heading" className="rounded-card bg-white p-5 shadow-card ring-1 ring-sand/60 lg:sticky lg:top-24">
      <h2 id="cart-summary-heading" className="text-xl font-bold">
        Order summary
      </h2>

      <div className="mt-4">
        <label htmlFor={countryId} className="block text-sm font-medium text-ink">
          Shipping to
        </label>
        <select
          id={countryId}
          value={country}
          onChange={(event) => onCountryChange(event.target.value)}
          className={controlClasses('compact', 'mt-1 w-full')}
        >
          {CART_COUNTRIES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {country === 'Other' && (
          <p className="mt-1 text-xs text-muted">
            Checkout ships to Canada and the United States. For anywhere else,{' '}
            <Link href="/contact" className="font-medium text-walnut underline underline-offset-2">
              contact us
            </Link>{' '}
            and we will arrange it.
          </p>
        )}
      </div>

      <div aria-live="polite" className="mt-5">
        <SummaryRows
          rows={[
            {
              label: `Subtotal (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`,
              value: totals.subtotal,
              testId: 'summary-subtotal',
            },
            {
              label: 'Shipping',
              detail: shipping ? `${shipping.name}, ${shipping.estimatedDays}` : undefined,
              value: shipping ? (shipping.free ? 'Free' : shipping.cost) : 'Not available',
              testId: 'summary-shipping',
            },
            { label: taxLabel, value: totals.tax, testId: 'summary-tax' },
          ]}
          total={totals.total}
        />
        {!shipping && itemCount > 0 && <p className="mt-3 text-sm text-ember">{checkoutCopy.noShipping}</p>}
        {shipping && freeShippingProgress && (
          <p className="mt-3 rounded-lg bg-linen px-3 py-2 text-sm text-ink" data-testid="free-shipping-hint">
            {freeShippingProgress.remaining === 0 ? (
              `Your order ships free to ${zoneName}.`
            ) : (
              <>
                Free shipping to {zoneName} on orders of {formatPrice(freeShippingProgress.threshold)} or more.{' '}
                <span className="text-muted">
                  {formatPrice(freeShippingProgress.remaining)} to go at regular prices; customisations count too at
                  checkout.
                </span>
              </>
            )}
          </p>
        )}
      </div>

      <div className="mt-6 flex flex-col gap-3">
        {blocked ? (
          <>
            <p id="cart-blocked" className="text-sm text-ember">
              Remove the unavailable items to check out.
            </p>
            <Button disabled size="lg" aria-describedby="cart-blocked">
              Proceed to checkout
            </Button>
          </>
        ) : (
          <ButtonLink href="/checkout" size="lg">
            Proceed to checkout
          </ButtonLink>
        )}
        <ButtonLink href="/products" variant="secondary">
          Continue shopping
        </ButtonLink>
      </div>
    </section>
  );
}
