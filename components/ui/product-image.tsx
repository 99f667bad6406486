'use client';

import clsx from 'clsx';
import { useCallback, useState } from 'react';
import { photoWidths } from './photo-sizes';
import { WoodPlaceholder } from './wood-placeholder';

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  /** The page's first, above-the-fold photo: fetched first and eagerly; every other one loads lazily. */
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
    // eslint-disable-next-line @next/next/no-img-element -- static export: the photo host resizes, not Next.
    <img
      ref={checkAlreadyFailed}
      // Every photo has its address in the HTML, so shoppers without scripts and crawlers see it too; the browser
      // orders the fetches by loading, fetchPriority and sizes.
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
      className={clsx('overflow-hidden bg-sand object-cover', className)}
    />
  );
}

/** The photo host resizes by its `w` parameter; the srcset offers the widths of photoWidths. */
function srcSetFor(src: string): string | undefined {
  if (!src.includes('w=')) return undefined;
  return photoWidths.map((w) => `${src.replace(/([?&])w=\d+/, `$1w=${w}`)} ${w}w`).join(', ');
}
