// The floor for a page whose largest paint is a photo: the bare page plus the product page's first photo, fetched
// from the photo host as the shop fetches it (same widths, same `sizes`, high priority, decoded for first paint).
const PHOTO = 'https://images.unsplash.com/photo-1666013942797-9daa4b8b3b4f?auto=format&fit=crop&q=75';
const WIDTHS = [320, 480, 640, 720, 800];

export default function BarePhotoPage() {
  return (
    <main style={{ padding: '0 1rem' }}>
      <h1>Hello</h1>
      {/* eslint-disable-next-line @next/next/no-img-element -- the point is a plain photo, as the shop shows it */}
      <img
        src={`${PHOTO}&w=800`}
        srcSet={WIDTHS.map((w) => `${PHOTO}&w=${w} ${w}w`).join(', ')}
        sizes="(min-width: 1280px) 37rem, (min-width: 1024px) calc(50vw - 3.5rem), calc(100vw - 2rem)"
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
