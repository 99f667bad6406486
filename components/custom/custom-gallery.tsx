import { photoSizes } from '@/components/ui/photo-sizes';
import { ProductImage } from '@/components/ui/product-image';
import type { GalleryItem } from '@/content/pages/custom';

export function CustomGallery({ items }: { items: GalleryItem[] }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title}>
          <figure className="h-full overflow-hidden rounded-card bg-white shadow-card">
            <ProductImage
              src={item.image.src}
              alt={item.image.alt}
              width={800}
              height={600}
              sizes={photoSizes.threeColumnGrid}
              className="aspect-[4/3] w-full"
            />
            <figcaption className="p-4">
              <span className="block font-semibold text-bark">{item.title}</span>
              <span className="mt-1 block text-sm text-muted">{item.caption}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
