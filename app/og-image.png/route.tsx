import { ImageResponse } from 'next/og';
import { site } from '@/content/site';
import { ogImage } from '@/lib/seo/metadata';

// The picture shown when a page of the shop is shared (lib/seo/metadata.ts names it on every page). Drawn at build
// time with the font bundled in next/og, so nothing is fetched, and written to out/og-image.png. A route rather
// than the opengraph-image convention: that one is written without a file extension, which static hosts serve
// with the wrong content type, and pages that set their own openGraph drop it.
export const dynamic = 'force-static';

const rings = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><g fill="none" stroke="#d9b88f" stroke-width="0.9"><ellipse cx="16" cy="16" rx="14" ry="12.6"/><ellipse cx="16.3" cy="16.3" rx="10" ry="9"/><ellipse cx="16.6" cy="16.6" rx="6" ry="5.2"/><ellipse cx="17" cy="17" rx="2.2" ry="1.8"/></g></svg>`;

export function GET() {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '72px 80px',
          background: 'linear-gradient(135deg, #6b4226 0%, #4a2c18 100%)',
          color: '#faf6ef',
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 720 }}>
          <div style={{ fontSize: 30, color: '#d9b88f', letterSpacing: 2 }}>HANDCRAFTED IN LLOYDMINSTER, ALBERTA</div>
          <div style={{ marginTop: 24, fontSize: 84, lineHeight: 1.05 }}>{site.name}</div>
          <div style={{ marginTop: 28, fontSize: 34, lineHeight: 1.35, color: '#f3eadc' }}>
            Cutting boards, serving trays, key hangers and more, made by hand from solid hardwood.
          </div>
        </div>
        {/* eslint-disable-next-line @next/next/no-img-element -- next/og draws plain img elements only. */}
        <img src={`data:image/svg+xml,${encodeURIComponent(rings)}`} width={300} height={300} alt="" />
      </div>
    ),
    { width: ogImage.width, height: ogImage.height },
  );
}
