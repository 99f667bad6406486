import clsx from 'clsx';
import type { InfoImage } from '@/content/pages/types';
import { photoSizes } from '@/components/ui/photo-sizes';
import { ProductImage } from '@/components/ui/product-image';
import { FirstPaintAfter } from '@/components/layout/first-paint-after-content';

/** Marks the end of the heading and lead text, which the page's first paint waits for. */
const INTRO_END_ID = 'intro-end';

const dateFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' });

/** "2025-03-01" as "March 1, 2025". */
export function formatLastUpdated(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

interface InfoHeaderProps {
  title: string;
  intro: string;
  lastUpdated?: string;
  image?: InfoImage;
}

/**
 * The top of an information page: its h1, lead paragraph, and a photo or a last-updated date when it has one. The
 * page's first paint waits for the lead paragraph: on a slow phone it otherwise often came a frame after the heading
 * (about 60 ms on /faq at Lighthouse's mobile settings), as the parser went on through the page first.
 */
export function InfoHeader({ title, intro, lastUpdated, image }: InfoHeaderProps) {
  return (
    <header className="border-b border-sand/70 bg-linen">
      <div className={clsx('container-page py-10 sm:py-14', image && 'grid items-center gap-8 md:grid-cols-2 md:gap-12')}>
        <div>
          <h1 className="text-4xl font-bold leading-tight sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-ink">{intro}</p>
          {lastUpdated && (
            <p className="mt-4 text-sm text-muted">
              Last updated <time dateTime={lastUpdated}>{formatLastUpdated(lastUpdated)}</time>
            </p>
          )}
          <FirstPaintAfter id={INTRO_END_ID} />
          <span id={INTRO_END_ID} />
        </div>
        {image && (
          <ProductImage
            src={image.src}
            alt={image.alt}
            width={1200}
            height={800}
            priority
            sizes={photoSizes.halfBand}
            className="aspect-[3/2] w-full rounded-card shadow-lift"
          />
        )}
      </div>
    </header>
  );
}
