import type { MetadataRoute } from 'next';
import { robotsRules } from '@/lib/seo/indexing';

// Static export: written to out/robots.txt at build.
export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return robotsRules();
}
