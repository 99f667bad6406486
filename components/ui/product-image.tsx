'use client';

import clsx from 'clsx';
import { useCallback, useState } from 'react';
import { photoWidths } from './photo-sizes';
import { useRenderedInBrowser } from './rendered-in-browser';
import { WoodPlaceholder } from './wood-placeholder';

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  /** The page's first, above-the-fold photo loads at once, from the HTML; every other one waits (see below). */
  priority?: boolean;
  sizes?: string;
  className?: string;
}

/** A product photo from the photo host, or the wood placeholder when there is none or it fails to load. */
export function ProductImage({ src, alt, width, height, priority = false, sizes, className }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  // Every photo but the priority one leaves the server's HTML without its address and gets it once the page has
  // hydrated. Browsers fetch lazy photos up to about 1,250 px below the screen straight away, so on a phone the next
  // cards' photos would otherwise share a slow connection with the first photo and the page's scripts.
  const requested = useRenderedInBrowser() || priority;

  // An image can fail before React hydrates and attaches onError; check once it is in the document.
  const checkAlreadyFailed = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && img.getAttribute('src') && img.complete && img.naturalWidth === 0 && src) setFailedSrc(src);
    },
    [src],
  );

  if (failed) return <WoodPlaceholder label={alt} className={className} />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: the photo host resizes, not Next.
    <img
      ref={checkAlreadyFailed}
      src={requested ? src : undefined}
      srcSet={requested ? srcSetFor(src) : undefined}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The first photo is decoded for the first paint, so it shows with the page instead of a frame later.
      decoding={priority ? 'sync' : 'async'}
      onError={() => setFailedSrc(src)}
      // Until it has an address the image shows its alt text, which must neither stretch the box nor show.
      className={clsx('overflow-hidden bg-sand object-cover', !requested && 'text-transparent', className)}
    />
  );
}

/** The photo host resizes by its `w` parameter; the srcset offers the widths of photoWidths. */
function srcSetFor(src: string): string | undefined {
  if (!src.includes('w=')) return undefined;
  return photoWidths.map((w) => `${src.replace(/([?&])w=\d+/, `$1w=${w}`)} ${w}w`).join(', ');
}
