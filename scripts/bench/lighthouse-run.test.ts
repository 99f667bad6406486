import { describe, expect, it } from 'vitest';
import { photosRequestedBeforeLcp } from './lighthouse-run.mjs';
import { PHOTO_HOST } from './photo-host.mjs';

const photo = (width: number, at: number) => ({ url: `https://${PHOTO_HOST}/photo-1?w=${width}`, networkRequestTime: at });
const audits = (lcpMs: number, items: { url: string; networkRequestTime: number }[]) => ({
  'largest-contentful-paint': { numericValue: lcpMs },
  'network-requests': { details: { items } },
});

describe('the photos a page asked for before its largest paint', () => {
  it('counts the product photos requested before the paint, and neither later ones nor the page and its scripts', () => {
    const requests = [
      { url: 'http://127.0.0.1:4601/products', networkRequestTime: 1 },
      { url: 'http://127.0.0.1:4601/_next/static/chunks/a.js', networkRequestTime: 660 },
      photo(720, 700),
      photo(720, 2100),
      photo(720, 2900),
      photo(720, 3500),
    ];
    expect(photosRequestedBeforeLcp(audits(3400, requests))).toBe(3);
  });

  it('is 0 for a page that paints before any photo, or whose run has no request list', () => {
    expect(photosRequestedBeforeLcp(audits(700, [photo(720, 900)]))).toBe(0);
    expect(photosRequestedBeforeLcp({})).toBe(0);
  });
});
