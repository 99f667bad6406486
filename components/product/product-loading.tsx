import { productLoadingText } from '@/content/product-loading';

/** Holds the product page's geometry while the catalogue is read from storage, or while redirecting. */
export function ProductLoading({ message = productLoadingText }: { message?: string }) {
  return (
    <div className="container-page py-8 sm:py-10" aria-busy="true">
      <p role="status" className="mb-6 text-sm text-muted">
        {message}
      </p>
      <div className="grid animate-pulse gap-8 lg:grid-cols-2 lg:gap-12" aria-hidden="true">
        <div className="aspect-[4/3] w-full rounded-card bg-linen" />
        <div className="grid content-start gap-4">
          <div className="h-5 w-28 rounded-full bg-linen" />
          <div className="h-10 w-4/5 rounded bg-linen" />
          <div className="h-4 w-32 rounded bg-linen" />
          <div className="h-20 w-full rounded bg-linen" />
          <div className="h-9 w-28 rounded bg-linen" />
          <div className="h-48 w-full rounded-card bg-linen" />
        </div>
      </div>
    </div>
  );
}
