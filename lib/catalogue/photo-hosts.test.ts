import { describe, expect, it } from 'vitest';
import { DEFAULT_PHOTO_HOSTS, photoOrigins } from './photo-hosts.mjs';

describe('photoOrigins: the photo hosts a build accepts (NEXT_PUBLIC_PHOTO_HOSTS)', () => {
  it('is the seed catalogue\'s photo host when unset or blank', () => {
    expect(DEFAULT_PHOTO_HOSTS).toBe('images.unsplash.com');
    expect(photoOrigins(undefined)).toEqual(['https://images.unsplash.com']);
    expect(photoOrigins('  ')).toEqual(['https://images.unsplash.com']);
  });

  it('reads host names (https) and origins, separated by commas or spaces, once each', () => {
    expect(photoOrigins('images.unsplash.com, photos.example.com')).toEqual(['https://images.unsplash.com', 'https://photos.example.com']);
    expect(photoOrigins('Photos.Example.com https://cdn.example.com:8443 photos.example.com')).toEqual([
      'https://photos.example.com',
      'https://cdn.example.com:8443',
    ]);
    expect(photoOrigins('http://localhost:4302,http://127.0.0.1:4303/')).toEqual(['http://localhost:4302', 'http://127.0.0.1:4303']);
  });

  it.each([
    'http://photos.example.com',
    'ftp://photos.example.com',
    'https://photos.example.com/shop',
    'https://user:pw@photos.example.com',
    'photos.example.com?x=1',
    'https://',
    "photos.example.com;script-src'unsafe-inline'",
    '*.example.com',
  ])('refuses %j, naming it', (entry) => {
    expect(() => photoOrigins(`images.unsplash.com,${entry}`)).toThrow(/NEXT_PUBLIC_PHOTO_HOSTS: ".*" is not a photo host/);
  });
});
