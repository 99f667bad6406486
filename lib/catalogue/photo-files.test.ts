import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, photoFileProblem, sniffPhotoType, uploadName } from './photo-files';

describe('the photos the owner may upload', () => {
  it('takes JPEG, PNG and WebP up to 10 MB', () => {
    expect(MAX_PHOTO_BYTES).toBe(10_485_760);
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(photoFileProblem({ name: 'a', type, size: MAX_PHOTO_BYTES })).toBeNull();
  });

  it('refuses another type, naming the file and what it takes', () => {
    expect(photoFileProblem({ name: 'notes.pdf', type: 'application/pdf', size: 1000 })).toBe(
      'notes.pdf is not a photo the shop takes: choose a JPEG, PNG or WebP image.',
    );
    expect(photoFileProblem({ name: 'logo.svg', type: 'image/svg+xml', size: 1000 })).toMatch(/^logo\.svg is not a photo/);
    expect(photoFileProblem({ name: 'x', type: '', size: 1 })).toMatch(/is not a photo/);
  });

  it('refuses a photo over 10 MB, saying its size', () => {
    expect(photoFileProblem({ name: 'big.jpg', type: 'image/jpeg', size: MAX_PHOTO_BYTES + 1 })).toBe('big.jpg is 10.0 MB: a photo must be 10 MB or less.');
    expect(photoFileProblem({ name: 'huge.png', type: 'image/png', size: 12.5 * 1024 * 1024 })).toBe('huge.png is 12.5 MB: a photo must be 10 MB or less.');
  });

  it('uploads under a name of its type only', () => {
    expect(uploadName('image/jpeg')).toBe('photo.jpg');
    expect(uploadName('image/webp')).toBe('photo.webp');
  });

  it('tells the type from the first bytes', () => {
    expect(sniffPhotoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('image/jpeg');
    expect(sniffPhotoType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffPhotoType(new TextEncoder().encode('RIFF\u0001\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffPhotoType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPhotoType(new Uint8Array([]))).toBeNull();
  });
});
