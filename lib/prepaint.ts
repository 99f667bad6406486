import { STORAGE_KEYS } from './store/storage-keys';

/** Set on <html> by the script when the stored cart is certainly empty. */
export const CART_EMPTY_ATTRIBUTE = 'data-cart-empty';

/**
 * A few hundred bytes, inline in /cart's HTML, that run before the page's framework has loaded: when nothing is
 * stored under the cart's key, or the stored cart has no lines, /cart can say so at once instead of showing its
 * loading skeleton until React has read storage. Anything else (lines, unreadable data, storage refused) keeps the
 * skeleton: the store decides.
 */
export function cartPrepaintScript(): string {
  const key = JSON.stringify(STORAGE_KEYS.cart.key);
  const attribute = JSON.stringify(CART_EMPTY_ATTRIBUTE);
  return [
    'try {',
    `  var stored = localStorage.getItem(${key});`,
    '  var state = stored === null ? { items: [] } : (JSON.parse(stored) || {}).state;',
    `  if (state && Array.isArray(state.items) && state.items.length === 0) document.documentElement.setAttribute(${attribute}, '');`,
    '} catch (error) {}',
    '',
  ].join('\n');
}
