import { act } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';
import { resetRenderedInBrowserForTests } from './rendered-in-browser';

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
  beforeEach(() => resetRenderedInBrowserForTests());

  it('sends only the first photo with the HTML; the others get their address once the page has hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    const [first, below] = Array.from(container.querySelectorAll('img'));
    expect(first.getAttribute('src')).toBe(photo);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('decoding', 'sync');
    expect(below.hasAttribute('src')).toBe(false);
    expect(below.hasAttribute('srcset')).toBe(false);
    expect(below).toHaveAttribute('loading', 'lazy');
    expect(below).toHaveAttribute('decoding', 'async');

    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page());
    });
    expect(below.getAttribute('src')).toBe(photo);
    expect(below.getAttribute('srcset')).toContain('w=720&q=75 720w');
    container.remove();
  });

  it('offers the photo host widths up to 800 px, with 720 px for a full-width phone photo', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    const widths = container.querySelector('img')!.getAttribute('srcset')!.split(', ').map((c) => c.split(' ')[1]);
    expect(widths).toEqual(['320w', '480w', '640w', '720w', '800w']);
  });

  it('does not mistake a photo still waiting for its address for a failed one', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page());
    });
    expect(container.querySelectorAll('img')).toHaveLength(2);
    container.remove();
  });

  it('gives a photo mounted after the page hydrated (a client-side navigation) its address at once', async () => {
    const hydrated = document.createElement('div');
    hydrated.innerHTML = renderToString(page());
    document.body.append(hydrated);
    await act(async () => {
      hydrateRoot(hydrated, page());
    });

    const later = document.createElement('div');
    document.body.append(later);
    const root = createRoot(later);
    const srcOnFirstRender: (string | null)[] = [];
    await act(async () => {
      flushSync(() => root.render(page()));
      srcOnFirstRender.push(...Array.from(later.querySelectorAll('img')).map((img) => img.getAttribute('src')));
    });
    expect(srcOnFirstRender).toEqual([photo, photo]);
    act(() => root.unmount());
    hydrated.remove();
    later.remove();
  });
});
