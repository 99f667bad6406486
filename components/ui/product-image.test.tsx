import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';

const photo = 'https://images.unsplash.com/photo-1?auto=format&fit=crop&w=800&q=75';

function page() {
  return (
    <>
      <ProductImage src={photo} alt="First photo" width={800} height={600} priority sizes="100vw" />
      <ProductImage src={photo} alt="Photo further down" width={800} height={600} sizes="100vw" />
    </>
  );
}

describe('ProductImage', () => {
  it('sends every photo with the HTML: the first fetched first, the others lazily', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    const [first, below] = Array.from(container.querySelectorAll('img'));
    expect(first.getAttribute('src')).toBe(photo);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('decoding', 'sync');
    expect(below.getAttribute('src')).toBe(photo);
    expect(below.getAttribute('srcset')).toContain('w=720&q=75 720w');
    expect(below).toHaveAttribute('sizes', '100vw');
    expect(below).not.toHaveAttribute('fetchpriority');
    expect(below).toHaveAttribute('loading', 'lazy');
    expect(below).toHaveAttribute('decoding', 'async');
  });

  it('leaves out sizes when the photo has no srcset (a photo that is not resized by the host)', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ProductImage src="/images/board.jpg" alt="Board" width={800} height={600} sizes="100vw" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/images/board.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('offers the photo host widths from 160 px (thumbnails) up to 800 px, with 720 px for a full-width phone photo', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    const widths = container.querySelector('img')!.getAttribute('srcset')!.split(', ').map((c) => c.split(' ')[1]);
    expect(widths).toEqual(['160w', '320w', '480w', '640w', '720w', '800w']);
  });
});
