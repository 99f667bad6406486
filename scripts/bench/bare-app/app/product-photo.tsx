// The product photo the floors show, fetched from the photo host as the shop fetches its photos (the same widths and
// `sizes`).
import { photoSizes, photoWidths } from '../../../../components/ui/photo-sizes';

const PHOTO = 'https://images.unsplash.com/photo-1666013942797-9daa4b8b3b4f?auto=format&fit=crop&q=75';

/** The page's first photo (high priority, decoded for first paint) or, `lazy`, one further down a grid of cards. */
export function ProductPhoto({ lazy = false }: { lazy?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the point is a plain photo, as the shop shows it
    <img
      src={`${PHOTO}&w=800`}
      srcSet={photoWidths.map((w) => `${PHOTO}&w=${w} ${w}w`).join(', ')}
      sizes={lazy ? photoSizes.catalogueCard : photoSizes.gallery}
      alt="A cutting board"
      width={800}
      height={600}
      {...(lazy ? { loading: 'lazy' } : { fetchPriority: 'high', decoding: 'sync' })}
      style={{ width: '100%', height: 'auto', maxWidth: '37rem' }}
    />
  );
}
