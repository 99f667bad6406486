// The floor for a page whose largest paint is a photo: the bare page plus the product page's first photo, fetched
// from the photo host as the shop fetches it (same widths, same `sizes`, high priority, decoded for first paint).
import { photoSizes, photoWidths } from '../../../../../components/ui/photo-sizes';

const PHOTO = 'https://images.unsplash.com/photo-1666013942797-9daa4b8b3b4f?auto=format&fit=crop&q=75';

export default function BarePhotoPage() {
  return (
    <main style={{ padding: '0 1rem' }}>
      <h1>Hello</h1>
      {/* eslint-disable-next-line @next/next/no-img-element -- the point is a plain photo, as the shop shows it */}
      <img
        src={`${PHOTO}&w=800`}
        srcSet={photoWidths.map((w) => `${PHOTO}&w=${w} ${w}w`).join(', ')}
        sizes={photoSizes.gallery}
        alt="A cutting board"
        width={800}
        height={600}
        fetchPriority="high"
        decoding="sync"
        style={{ width: '100%', height: 'auto', maxWidth: '37rem' }}
      />
      <p>A bare Next.js page with one photo, built with the same versions as the shop.</p>
    </main>
  );
}
