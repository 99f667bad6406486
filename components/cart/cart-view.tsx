'use client';

import clsx from 'clsx';
import { ShoppingBag } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useRef, useState } from 'react';
import { DEFAULT_CART_COUNTRY } from '@/content/checkout';
import { messages } from '@/content/messages';
import { cartPrepaintScript } from '@/lib/prepaint';
import { summarizeCart } from '@/lib/pricing/priced-cart';
import { useCart } from '@/lib/store/cart';
import { useCatalogue } from '@/lib/store/catalogue';
import { chooseShippingCountry, isShippingChoice, useChosenShippingCountry } from '@/lib/store/shipping-choice';
import { useHydrated } from '@/lib/store/hydration';
import { ButtonLink } from '@/components/ui/button';
import { CartLineItem, UnavailableLineItem, lineLabel } from './cart-lines';
import { CartSummaryPanel } from './cart-summary';

/** /cart: the lines with their controls and the order summary, once the persisted cart has been read. */
export function CartView() {
  const hydrated = useHydrated();
  const items = useCart((s) => s.items);
  const update = useCart((s) => s.update);
  const remove = useCart((s) => s.remove);
  const products = useCatalogue((s) => s.products);
  // The country chosen here, on a product page or at checkout in this visit; Canada until one is (rules §9).
  const country = useChosenShippingCountry() ?? DEFAULT_CART_COUNTRY;
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  const summary = summarizeCart(items, products, { country, freeShipping: 'base' });
  const empty = hydrated && items.length === 0;

  const removeLine = (key: string, label: string) => {
    remove(key);
    setAnnouncement(`${label} removed from your cart.`);
    // The removed line's button is gone: keep keyboard users at the top of the cart rather than lost on the page.
    heading.current?.focus();
  };

  return (
    // The minimum height holds both the loading skeleton and the empty cart, so the footer does not jump (CLS).
    <div className="container-page min-h-[36rem] py-10">
      <h1 ref={heading} tabIndex={-1} className="text-4xl font-bold focus:outline-none">
        Shopping cart
      </h1>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {/* Until React has read storage, the pre-paint script (lib/prepaint.ts) picks the skeleton or the empty
          cart by marking <html>. It is inline in the page, so it has run before the blocks below first paint without
          a request of its own; the Content-Security-Policy allows it by its hash. */}
      {!hydrated && <script dangerouslySetInnerHTML={{ __html: cartPrepaintScript() }} />}
      {!hydrated && <CartSkeleton className="[[data-cart-empty]_&]:hidden" />}
      {(!hydrated || empty) && <EmptyCart className={hydrated ? 'flex' : 'hidden [[data-cart-empty]_&]:flex'} />}
      {hydrated && !empty && (
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-labelledby="cart-items-heading">
            <h2 id="cart-items-heading" className="sr-only">
              Items in your cart
            </h2>
            <ul className="divide-y divide-sand rounded-card bg-white px-5 shadow-card ring-1 ring-sand/60">
              {summary.lines.map((line, index) => (
                <CartLineItem
                  key={line.key}
                  line={line}
                  priority={index === 0}
                  onQuantity={(quantity) => {
                    if (quantity <= 0) return removeLine(line.key, lineLabel(line));
                    update(line.key, quantity);
                    setAnnouncement(`Quantity of ${lineLabel(line)} is now ${quantity}.`);
                  }}
                  onRemove={() => removeLine(line.key, lineLabel(line))}
                />
              ))}
              {summary.unavailable.map((line) => (
                <UnavailableLineItem
                  key={line.key}
                  line={line}
                  onRemove={() => removeLine(line.key, line.product?.name ?? 'The unavailable item')}
                />
              ))}
            </ul>
          </section>
          <CartSummaryPanel summary={summary} country={country} onCountryChange={(chosen) => isShippingChoice(chosen) && chooseShippingCountry(chosen)} />
        </div>
      )}
    </div>
  );
}

function EmptyCart({ className }: { className: string }) {
  return (
    <div
      className={clsx(
        'mt-8 flex-col items-center rounded-card bg-white px-6 py-16 text-center shadow-card ring-1 ring-sand/60',
        className,
      )}
    >
      <Icon node={ShoppingBag} className="size-12 text-oak" />
      <h2 className="mt-4 font-serif text-2xl font-bold text-bark">{messages.cartEmpty}</h2>
      <p className="mt-2 max-w-md text-muted">Find a board, a tray or a stand made by hand in our workshop.</p>
      <ButtonLink href="/products" size="lg" className="mt-6">
        Browse products
      </ButtonLink>
    </div>
  );
}

function CartSkeleton({ className }: { className: string }) {
  return (
    <div className={clsx('mt-8 grid items-start gap-8 lg:grid-cols-[1fr_22rem]', className)} aria-busy="true">
      <p className="sr-only">Loading your cart…</p>
      <div className="h-64 animate-pulse rounded-card bg-white shadow-card ring-1 ring-sand/60" />
      <div className="hidden h-80 animate-pulse rounded-card bg-white shadow-card ring-1 ring-sand/60 lg:block" />
    </div>
  );
}
