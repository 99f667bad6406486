// A product photo as the floors show it, fetched from the photo host as the shop fetches its photos (the same widths
// and `sizes`).
import { photoSizes, photoWidths } from '../../../../components/ui/photo-sizes';

/** Photo ids the shop's catalogue uses; each photo needs its own address, as the browser fetches one address once. */
export const PHOTO_IDS = ['photo-1666013942797-9daa4b8b3b4f', 'photo-1617695615794-a5abcece0f48', 'photo-1550527882-b71dea5f8089'];

/** The page's first photo (high priority, decoded for first paint) or, `lazy`, one further down a grid of cards. */
export function ProductPhoto({ id = PHOTO_IDS[0], lazy = false }: { id?: string; lazy?: boolean }) {
  const photo = `https://images.unsplash.com/${id}?auto=format&fit=crop&q=75`;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the point is a plain photo, as the shop shows it
    <img
      src={`${photo}&w=800`}
      srcSet={photoWidths.map((w) => `${photo}&w=${w} ${w}w`).join(', ')}
      sizes={lazy ? photoSizes.catalogueCard : photoSizes.gallery}
      alt="A cutting board"
      width={800}
      height={600}
      {...(lazy ? { loading: 'lazy' } : { fetchPriority: 'high', decoding: 'sync' })}
      style={{ width: '100%', height: 'auto', maxWidth: '37rem' }}
    />
  );
}
