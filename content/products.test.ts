import { describe, expect, it } from 'vitest';
import { CATEGORIES, type CustomizationOption, type Product } from '@/types/shop';
import { seedProducts } from './products';

// Photo ids used by the seed, copied from /work/shared/photos.md (none is in its Rejected section). Hard-coded
// because CI checkouts do not guarantee that the shared file exists.
const allowedPhotoIds = new Set([
  'photo-1666013942797-9daa4b8b3b4f', // C1
  'photo-1690983321709-0eccbcb20d00', // C2
  'photo-1624811533744-f85d5325d49c', // C3
  'photo-1617695615794-a5abcece0f48', // C4 / T1
  'photo-1611764197743-702a4d01463b', // CH1
  'photo-1616631124348-c63521eb484c', // CH2
  'photo-1675109322863-2f4eef9fe032', // P1
  'photo-1679110450190-f196308c303c', // P2
  'photo-1550527882-b71dea5f8089', // K1
  'photo-1606933988322-a3cb8968e5ad', // D1
  'photo-1648650841017-d6ab862e9f05', // D2
  'photo-1565183997392-2f5d554e8e3f', // T2
  'photo-1580116270858-8a0d62b15426', // S1
  'photo-1626459851797-3af317c8f61a', // S4
  'photo-1644463589256-02679b9c0767', // O1
  'photo-1639916991657-e74ba7546b28', // O2
  'photo-1764557238996-c1df265dddb6', // O4
  'photo-1662018113001-0feffe4dd5d3', // O5
]);

function product(id: string): Product {
  const found = seedProducts.find((p) => p.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

function option(productId: string, optionId: string): CustomizationOption {
  const found = product(productId).customizationOptions?.find((o) => o.id === optionId);
  if (!found) throw new Error(`no option ${optionId} on product ${productId}`);
  return found;
}

function choices(productId: string, optionId: string): Record<string, number> {
  const o = option(productId, optionId);
  if (o.type !== 'select') throw new Error(`${optionId} is not a select`);
  return Object.fromEntries(o.choices.map((c) => [c.id, c.priceAdjustment]));
}

const roundToTenth = (n: number) => Math.round(n * 10) / 10;

describe('seed catalogue (rules §3)', () => {
  it('has 16 products with unique ids "1".."16"', () => {
    expect(seedProducts).toHaveLength(16);
    expect(seedProducts.map((p) => p.id)).toEqual(Array.from({ length: 16 }, (_, i) => String(i + 1)));
    expect(new Set(seedProducts.map((p) => p.id)).size).toBe(16);
  });

  it('covers all seven categories', () => {
    expect(new Set(seedProducts.map((p) => p.category))).toEqual(new Set(CATEGORIES));
  });

  it('prices run from 24 to 125 dollars', () => {
    const prices = seedProducts.map((p) => p.price);
    expect(Math.min(...prices)).toBe(24);
    expect(Math.max(...prices)).toBe(125);
  });

  it('has exactly products 8 and 15 out of stock', () => {
    expect(seedProducts.filter((p) => !p.inStock).map((p) => p.id)).toEqual(['8', '15']);
  });

  it('has reviews only on products 1 and 2, with matching summaries', () => {
    expect(seedProducts.filter((p) => p.reviews.length > 0).map((p) => p.id)).toEqual(['1', '2']);
    for (const p of seedProducts) {
      if (p.reviews.length === 0) {
        expect(p.averageRating).toBe(0);
        expect(p.totalReviews).toBe(0);
        continue;
      }
      const mean = p.reviews.reduce((sum, r) => sum + r.rating, 0) / p.reviews.length;
      expect(p.averageRating).toBe(roundToTenth(mean));
      expect(p.totalReviews).toBe(p.reviews.length);
      for (const r of p.reviews) {
        expect(r.productId).toBe(p.id);
        expect(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5).toBe(true);
        expect(Number.isNaN(Date.parse(r.createdAt))).toBe(false);
      }
    }
    const reviewIds = seedProducts.flatMap((p) => p.reviews.map((r) => r.id));
    expect(new Set(reviewIds).size).toBe(reviewIds.length);
  });

  it('has customisation options only on products 1, 2 and 3, with no required select', () => {
    expect(seedProducts.filter((p) => (p.customizationOptions ?? []).length > 0).map((p) => p.id)).toEqual([
      '1',
      '2',
      '3',
    ]);
    const selects = seedProducts.flatMap((p) => p.customizationOptions ?? []).filter((o) => o.type === 'select');
    expect(selects.length).toBeGreaterThan(0);
    for (const o of selects) expect(o.required).toBe(false);
  });

  it('uses every text placeholder within its maxLength', () => {
    for (const o of seedProducts.flatMap((p) => p.customizationOptions ?? [])) {
      if (o.type === 'text' && o.placeholder !== undefined && o.maxLength !== undefined) {
        expect(o.placeholder.length).toBeLessThanOrEqual(o.maxLength);
      }
    }
  });

  it('has a number in every weight text and every image from the allowed photo ids', () => {
    for (const p of seedProducts) {
      expect(p.weight).toMatch(/\d/);
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      for (const url of p.images) {
        expect(url.startsWith('https://images.unsplash.com/photo-')).toBe(true);
        const id = new URL(url).pathname.slice(1);
        expect(allowedPhotoIds.has(id), `${id} on product ${p.id}`).toBe(true);
      }
    }
  });
});

describe('seed customisation prices (rules §9)', () => {
  it('product 1: wood maple +15, cherry +25, oak +20; engraving +25 (max 30); juice groove +15', () => {
    expect(choices('1', 'wood-type')).toEqual({ maple: 15, cherry: 25, oak: 20 });
    expect(option('1', 'engraving')).toMatchObject({ type: 'text', priceAdjustment: 25, maxLength: 30 });
    expect(option('1', 'juice-groove')).toMatchObject({ type: 'boolean', priceAdjustment: 15 });
  });

  it('product 2: finish dark stain +10, clear coat +8; logo engraving +15 (max 20)', () => {
    expect(choices('2', 'finish')).toEqual({ 'dark-stain': 10, 'clear-coat': 8 });
    expect(option('2', 'logo-engraving')).toMatchObject({ type: 'text', priceAdjustment: 15, maxLength: 20 });
  });

  it('product 3: hook count 3: -10, 4: -5, 5: 0, 6: +8, 8: +15; family name +20 (max 25)', () => {
    expect(choices('3', 'hook-count')).toEqual({ '3': -10, '4': -5, '5': 0, '6': 8, '8': 15 });
    expect(option('3', 'family-name')).toMatchObject({ type: 'text', priceAdjustment: 20, maxLength: 25 });
  });
});
