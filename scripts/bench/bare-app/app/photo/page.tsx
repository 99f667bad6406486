// The floor for a page whose largest paint is a photo: the bare page plus the product page's first photo.
import { ProductPhoto } from '@/scripts/bench/bare-app/app/product-photo';

export default function BarePhotoPage() {
  return (
    <main style={{ padding: '0 1rem' }}>
      <h1>Hello</h1>
      <ProductPhoto />
      <p>A bare Next.js page with one photo, built with the same versions as the shop.</p>
    </main>
  );
}
