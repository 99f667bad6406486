'use client';

import { Truck } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useId, useRef } from 'react';
import { messages } from '@/content/messages';
import { productPageCopy as copy } from '@/content/product-page';
import { formatPrice } from '@/lib/pricing/money';
import {
  DEFAULT_ESTIMATE_COUNTRY,
  ESTIMATE_COUNTRIES,
  isEstimateCountry,
  productShippingEstimate,
  type EstimateCountry,
} from '@/lib/catalogue/product-page';
import type { Product } from '@/types/shop';
import { controlClasses } from '@/components/ui/form-field';
import { useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import { chooseShippingCountry, useChosenShippingCountry } from '@/lib/store/shipping-choice';

/** The country select's name, for a choice made before the page's scripts ran. */
const SHIP_TO = 'ship-to';

interface ShippingEstimateProps {
  product: Pick<Product, 'price' | 'weight'>;
  /** Dollars, including the chosen customisation adjustments. */
  unitPrice: number;
  quantity: number;
}

/** Shipping for this product at the chosen quantity to Canada, the United States or elsewhere (rules §2, §9). */
export function ShippingEstimate({ product, unitPrice, quantity }: ShippingEstimateProps) {
  // The country chosen here, in the cart or at checkout in this visit; Canada until one is (rules §9). A choice is
  // the cart's and checkout's too (lib/store/shipping-choice.ts).
  const country: EstimateCountry = useChosenShippingCountry() ?? DEFAULT_ESTIMATE_COUNTRY;
  const choose = (value: string) => isEstimateCountry(value) && chooseShippingCountry(value);
  const section = useRef<HTMLElement>(null);
  useTypedBeforeHydration(section, [SHIP_TO], (_name, value) => choose(value));
  const selectId = useId();
  const headingId = useId();
  const option = productShippingEstimate({ product, unitPrice, quantity, country });

  return (
    <section ref={section} aria-labelledby={headingId} className="rounded-card bg-linen p-4 sm:p-5">
      <h2 id={headingId} className="flex items-center gap-2 font-serif text-lg font-semibold">
        <Icon node={Truck} className="size-5 text-walnut" />
        {copy.shippingHeading}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label htmlFor={selectId} className="text-sm font-medium text-ink">
          {copy.shipTo}
        </label>
        <select
          id={selectId}
          name={SHIP_TO}
          value={country}
          onChange={(event) => choose(event.target.value)}
          className={controlClasses('compact')}
        >
          {ESTIMATE_COUNTRIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div aria-live="polite" aria-atomic="true" data-testid="shipping-estimate" className="mt-3 text-sm">
        {option ? (
          <p className="text-ink">
            <span className="font-semibold">{option.name}</span>
            {': '}
            <span className="font-semibold text-bark">{option.free ? copy.free : formatPrice(option.cost)}</span>
            {' · '}
            {option.estimatedDays}
            <span className="block text-muted">{copy.shippingFor(quantity)}</span>
          </p>
        ) : (
          <p className="text-ink">{messages.shippingUnavailable}</p>
        )}
      </div>
      <p className="mt-3 border-t border-sand pt-3 text-sm font-medium text-moss">{messages.freeDeliveryNote}</p>
    </section>
  );
}
