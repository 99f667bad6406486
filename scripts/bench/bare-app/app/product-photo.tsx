// A product photo as the floors show it, fetched from the photo host as the shop fetches its first photo (the same
// widths and `sizes`, at high priority, decoded for the first paint).
import { photoSizes, photoWidths } from '@/components/ui/photo-sizes';

const photo = 'https://images.unsplash.com/photo-1666013942797-9daa4b8b3b4f?auto=format&fit=crop&q=75';

export function ProductPhoto() {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the point is a plain photo, as the shop shows it
    <img
      src={`${photo}&w=800`}
      srcSet={photoWidths.map((w) => `${photo}&w=${w} ${w}w`).join(', ')}
      sizes={photoSizes.gallery}
      alt="A cutting board"
      width={800}
      height={600}
      fetchPriority="high"
      decoding="sync"
      style={{ width: '100%', height: 'auto', maxWidth: '37rem' }}
    />
  );
}
