import { describe, expect, it } from 'vitest';
import { CART_EMPTY_ATTRIBUTE, cartPrepaintScript } from './cart-prepaint';

/** Runs the script as a browser would, against this storage, and says whether it marked the cart empty. */
function marksEmpty(getItem: (key: string) => string | null): boolean {
  const html = document.createElement('html');
  const run = new Function('localStorage', 'document', cartPrepaintScript());
  run({ getItem }, { documentElement: html });
  return html.hasAttribute(CART_EMPTY_ATTRIBUTE);
}

const stored = (value: unknown) => (key: string) => (key === 'cart' ? JSON.stringify(value) : null);

describe('the /cart pre-paint script', () => {
  it('marks the cart empty on a first visit and after the last line was removed', () => {
    expect(marksEmpty(() => null)).toBe(true);
    expect(marksEmpty(stored({ state: { items: [] }, version: 1 }))).toBe(true);
  });

  it('leaves the skeleton for a cart with lines, unreadable data, or storage that refuses to be read', () => {
    expect(marksEmpty(stored({ state: { items: [{ productId: '1', quantity: 2, customizations: [] }] }, version: 1 }))).toBe(false);
    expect(marksEmpty(() => '{not json')).toBe(false);
    expect(marksEmpty(stored(null))).toBe(false);
    expect(marksEmpty(stored({ state: 'items' }))).toBe(false);
    expect(
      marksEmpty(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toBe(false);
  });
});
