import type { MetadataRoute } from 'next';
import { seedProducts } from '@/content/products';
import { sitemapEntries } from '@/lib/seo/indexing';

// Static export: written to out/sitemap.xml at build.
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(seedProducts);
}
