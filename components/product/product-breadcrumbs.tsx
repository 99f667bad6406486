import { ChevronRight } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { productPageCopy as copy } from '@/content/product-page';
import type { Crumb } from '@/lib/seo/product-json-ld';

/** Home > Products > category > product; the same trail is given to search engines as BreadcrumbList. */
export function ProductBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label={copy.breadcrumbLabel} className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-muted">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link href={crumb.path} className="hover:text-walnut hover:underline">
                    {crumb.name}
                  </Link>
                  <Icon node={ChevronRight} className="size-4" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
