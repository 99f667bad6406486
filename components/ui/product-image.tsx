'use client';

import clsx from 'clsx';
import { useCallback, useState } from 'react';
import { photosWaitScript } from '@/lib/prepaint';
import { photoWidths } from './photo-sizes';
import { useRenderedInBrowser } from './rendered-in-browser';
import { WoodPlaceholder } from './wood-placeholder';

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  /**
   * The page's first, above-the-fold photo: fetched first and eagerly. Every other one loads lazily, and on a page
   * loaded with this photo, only once it has arrived (lib/prepaint.ts, photosWaitScript).
   */
  priority?: boolean;
  sizes?: string;
  className?: string;
}

/** A product photo from the photo host, or the wood placeholder when there is none or it fails to load. */
export function ProductImage({ src, alt, width, height, priority = false, sizes, className }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;

  // An image can fail before React hydrates and attaches onError; check once it is in the document.
  const checkAlreadyFailed = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && img.complete && img.naturalWidth === 0 && src) setFailedSrc(src);
    },
    [src],
  );

  if (failed) return <WoodPlaceholder label={alt} className={className} />;
  const srcSet = srcSetFor(src);
  return (
    <>
      {priority && <PhotosWait />}
      {/* The box holds the photo's place while a lazy photo waits, hidden, for the first one. */}
      <span className={clsx('block overflow-hidden bg-sand', className)}>
        {/* eslint-disable-next-line @next/next/no-img-element -- static export: the photo host resizes, not Next. */}
        <img
          ref={checkAlreadyFailed}
          // Every photo has its address in the HTML, so shoppers without scripts and crawlers see it too; the
          // browser orders the fetches by loading, fetchPriority and sizes.
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          // The first photo is decoded for the first paint, so it shows with the page instead of a frame later.
          decoding={priority ? 'sync' : 'async'}
          onError={() => setFailedSrc(src)}
          className={clsx('size-full object-cover', !priority && '[[data-photos-wait]_&]:hidden')}
        />
      </span>
    </>
  );
}

/**
 * The page's HTML marks <html> until its first photo is in, so the photos below it wait. Only in the exported HTML:
 * a page reached by a link has nothing to wait for, and React does not run a script it renders itself.
 */
function PhotosWait() {
  const hydrated = useRenderedInBrowser();
  return hydrated ? null : <script dangerouslySetInnerHTML={{ __html: photosWaitScript() }} />;
}

/** The photo host resizes by its `w` parameter; the srcset offers the widths of photoWidths. */
function srcSetFor(src: string): string | undefined {
  if (!src.includes('w=')) return undefined;
  return photoWidths.map((w) => `${src.replace(/([?&])w=\d+/, `$1w=${w}`)} ${w}w`).join(', ');
}
