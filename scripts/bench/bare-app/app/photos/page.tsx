// The proposed floor for / and /products (`npm run bench -- --proposed`): the bare page with one photo, plus the two
// photos a phone starts beside it there. They sit below the fold, as those pages' next two cards do, and within the
// browser's lazy-loading distance, so Chromium fetches them at once, on a bare page as on the shop's.
import { PHOTO_IDS, ProductPhoto } from '../product-photo';

export default function BarePhotosPage() {
  return (
    <main style={{ padding: '0 1rem' }}>
      <h1>Hello</h1>
      <ProductPhoto />
      <p>A bare Next.js page with the photos a phone fetches first on the shop&apos;s photo pages.</p>
      <div style={{ marginTop: '100svh', display: 'grid', gap: '1rem' }}>
        <ProductPhoto id={PHOTO_IDS[1]} lazy />
        <ProductPhoto id={PHOTO_IDS[2]} lazy />
      </div>
    </main>
  );
}
