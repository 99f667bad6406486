'use client';

import clsx from 'clsx';
import { zoneInSentence } from '@/content/checkout';
import type { CartSummary } from '@/lib/pricing/priced-cart';
import { formatPrice } from '@/lib/pricing/money';
import { findZone } from '@/lib/pricing/shipping';
import { ItemLine } from '@/components/orders/item-line';
import { SummaryRows, taxLabel } from '@/components/orders/summary-rows';

interface CheckoutSummaryProps {
  summary: CartSummary;
  country: string;
  onRateChange: (rateId: string) => void;
}

/** Checkout's order summary (rules §2): the lines, the shipping options for the address, tax and total. */
export function CheckoutSummary({ summary, country, onRateChange }: CheckoutSummaryProps) {
  const { lines, shippingOptions, shipping, totals, freeShippingProgress } = summary;
  return (
    <>
      <ul className="divide-y divide-sand" aria-label="Items in your order">
        {lines.map((line) => (
          <ItemLine
            key={line.key}
            name={line.product.name}
            image={line.product.images[0]}
            customizations={line.customizations}
            quantity={line.quantity}
            unitPrice={line.unitPrice}
            total={line.lineTotal}
            compact
            testId="checkout-line"
          />
        ))}
      </ul>

      <fieldset className="mt-5 border-t border-sand pt-4">
        <legend className="float-left mb-2 w-full text-sm font-semibold text-bark">Shipping method</legend>
        {shippingOptions.length === 0 ? (
          <p className="clear-both text-sm text-muted">No shipping option is available for this order.</p>
        ) : (
          <div className="clear-both space-y-2">
            {shippingOptions.map((option) => {
              const checked = shipping?.rateId === option.rateId;
              return (
                <label
                  key={option.rateId}
                  className={clsx(
                    'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm',
                    checked ? 'border-walnut bg-linen' : 'border-sand bg-white hover:bg-cream',
                  )}
                >
                  <input
                    type="radio"
                    name="shipping-method"
                    value={option.rateId}
                    checked={checked}
                    onChange={() => onRateChange(option.rateId)}
                    className="mt-0.5 size-4 accent-walnut"
                  />
                  <span className="flex-1">
                    <span className="block font-medium text-ink">{option.name}</span>
                    <span className="block text-xs text-muted">{option.estimatedDays}</span>
                  </span>
                  <span className="font-semibold text-bark">{option.free ? 'Free' : formatPrice(option.cost)}</span>
                </label>
              );
            })}
          </div>
        )}
        {freeShippingProgress && freeShippingProgress.remaining > 0 && (
          <p className="mt-2 text-xs text-muted">
            Free shipping to {zoneInSentence(findZone(country))} on orders of {formatPrice(freeShippingProgress.threshold)} or
            more.
          </p>
        )}
      </fieldset>

      <div aria-live="polite" className="mt-5 border-t border-sand pt-4">
        <SummaryRows
          rows={[
            { label: 'Subtotal', value: totals.subtotal, testId: 'summary-subtotal' },
            {
              label: 'Shipping',
              detail: shipping?.name,
              value: shipping ? (shipping.free ? 'Free' : shipping.cost) : 'Not available',
              testId: 'summary-shipping',
            },
            { label: taxLabel, value: totals.tax, testId: 'summary-tax' },
          ]}
          total={totals.total}
        />
      </div>
    </>
  );
}
