// The catalogue a build pre-renders: the shared server's when the build names one (NEXT_PUBLIC_PARSE_SERVER_URL),
// else the seed catalogue. A build against a server that cannot be read fails rather than publish stale pages.
import { seedProducts } from '@/content/products';
import type { Product } from '@/types/shop';
import { loadOnce } from '@/lib/util/load-once';

/** Read once per build: every pre-rendered page gets the same catalogue. */
const serverCatalogue = loadOnce(async () => {
  const { fetchCatalogue } = await import('@/lib/shop/server-catalogue');
  const products = await fetchCatalogue();
  if (!products) throw new Error(`The build could not read the catalogue from ${process.env.NEXT_PUBLIC_PARSE_SERVER_URL}`);
  return products;
});

export function buildCatalogue(): Promise<Product[]> {
  return process.env.NEXT_PUBLIC_PARSE_SERVER_URL ? serverCatalogue() : Promise.resolve(seedProducts);
}

/**
 * The catalogue pages hand to lib/store/catalogue's useShownProducts: the shared server's in a build against one,
 * nothing in the static shop (the store starts from the seed, which is its build catalogue already).
 */
export async function catalogueFromServerBuild(): Promise<Product[] | undefined> {
  return process.env.NEXT_PUBLIC_PARSE_SERVER_URL ? buildCatalogue() : undefined;
}
