import { describe, expect, it } from 'vitest';
import { productIdFromPath } from '@/lib/catalogue/product-url';
import { productPath, productsPath } from './routes';

describe('productPath', () => {
  it.each([
    ['1', '/product/1'],
    ['16', '/product/16'],
    // Added at run time: no pre-rendered file, so the query-string twin.
    ['1733990000000', '/product?id=1733990000000'],
    ['a b/c', '/product?id=a%20b%2Fc'],
  ])('%j → %s', (id, path) => {
    expect(productPath(id)).toBe(path);
  });
});

describe('productsPath', () => {
  it.each([
    [{}, '/products'],
    [{ category: 'all' }, '/products'],
    [{ category: 'cutting-boards' }, '/products?category=cutting-boards'],
  ])('%j → %s', (params, path) => {
    expect(productsPath(params)).toBe(path);
  });
});

describe('productIdFromPath', () => {
  it.each([
    ['/product/99', '99'],
    ['/product/99/', '99'],
    ['/product/a%20b', 'a b'],
    ['/product/%E0%A4%A', '%E0%A4%A'],
    ['/product', null],
    ['/product/', null],
    ['/product/1/reviews', null],
    ['/products/1', null],
    ['/about', null],
  ])('%j → %j', (path, id) => {
    expect(productIdFromPath(path)).toBe(id);
  });

  it('reads back what productPath writes for a seed product', () => {
    expect(productIdFromPath(productPath('16'))).toBe('16');
  });
});
