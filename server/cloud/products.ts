// Products: public, changed by the owner, held to the product form's rules; and the seed catalogue.
import { productsCopy } from '@/content/admin';
import { seedProducts } from '@/content/products';
import { productRefusals } from '@/content/server';
import { BUILD_PHOTO_SOURCES } from '@/lib/catalogue/image-urls';
import { checkStoredProduct } from '@/lib/catalogue/product-check';
import { editableValues, fieldsChangedElsewhere } from '@/lib/catalogue/product-form';
import { ADMIN_ROLE, CLASSES, ERROR_CODES } from '@/lib/shop/server-protocol';
import { isRecord } from '@/lib/store/stored-values';
import type { Product, Review } from '@/types/shop';
import type { ParseObject, ParseSdk, TriggerRequest } from './parse-api';
import { fieldsOf, master, type CloudContext } from './shared';

export function registerProducts(Parse: ParseSdk, cloud: CloudContext): void {
  const { forbidden, invalid, conflict, publicRead } = cloud;

  // Products: public, changed by the owner (the class-level permissions), held to the product form's rules here;
  // their rating is counted from their reviews (reviews.ts, recountReviews), never written by a client.
  Parse.Cloud.beforeSave(CLASSES.product, (request: TriggerRequest) => {
    if (request.master) return;
    const product = request.object;
    if (request.original && product.dirtyKeys().some((key) => key === 'averageRating' || key === 'totalReviews')) throw forbidden(productRefusals.ratingCounted);
    // An edit from the product form says what the fields it changed were when it opened: one that another device
    // changed meanwhile to something else is not overwritten unseen (the static shop's rule between tabs).
    const editedFrom = request.context?.editedFrom;
    if (request.original && isRecord(editedFrom)) {
      const edited = Object.fromEntries(Object.keys(editedFrom).map((key) => [key, product.get(key)]));
      const clashes = fieldsChangedElsewhere(editedFrom, editableValues(fieldsOf<Product>(request.original)), edited);
      if (clashes.length > 0) throw conflict(productsCopy.changedElsewhere(String(request.original.get('name')), clashes));
    }
    const checked = checkStoredProduct(fieldsOf<Record<string, unknown>>(product));
    if (!checked.ok) throw invalid(checked.error);
    product.set(checked.values);
    if (!request.original) product.set({ averageRating: 0, totalReviews: 0 });
    product.setACL(publicRead());
  });

  // A photo the owner uploaded that no product uses any more is removed: those a saved product dropped, and all of a
  // deleted one's. One still in another product (a copy made with the same URLs) stays.
  const images = (product: ParseObject | undefined) => (Array.isArray(product?.get('images')) ? (product!.get('images') as unknown[]) : []);
  async function removeUnused(urls: unknown[]) {
    const files = BUILD_PHOTO_SOURCES.files;
    if (!files) return;
    for (const url of new Set(urls)) {
      if (typeof url !== 'string' || !url.startsWith(files)) continue;
      // (containedIn: Parse on PostgreSQL fails an equalTo on an array field.)
      if (await new Parse.Query(CLASSES.product).containedIn('images', [url]).first(master)) continue;
      await new Parse.File(decodeURIComponent(url.slice(files.length))).destroy(master).catch((error: unknown) => {
        console.error(`A photo no product uses could not be removed (${url}):`, error);
      });
    }
  }
  Parse.Cloud.afterSave(CLASSES.product, async (request: TriggerRequest) => {
    if (!request.original) return;
    const kept = images(request.object);
    await removeUnused(images(request.original).filter((url) => !kept.includes(url)));
  });
  Parse.Cloud.afterDelete(CLASSES.product, (request: TriggerRequest) => removeUnused(images(request.object)));
}

/**
 * The seed catalogue and its reviews, written once into an empty database. Whether it is empty is asked with
 * first(), not count(): on PostgreSQL, Parse counts a whole class from the planner's estimate, which reads 0 until
 * the table is first analysed, and a restart (or a second instance) would then write the seed again. A record
 * another instance starting at the same moment has just written is left as it is.
 */
export async function seedCatalogue(Parse: ParseSdk): Promise<number> {
  if (await new Parse.Query(CLASSES.product).first(master)) return 0;
  const acl = new Parse.ACL();
  acl.setPublicReadAccess(true);
  acl.setRoleWriteAccess(ADMIN_ROLE, true);
  const Product = Parse.Object.extend(CLASSES.product);
  const ReviewObject = Parse.Object.extend(CLASSES.review);
  const saveOnce = (object: ParseObject) =>
    object.save(null, master).catch((error: { code?: number }) => {
      if (error.code !== ERROR_CODES.duplicate) throw error;
    });
  for (const { id, reviews, ...fields } of seedProducts) {
    const product = new Product();
    product.set({ objectId: id, ...fields, customizationOptions: fields.customizationOptions ?? [] });
    product.setACL(acl);
    await saveOnce(product);
    for (const { id: reviewId, createdAt: _createdAt, ...review } of reviews as Review[]) {
      const stored = new ReviewObject();
      stored.set({ objectId: reviewId, ...review });
      stored.setACL(acl);
      await saveOnce(stored);
    }
  }
  return seedProducts.length;
}
