// The catalogue a build pre-renders: the shared server's when the build names one (NEXT_PUBLIC_PARSE_SERVER_URL),
// else the seed catalogue. A build against a server that cannot be read fails rather than publish stale pages.
import { seedProducts } from '@/content/products';
import type { Product } from '@/types/shop';

let loaded: Promise<Product[]> | null = null;

export function buildCatalogue(): Promise<Product[]> {
  if (!process.env.NEXT_PUBLIC_PARSE_SERVER_URL) return Promise.resolve(seedProducts);
  loaded ??= import('./shop/server-catalogue').then(async ({ fetchCatalogue }) => {
    const products = await fetchCatalogue();
    if (!products) throw new Error(`The build could not read the catalogue from ${process.env.NEXT_PUBLIC_PARSE_SERVER_URL}`);
    return products;
  });
  return loaded;
}

/**
 * The catalogue pages hand to lib/store/catalogue's useShownProducts: the shared server's in a build against one,
 * nothing in the static shop (the store starts from the seed, which is its build catalogue already).
 */
export async function catalogueFromServerBuild(): Promise<Product[] | undefined> {
  return process.env.NEXT_PUBLIC_PARSE_SERVER_URL ? buildCatalogue() : undefined;
}
