// The admin product form's rules (rules §5): required fields, at least one image, price from 0 to 99,999.99 in steps
// of a cent, blank image and material rows dropped on save, and only the photo host's or site-relative image URLs.
import { messages } from '@/content/messages';
import { toCents, toDollars } from '@/lib/pricing/money';
import type { Category, Product } from '@/types/shop';
import { tooLong } from '@/content/limits';
import { BUILD_PHOTO_SOURCES, isAllowedImageUrl, photoHostNames, type PhotoSources } from './image-urls';
import { TEXT_LIMITS, overLongFields } from '@/lib/limits';
import { changedKeys, clashingFields } from '@/lib/util/edit-clash';

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

/** One image or material row of the form as typed, with a key that stays with it as rows are added and removed. */
export interface DraftRow {
  key: number;
  value: string;
}

/** What the form on screen holds while the owner types: the draft, with its image and material rows keyed. */
export type ProductFormValues = Omit<ProductDraft, 'images' | 'materials'> & { images: DraftRow[]; materials: DraftRow[] };

export type DraftField = 'name' | 'description' | 'price' | 'weight' | 'dimensions' | 'craftingTime' | 'images' | 'materials';

export type DraftValues = Pick<
  Product,
  'name' | 'description' | 'price' | 'category' | 'inStock' | 'weight' | 'dimensions' | 'craftingTime' | 'images' | 'materials'
>;

export type DraftResult =
  | { ok: true; values: DraftValues }
  | { ok: false; error: string; fields: DraftField[]; badImages?: number[]; badMaterials?: number[] };

/** The highest price a product or a custom piece's estimate can have: a small workshop's, with room to spare. */
export const MAX_PRICE = 99_999.99;
/** What a number field held that it could not read as a number: a price in the wrong form (PRICE_ERROR). */
export const UNREADABLE_PRICE = 'not a number';
export const PRICE_ERROR = 'Enter a price from 0 to 99,999.99, in dollars and cents (for example 24.99)';
export const IMAGE_URL_ERROR = `Image URLs must be https:// addresses on ${photoHostNames()}, or start with / (a picture on this site)`;
export const IMAGE_URL_HINT = `https:// addresses on ${photoHostNames()}, or paths on this site starting with /${
  process.env.NEXT_PUBLIC_PARSE_SERVER_URL ? ', or the photos you upload below' : ''
}`;

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

/** A price as typed: dollars from 0 to MAX_PRICE with at most 2 decimals; else null. */
export function parsePrice(text: string): number | null {
  const value = text.trim();
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(value)) return null;
  const price = toDollars(toCents(Number(value)));
  return price <= MAX_PRICE ? price : null;
}

/**
 * Checks the draft in the order the admin meets the messages: required fields, then images, then formats. Photos
 * come from `sources` (the build's own in the browser; the server says its own, server/cloud/products.ts).
 */
export function validateDraft(draft: ProductDraft, sources: PhotoSources = BUILD_PHOTO_SOURCES): DraftResult {
  const missing: DraftField[] = [];
  if (draft.name.trim() === '') missing.push('name');
  if (draft.description.trim() === '') missing.push('description');
  if (draft.price.trim() === '') missing.push('price');
  if (missing.length > 0) return { ok: false, error: messages.fillRequiredFields, fields: missing };

  const long = overLongFields(
    { name: draft.name, description: draft.description },
    { name: TEXT_LIMITS.name, description: TEXT_LIMITS.adminLongText },
  );
  const longField = (['name', 'description'] as const).find((field) => long[field]);
  if (longField) return { ok: false, error: long[longField]!, fields: [longField] };
  const overLine = (text: string) => [...text].length > TEXT_LIMITS.line;
  const lineError = (text: string) => tooLong(TEXT_LIMITS.line, [...text].length);
  const longLine = (['weight', 'dimensions', 'craftingTime'] as const).find((field) => overLine(draft[field]));
  if (longLine) return { ok: false, error: lineError(draft[longLine]), fields: [longLine] };
  const badMaterials = draft.materials.flatMap((row, index) => (overLine(row) ? [index] : []));
  if (badMaterials.length > 0) return { ok: false, error: lineError(draft.materials[badMaterials[0]]), fields: ['materials'], badMaterials };

  const images = cleanRows(draft.images);
  if (images.length === 0) return { ok: false, error: messages.addProductImage, fields: ['images'] };

  const price = parsePrice(draft.price);
  if (price === null) return { ok: false, error: PRICE_ERROR, fields: ['price'] };

  const badImages = draft.images.flatMap((row, index) => (row.trim() !== '' && !isAllowedImageUrl(row, sources) ? [index] : []));
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

const DRAFT_VALUE_KEYS = ['name', 'description', 'price', 'category', 'inStock', 'weight', 'dimensions', 'craftingTime', 'images', 'materials'] as const;

/** A product's values as the form edits them. */
export function editableValues(product: Product): DraftValues {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    category: product.category,
    inStock: product.inStock,
    weight: product.weight,
    dimensions: product.dimensions,
    craftingTime: product.craftingTime,
    images: [...product.images],
    materials: [...product.materials],
  };
}

export type DraftValueKey = keyof DraftValues;

export type ProductEdit =
  | { ok: true; values: DraftValues; changed: DraftValueKey[] }
  | { ok: false; changedElsewhere: DraftValueKey[] };

/**
 * The fields an edit changed (`edited` differs from `opened`, the product as the form opened it) that were changed
 * meanwhile elsewhere (`current`, the product as it is now), in another tab or on another device, to something else.
 * Such a field is not overwritten unseen. Only the fields `opened` and `edited` both hold are compared.
 */
export const fieldsChangedElsewhere = (opened: Partial<DraftValues>, current: DraftValues, edited: Partial<DraftValues>): DraftValueKey[] =>
  clashingFields(DRAFT_VALUE_KEYS, opened, current, edited);

/**
 * An edit saved over the product as it is now (`current`), which may have changed since the form opened (`opened`):
 * the fields the owner changed in the form go over it, the others keep what `current` has. A field changed both in
 * the form and elsewhere refuses the edit, naming those fields.
 */
export function productEdit(opened: DraftValues, current: DraftValues, edited: DraftValues): ProductEdit {
  const changedElsewhere = fieldsChangedElsewhere(opened, current, edited);
  if (changedElsewhere.length > 0) return { ok: false, changedElsewhere };
  const changed = changedFields(opened, edited);
  return { ok: true, values: { ...current, ...editedFields(edited, changed) }, changed };
}

/** The fields the form changed since it opened. */
export const changedFields = (opened: DraftValues, edited: DraftValues): DraftValueKey[] => changedKeys(DRAFT_VALUE_KEYS, opened, edited);

/** Only these fields of the values: what an edit writes, so a field changed meanwhile elsewhere keeps that change. */
export function editedFields(values: DraftValues, changed: readonly DraftValueKey[]): Partial<DraftValues> {
  return Object.fromEntries(changed.map((key) => [key, values[key]]));
}

/** A new product from valid form values: no reviews yet, no customisation options. */
export function newProduct(id: string, values: DraftValues): Product {
  return { id, ...values, reviews: [], averageRating: 0, totalReviews: 0 };
}
