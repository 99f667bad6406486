// The admin product form's rules (rules §5): required fields, at least one image, price from 0 in steps of a cent,
// blank image and material rows dropped on save, and only http(s) or site-relative image URLs.
import { messages } from '@/content/messages';
import { toCents, toDollars } from './money';
import type { Category, Product } from '@/types/shop';
import { tooLong } from '@/content/limits';
import { PHOTO_HOST, isAllowedImageUrl } from './image-urls';
import { TEXT_LIMITS, overLongFields } from './limits';

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

export type DraftField = 'name' | 'description' | 'price' | 'images';

export type DraftValues = Pick<
  Product,
  'name' | 'description' | 'price' | 'category' | 'inStock' | 'weight' | 'dimensions' | 'craftingTime' | 'images' | 'materials'
>;

export type DraftResult =
  | { ok: true; values: DraftValues }
  | { ok: false; error: string; fields: DraftField[]; badImages?: number[] };

export const PRICE_ERROR = 'Enter a price of 0 or more, in dollars and cents (for example 24.99)';
export const IMAGE_URL_ERROR = `Image URLs must be https:// addresses on ${PHOTO_HOST}, or start with / (a picture on this site)`;

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

  const long = overLongFields(
    { name: draft.name, description: draft.description },
    { name: TEXT_LIMITS.name, description: TEXT_LIMITS.adminLongText },
  );
  const longField = (['name', 'description'] as const).find((field) => long[field]);
  if (longField) return { ok: false, error: long[longField]!, fields: [longField] };
  const longRow = [draft.weight, draft.dimensions, draft.craftingTime, ...draft.materials].find((row) => [...row].length > TEXT_LIMITS.line);
  if (longRow !== undefined) return { ok: false, error: tooLong(TEXT_LIMITS.line, [...longRow].length), fields: [] };

  const images = cleanRows(draft.images);
  if (images.length === 0) return { ok: false, error: messages.addProductImage, fields: ['images'] };

  const price = parsePrice(draft.price);
  if (price === null) return { ok: false, error: PRICE_ERROR, fields: ['price'] };

  const badImages = draft.images.flatMap((row, index) => (row.trim() !== '' && !isAllowedImageUrl(row) ? [index] : []));
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

/** A new product from valid form values: no reviews yet, no customisation options. */
export function newProduct(id: string, values: DraftValues): Product {
  return { id, ...values, reviews: [], averageRating: 0, totalReviews: 0 };
}
