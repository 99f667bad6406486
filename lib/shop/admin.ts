// The owner's sign-in and the catalogue.
import type { DraftValues } from '@/lib/catalogue/product-form';
import { messages } from '@/content/messages';
import type { Product } from '@/types/shop';
import { invalid, type ShopResult } from './result';
import { backend } from './run';

export const adminSignIn = async (email: string, password: string) => (await backend()).adminSignIn(email, password);

export const adminSignOut = async () => (await backend()).adminSignOut();

/**
 * Saves what the product form checked (lib/catalogue/product-form validateDraft): a new product when `productId` is null; for
 * an edit in a form that opened on `opened`, only the fields it changed (lib/catalogue/product-form productEdit).
 */
export async function saveProduct(values: DraftValues, productId: string | null, opened?: DraftValues): Promise<ShopResult<Product>> {
  if (!values.name.trim() || !(values.price >= 0) || values.images.length === 0) return invalid(messages.fillRequiredFields);
  return (await backend()).saveProduct(values, productId, opened);
}

export const deleteProduct = async (productId: string) => (await backend()).deleteProduct(productId);
