import type { MetadataRoute } from 'next';
import { buildCatalogue } from '@/lib/catalogue/build-catalogue';
import { sitemapEntries } from '@/lib/seo/indexing';

// Static export: written to out/sitemap.xml at build.
export const dynamic = 'force-static';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await buildCatalogue());
}
