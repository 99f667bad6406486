'use client';

import clsx from 'clsx';
import { useRef, useState, type KeyboardEvent } from 'react';
import { productPageCopy as copy } from '@/content/product-page';
import { photoSizes } from '@/components/ui/photo-sizes';
import { ProductImage } from '@/components/ui/product-image';

const keySteps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** The main photo and, when there are several, thumbnails that choose it (click, Enter/Space or arrow keys). */
export function ProductGallery({ name, images }: { name: string; images: readonly string[] }) {
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const index = Math.min(selected, Math.max(count - 1, 0));

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    let next: number;
    if (event.key in keySteps) next = (index + keySteps[event.key] + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    else return;
    event.preventDefault();
    setSelected(next);
    thumbs.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      <ProductImage
        src={images[index]}
        alt={copy.imageAlt(name, index + 1, count)}
        width={800}
        height={600}
        priority={index === 0}
        sizes={photoSizes.gallery}
        className="aspect-[4/3] w-full rounded-card shadow-card"
      />
      {count > 1 && (
        <ul aria-label={copy.galleryLabel} className="flex flex-wrap gap-3" onKeyDown={onKeyDown}>
          {images.map((src, i) => (
            <li key={`${i}:${src}`}>
              <button
                ref={(button) => {
                  thumbs.current[i] = button;
                }}
                type="button"
                aria-label={copy.showImage(i + 1, count)}
                aria-pressed={i === index}
                onClick={() => setSelected(i)}
                className={clsx(
                  'block overflow-hidden rounded-lg ring-2 ring-offset-2 ring-offset-cream transition-shadow',
                  i === index ? 'ring-walnut' : 'ring-transparent hover:ring-sand',
                )}
              >
                <ProductImage
                  src={src}
                  alt={copy.imageAlt(name, i + 1, count)}
                  width={160}
                  height={120}
                  sizes={photoSizes.thumbnail}
                  className="aspect-[4/3] w-20 sm:w-24 [&_span]:hidden"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
