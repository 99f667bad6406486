'use client';

import clsx from 'clsx';
import { useCallback, useState } from 'react';
import { WoodPlaceholder } from './wood-placeholder';

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  /** The page's first, above-the-fold photo loads eagerly; every other one lazily. */
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
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: the photo host resizes, not Next.
    <img
      ref={checkAlreadyFailed}
      src={src}
      srcSet={srcSetFor(src)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={clsx('bg-sand object-cover', className)}
    />
  );
}

/**
 * The photo host resizes by its `w` parameter. 800 px is the largest offered: sharp enough on a phone's dense
 * screen, and a phone on a slow network is spared a 1200 px download for its first (LCP) photo.
 */
function srcSetFor(src: string): string | undefined {
  if (!src.includes('w=')) return undefined;
  return [320, 480, 640, 800].map((w) => `${src.replace(/([?&])w=\d+/, `$1w=${w}`)} ${w}w`).join(', ');
}
