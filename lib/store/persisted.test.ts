import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedProducts } from '@/content/products';
import { setBackingStorage } from './backing-storage';
import { useCart } from './cart';
import { useCatalogue } from './catalogue';
import { useStorageStatus } from './storage-status';

const validLine = { productId: '1', quantity: 2, customizations: [] };

describe('persisted stores read untrusted storage safely', () => {
  beforeEach(() => {
    useCart.setState({ items: [] });
    useCatalogue.setState({ products: seedProducts });
  });

  it('falls back to defaults on unreadable JSON and still finishes hydrating', async () => {
    localStorage.setItem('cart', '{not json');
    await useCart.persist.rehydrate();
    expect(useCart.persist.hasHydrated()).toBe(true);
    expect(useCart.getState().items).toEqual([]);
  });

  it('keeps the valid lines of a partly corrupted cart', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({ state: { items: [validLine, { productId: 7 }, null, { ...validLine, quantity: -3 }] }, version: 1 }),
    );
    await useCart.persist.rehydrate();
    expect(useCart.getState().items).toEqual([validLine]);
  });

  it('keeps defaults when the stored shape is wrong', async () => {
    localStorage.setItem('catalogue', JSON.stringify({ state: { products: 'lots' }, version: 1 }));
    await useCatalogue.persist.rehydrate();
    expect(useCatalogue.getState().products).toEqual(seedProducts);
  });

  it('migrates state written by an older version instead of dropping it', async () => {
    localStorage.setItem('cart', JSON.stringify({ state: { items: [validLine] }, version: 0 }));
    await useCart.persist.rehydrate();
    expect(useCart.getState().items).toEqual([validLine]);
  });
});

describe('a write the browser refuses', () => {
  afterEach(() => {
    setBackingStorage(null);
    useStorageStatus.setState({ writeFailed: false, dismissed: false });
  });

  it('keeps the change in memory and reports it once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setBackingStorage({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => {},
    });
    useCart.getState().add({ id: '1', inStock: true });
    useCart.getState().add({ id: '2', inStock: true });
    expect(useCart.getState().items).toHaveLength(2);
    expect(useStorageStatus.getState().writeFailed).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
