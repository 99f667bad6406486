// The admin product form's rules (SPEC §5): required fields, at least one image, price from 0 in steps of a cent,
// blank image and material rows dropped on save, and only http(s) or site-relative image URLs.
import { messages } from '@/content/messages';
import { toCents, toDollars } from './money';
import type { Category, Product } from './types';

/** What the form holds while the admin types: text as typed, one string per image or material row. */
export interface ProductDraft {
  name: string;
  description: string;
  price: string;
  category: Category;
  inStock: boolean;
  weight: string;
  dimensions: string;
  craftingTime: string;
  images: string[];
  materials: string[];
}

export type DraftField = 'name' | 'description' | 'price' | 'images';

export type DraftValues = Pick<
  Product,
  'name' | 'description' | 'price' | 'category' | 'inStock' | 'weight' | 'dimensions' | 'craftingTime' | 'images' | 'materials'
>;

export type DraftResult =
  | { ok: true; values: DraftValues }
  | { ok: false; error: string; fields: DraftField[]; badImages?: number[] };

export const PRICE_ERROR = 'Enter a price of 0 or more, in dollars and cents (for example 24.99)';
export const IMAGE_URL_ERROR = 'Image URLs must start with https://, http:// or / (a picture on this site)';

export function emptyDraft(): ProductDraft {
  return {
    name: '',
    description: '',
    price: '',
    category: 'cutting-boards',
    inStock: true,
    weight: '',
    dimensions: '',
    craftingTime: '',
    images: [''],
    materials: [''],
  };
}

export function draftFromProduct(product: Product): ProductDraft {
  return {
    name: product.name,
    description: product.description,
    price: toDollars(toCents(product.price)).toFixed(2),
    category: product.category,
    inStock: product.inStock,
    weight: product.weight,
    dimensions: product.dimensions,
    craftingTime: product.craftingTime,
    images: product.images.length > 0 ? [...product.images] : [''],
    materials: product.materials.length > 0 ? [...product.materials] : [''],
  };
}

/** Rows as saved: trimmed, blank ones dropped. */
export function cleanRows(rows: readonly string[]): string[] {
  return rows.map((row) => row.trim()).filter((row) => row !== '');
}

/**
 * An image URL the shop may show: absolute http(s) with a host, or a path on this site ("/images/x.jpg").
 * Rejects javascript:, data: and other schemes, and "//host" or "/\host", which browsers read as another host.
 */
export function isSafeImageUrl(url: string): boolean {
  const value = url.trim();
  if (value === '' || /[\s\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith('/')) return !/^\/[\\/]/.test(value);
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** A price as typed: a finite number of 0 or more with at most 2 decimals, in dollars; else null. */
export function parsePrice(text: string): number | null {
  const value = text.trim();
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(value)) return null;
  return toDollars(toCents(Number(value)));
}

/** Checks the draft in the order the admin meets the messages: required fields, then images, then formats. */
export function validateDraft(draft: ProductDraft): DraftResult {
  const missing: DraftField[] = [];
  if (draft.name.trim() === '') missing.push('name');
  if (draft.description.trim() === '') missing.push('description');
  if (draft.price.trim() === '') missing.push('price');
  if (missing.length > 0) return { ok: false, error: messages.fillRequiredFields, fields: missing };

  const images = cleanRows(draft.images);
  if (images.length === 0) return { ok: false, error: messages.addProductImage, fields: ['images'] };

  const price = parsePrice(draft.price);
  if (price === null) return { ok: false, error: PRICE_ERROR, fields: ['price'] };

  const badImages = draft.images.flatMap((row, index) => (row.trim() !== '' && !isSafeImageUrl(row) ? [index] : []));
  if (badImages.length > 0) return { ok: false, error: IMAGE_URL_ERROR, fields: ['images'], badImages };

  return {
    ok: true,
    values: {
      name: draft.name.trim(),
      description: draft.description.trim(),
      price,
      category: draft.category,
      inStock: draft.inStock,
      weight: draft.weight.trim(),
      dimensions: draft.dimensions.trim(),
      craftingTime: draft.craftingTime.trim(),
      images,
      materials: cleanRows(draft.materials),
    },
  };
}

/**
 * A fresh product id: the current time in milliseconds, moved on until no product has it. Never reuses a deleted
 * product's id while that product is in the catalogue, and is distinct from the seed's small numbers.
 */
export function newProductId(existingIds: Iterable<string>, now: number = Date.now()): string {
  const taken = new Set(existingIds);
  let candidate = Math.max(0, Math.floor(now));
  while (taken.has(String(candidate))) candidate += 1;
  return String(candidate);
}

/** A new product from valid form values: no reviews yet, no customisation options. */
export function newProduct(id: string, values: DraftValues): Product {
  return { id, ...values, reviews: [], averageRating: 0, totalReviews: 0 };
}
