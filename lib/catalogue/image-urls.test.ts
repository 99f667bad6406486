import { describe, expect, it } from 'vitest';
import { filesAddress, isAllowedImageUrl, photoHostNames, type PhotoSources } from './image-urls';

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

describe('isAllowedImageUrl with the hosts a build names and a server build\'s uploaded photos', () => {
  const sources: PhotoSources = {
    origins: ['https://images.unsplash.com', 'https://photos.example.com', 'http://localhost:4302'],
    files: filesAddress('https://api.example.com/parse/', 'workshop-shop'),
  };
  it.each([
    ['https://photos.example.com/walnut.jpg', true],
    ['http://localhost:4302/walnut.jpg', true],
    ['https://localhost:4302/walnut.jpg', false],
    ['http://photos.example.com/walnut.jpg', false],
    ['https://api.example.com/parse/files/workshop-shop/3f2a_board.jpg', true],
    ['https://api.example.com/parse/files/workshop-shop/3f2a_board.jpg?x=1', false],
    ['https://api.example.com/parse/files/workshop-shop/a/../../classes/Order', false],
    ['https://api.example.com/parse/files/board.jpg', false],
    ['https://api.example.com/parse/files/other-app/3f2a_board.jpg', false],
    ['https://api.example.com/parse/classes/Product', false],
    ['https://api.example.com/other/board.jpg', false],
  ])('%j → %s', (url, expected) => {
    expect(isAllowedImageUrl(url, sources)).toBe(expected);
  });

  it('accepts no uploaded photo on a build without a server', () => {
    expect(isAllowedImageUrl('https://api.example.com/parse/files/workshop-shop/3f2a_board.jpg', { origins: sources.origins })).toBe(false);
  });

  it('names the hosts for the form in words', () => {
    expect(photoHostNames({ origins: ['https://images.unsplash.com'] })).toBe('images.unsplash.com');
    expect(photoHostNames(sources)).toBe('images.unsplash.com, photos.example.com or http://localhost:4302');
  });
});
