import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedProducts } from '@/content/products';
import { setBackingStorage } from './backing-storage';
import { useCart } from './cart';
import { useCatalogue } from './catalogue';
import { useStorageStatus } from './storage-status';

const validLine = { productId: '1', quantity: 2, customizations: [] };

describe('persisted stores read untrusted storage safely', () => {
  it('keeps defaults on unreadable JSON, still finishes reading, and leaves the text alone', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('cart', '{not json');
    await useCart.persisted.read();
    expect(useCart.persisted.status()).toBe('memory');
    expect(useCart.getState().items).toEqual([]);
    expect(localStorage.getItem('cart')).toBe('{not json');
  });

  it('keeps the valid lines of a partly corrupted cart', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({ state: { items: [validLine, { productId: 7 }, null, { ...validLine, quantity: -3 }] }, version: 2 }),
    );
    await useCart.persisted.read();
    expect(useCart.getState().items).toEqual([validLine]);
  });

  it('keeps defaults when a stored field has the wrong shape', async () => {
    localStorage.setItem('catalogue', JSON.stringify({ state: { products: 'lots' }, version: 2 }));
    await useCatalogue.persisted.read();
    expect(useCatalogue.getState().products).toEqual(seedProducts);
  });

  it('migrates state written by an older version instead of dropping it', async () => {
    localStorage.setItem('cart', JSON.stringify({ state: { items: [validLine] }, version: 1 }));
    await useCart.persisted.read();
    expect(useCart.getState().items).toEqual([validLine]);
  });
});

describe('a write the browser refuses', () => {
  afterEach(() => setBackingStorage(null));

  it('keeps the change in memory and reports it once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setBackingStorage({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => {},
    });
    expect(await useCart.getState().add({ id: '1', inStock: true })).toEqual({ saved: false, reason: 'refused' });
    await useCart.getState().add({ id: '2', inStock: true });
    expect(useCart.getState().items).toHaveLength(2);
    expect(useStorageStatus.getState().notSaving).toBe('refused');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
