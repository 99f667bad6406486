'use client';

import { ShoppingCart } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { messages } from '@/content/messages';
import { cartCount, roomInLine } from '@/lib/orders/cart';
import { cartLineCopy } from '@/content/cart-line';
import { productPageCopy as copy } from '@/content/product-page';
import { lineTotal, buildCustomizations, missingRequiredOptions, unitPrice, type CustomizationValues } from '@/lib/pricing/prices';
import { PRODUCT_QUANTITIES, isProductQuantity } from '@/lib/catalogue/product-page';
import { useCart } from '@/lib/store/cart';
import type { Product } from '@/types/shop';
import { ADDED_FEEDBACK_MS, AddToCartLabel } from '@/components/catalogue/add-to-cart-button';
import { useRenderedInBrowser } from '@/components/ui/rendered-in-browser';
import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { CustomizationFields, fieldId } from './customization-fields';
import { ShippingEstimate } from './shipping-estimate';
import { controlClasses } from '@/components/ui/form-field';
import { useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';

/** The quantity select's name; the customisation fields are named by their option's id. */
const QUANTITY_FIELD = 'quantity';

/**
 * Price, customisation options, quantity, Add to Cart and the shipping estimate: everything that depends on what
 * the shopper has chosen. Add to Cart with quantity N adds the product N times (rules §4).
 */
export function ProductPurchase({ product }: { product: Product }) {
  // Add to Cart waits for the page's scripts: pressed before, it would submit the form natively (issue 84). Not for
  // the stores to be read: an add meanwhile joins what was stored (lib/store/persisted.ts).
  const ready = useRenderedInBrowser();
  const add = useCart((s) => s.add);
  const inCart = useCart((s) => cartCount(s.items));
  const options = product.customizationOptions ?? [];
  const [values, setValues] = useState<CustomizationValues>({});
  const [quantity, setQuantity] = useState(1);
  const [showErrors, setShowErrors] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** True for ADDED_FEEDBACK_MS after adding: the button reads 'Added!'. */
  const [feedback, setFeedback] = useState(false);
  /** The quantity last added, for the status line; cleared by the next attempt. */
  const [added, setAdded] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const prefix = useId();
  const quantityId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  /** The quantity select's value, kept when it is one of the quantities offered. */
  const chooseQuantity = (value: string) => {
    const next = Number(value);
    if (isProductQuantity(next)) setQuantity(next);
  };
  useTypedBeforeHydration(formRef, [...options.map((option) => option.id), QUANTITY_FIELD], (name, value, checked) => {
    if (name === QUANTITY_FIELD) return chooseQuantity(value);
    const isTicked = options.find((option) => option.id === name)?.type === 'boolean';
    setValues((current) => ({ ...current, [name]: isTicked ? checked : value }));
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  const customizations = buildCustomizations(options, values);
  const unit = unitPrice(product, customizations);
  const adjustments = unit - product.price;
  const missing = missingRequiredOptions(options, values);
  /** How many more of this piece, as customised, the cart's line takes: fewer than chosen are added when it fills. */
  const room = useCart((s) => roomInLine(s.items, { productId: product.id, customizations }));
  const invalidIds = new Set(showErrors ? missing.map((option) => option.id) : []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!product.inStock) return;
    if (missing.length > 0) {
      setShowErrors(true);
      setAttempt((n) => n + 1);
      setAdded(null);
      document.getElementById(fieldId(prefix, missing[0].id))?.focus();
      return;
    }
    const count = Math.min(quantity, room);
    setShowErrors(false);
    setAdded(null);
    // Said once the cart holds them all, so the status is announced once, with the cart's count.
    void add(product, customizations, count).then(() => setAdded(count));
    setFeedback(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFeedback(false), ADDED_FEEDBACK_MS);
  };

  return (
    <div className="grid gap-6">
      <form method="post" ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={`Buy ${product.name}`}>
        {options.length > 0 && (
          <CustomizationFields
            options={options}
            values={values}
            onChange={(optionId, value) => setValues((current) => ({ ...current, [optionId]: value }))}
            invalidIds={invalidIds}
            idPrefix={prefix}
          />
        )}

        {/* The price and Add to Cart stay in view (issue 84): on a phone a bar fixed to the window's bottom; wider, a
            row that sticks to the window's bottom until the page scrolls to its place under the options. Its right end
            is left to the chat bubble, which would otherwise sit over the button. globals.css keeps the page's end
            and a focused field clear of it. */}
        <div
          data-purchase-bar
          className="z-30 flex flex-wrap items-center gap-x-3 gap-y-2 bg-white py-3 pr-20 pl-4 shadow-lift max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 lg:sticky lg:bottom-0 lg:rounded-card lg:ring-1 lg:ring-sand/60"
        >
          <div aria-live="polite" aria-atomic="true" data-testid="product-price" className="mr-auto min-w-0 max-sm:basis-full">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <Price amount={unit} className="text-2xl font-bold text-bark lg:text-3xl" />
              {quantity > 1 && (
                <span className="text-sm text-muted">
                  <Price amount={lineTotal(unit, quantity)} /> {copy.forQuantity(quantity)}
                </span>
              )}
            </p>
            {adjustments !== 0 && (
              <p className="text-xs text-muted sm:text-sm">
                {copy.basePrice} <Price amount={product.price} /> {adjustments > 0 ? '+' : '−'}{' '}
                <Price amount={Math.abs(adjustments)} /> {copy.optionsTotal}
              </p>
            )}
          </div>
          <div className="flex items-center gap-2">
            <label htmlFor={quantityId} className="text-sm font-semibold text-ink max-sm:sr-only">
              {copy.quantity}
            </label>
            <select
              id={quantityId}
              name={QUANTITY_FIELD}
              value={quantity}
              disabled={!product.inStock}
              onChange={(event) => chooseQuantity(event.target.value)}
              className={controlClasses('tall')}
            >
              {PRODUCT_QUANTITIES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          {product.inStock && room > 0 ? (
            <Button type="submit" size="lg" disabled={!ready} className="h-12 max-sm:grow max-sm:px-3 sm:min-w-48">
              <AddToCartLabel ready={ready}>
                {!feedback && <Icon node={ShoppingCart} className="size-5 max-[24rem]:hidden" />}
                {feedback ? messages.added : copy.addToCart}
              </AddToCartLabel>
            </Button>
          ) : (
            <Button type="submit" size="lg" disabled className="h-12 max-sm:grow max-sm:px-3 sm:min-w-48">
              {product.inStock ? cartLineCopy.full : messages.outOfStock}
            </Button>
          )}
        </div>

        {showErrors && missing.length > 0 && (
          <p key={attempt} role="alert" className="rounded-lg bg-ember-light px-3 py-2 text-sm font-medium text-ember">
            {copy.missingRequired(missing.map((option) => option.name))}
          </p>
        )}
        {!product.inStock && (
          <p className="text-sm text-muted">
            {copy.outOfStockHelp}{' '}
            <Link href="/custom" className="font-semibold text-walnut underline underline-offset-4">
              {copy.outOfStockLink}
            </Link>
            .
          </p>
        )}
        <p role="status" className="text-sm font-medium text-moss empty:hidden">
          {added !== null && (
            <>
              {copy.addedStatus(added, product.name)} {copy.cartTotal(inCart)}{' '}
              <Link href="/cart" className="underline underline-offset-4">
                {copy.viewCart}
              </Link>
            </>
          )}
        </p>
      </form>

      <ShippingEstimate product={product} unitPrice={unit} quantity={quantity} />
    </div>
  );
}
