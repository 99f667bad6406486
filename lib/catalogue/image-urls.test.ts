import { describe, expect, it } from 'vitest';
import { isAllowedImageUrl } from './image-urls';

describe('isAllowedImageUrl: https on the photo host, or a path on this site', () => {
  it.each([
    ['https://images.unsplash.com/photo-1?w=800', true],
    ['HTTPS://IMAGES.UNSPLASH.COM/photo-1', true],
    ['/images/board.jpg', true],
    ['http://images.unsplash.com/photo-1', false],
    ['https://example.com/a.png', false],
    ['https://images.unsplash.com.evil.example/a.png', false],
    ['https://user:pass@images.unsplash.com/a.png', false],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['data:image/svg+xml;base64,PHN2Zz4=', false],
    ['vbscript:msgbox', false],
    ['//evil.example/a.png', false],
    ['/\\evil.example/a.png', false],
    ['https://', false],
    ['ftp://images.unsplash.com/a.png', false],
    ['images/board.jpg', false],
    ['https://images.unsplash.com/a b.png', false],
    ['', false],
  ])('%j → %s', (url, expected) => {
    expect(isAllowedImageUrl(url)).toBe(expected);
  });
});
