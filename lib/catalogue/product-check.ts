// The shared server's check of a product the owner's browser stores (server/cloud): the product form's rules
// (lib/catalogue/product-form.ts), and what the form does not ask but a stored product must be. Kept apart from the form's
// module, which the shop's pages load, because it reads options with the stored-data schemas (lib/schemas.ts).
import { productRefusals } from '@/content/server';
import { isCategory } from '@/content/categories';
import type { Product } from '@/types/shop';
import { UNREADABLE_PRICE, validateDraft, type DraftValues } from './product-form';
import { customizationOptionSchema, parserFor } from '@/lib/schemas';
import { lowestUnitPrice } from '@/lib/pricing/prices';

const optionOf = parserFor(customizationOptionSchema);

/**
 * A product as a client stored it (the shared server's check of the owner's writes): the form's rules, a category of
 * the shop's, and customisation options the product page can show that lower the price to $0 at most. Answers
 * the values to store, trimmed as the form trims them, or the refusal.
 */
export function checkStoredProduct(
  stored: Record<string, unknown>,
): { ok: true; values: DraftValues & Pick<Product, 'customizationOptions'> } | { ok: false; error: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const rows = (value: unknown) => (Array.isArray(value) ? value.map(text) : []);
  const price = stored.price === undefined || stored.price === null ? '' : typeof stored.price === 'number' ? String(stored.price) : UNREADABLE_PRICE;
  if (!isCategory(stored.category)) return { ok: false, error: productRefusals.unknownCategory };
  const checked = validateDraft({
    name: text(stored.name),
    description: text(stored.description),
    price,
    category: stored.category,
    inStock: stored.inStock === true,
    weight: text(stored.weight),
    dimensions: text(stored.dimensions),
    craftingTime: text(stored.craftingTime),
    images: rows(stored.images),
    materials: rows(stored.materials),
  });
  if (!checked.ok) return { ok: false, error: checked.error };
  const given = stored.customizationOptions ?? [];
  const options = Array.isArray(given) ? given.map(optionOf) : [null];
  if (options.some((option) => option === null)) return { ok: false, error: productRefusals.unknownOption };
  const customizationOptions = options as NonNullable<Product['customizationOptions']>;
  if (lowestUnitPrice({ price: checked.values.price, customizationOptions }) < 0) return { ok: false, error: productRefusals.belowZero };
  return { ok: true, values: { ...checked.values, customizationOptions } };
}
