import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/content/products';
import { idSuffix, randomId, timestampId } from './ids';

describe('timestampId: orders, custom requests and new products', () => {
  it('is the time in milliseconds, as text', () => {
    expect(timestampId(1781548200000, [])).toBe('1781548200000');
  });

  it('moves on by a millisecond while the id is taken', () => {
    expect(timestampId(5, ['5', '6', '8'])).toBe('7');
    expect(timestampId(1_750_000_000_000, ['1750000000000', '1750000000001'])).toBe('1750000000002');
  });

  it('steps past the seed catalogue\'s ids (1 to 16) when the time lands on them', () => {
    expect(timestampId(16, seedProducts.map((p) => p.id))).toBe('17');
  });
});

describe('idSuffix and randomId', () => {
  it('makes six base-36 characters from the random number', () => {
    expect(idSuffix(() => 0)).toBe('000000');
    expect(idSuffix(() => 0.5)).toBe('i00000');
  });

  it('prefixes a random id, different every time', () => {
    const [a, b] = [randomId('msg'), randomId('msg')];
    expect(a).toMatch(/^msg_[0-9a-z-]+$/);
    expect(a).not.toBe(b);
  });
});
