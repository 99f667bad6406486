import { STORAGE_KEYS } from './store/storage-keys';

// A page whose content depends on what this browser stores shows a skeleton until React has read storage. A few
// hundred bytes inline in its HTML, run before the page's framework has loaded, can tell the case that is certain
// from storage alone, so the page shows it at once: they mark <html>, and the page's CSS shows what the mark says.
// Anything else (data, unreadable data, storage refused) keeps the skeleton: the store decides.

/** Set on <html> when the stored cart is certainly empty: /cart shows its empty cart. */
export const CART_EMPTY_ATTRIBUTE = 'data-cart-empty';
/** Set on <html> when nobody is certainly signed in: /login shows its form. */
export const SIGNED_OUT_ATTRIBUTE = 'data-signed-out';

/**
 * The script that sets `attribute` when the state stored under `key` passes `certain` (a JavaScript expression over
 * `state`). Nothing stored reads as `nothingStored`, the store's own starting state.
 */
function prepaintScript(key: string, nothingStored: string, certain: string, attribute: string): string {
  return [
    'try {',
    `  var stored = localStorage.getItem(${JSON.stringify(key)});`,
    `  var state = stored === null ? ${nothingStored} : (JSON.parse(stored) || {}).state;`,
    `  if (state && ${certain}) document.documentElement.setAttribute(${JSON.stringify(attribute)}, '');`,
    '} catch (error) {}',
    '',
  ].join('\n');
}

/** /cart: the cart has no lines, nothing having been stored or the last line removed. */
export const cartPrepaintScript = () =>
  prepaintScript(STORAGE_KEYS.cart.key, '{ items: [] }', 'Array.isArray(state.items) && state.items.length === 0', CART_EMPTY_ATTRIBUTE);

/** /login: no account is signed in, nothing having been stored or the shopper having signed out. */
export const signedOutPrepaintScript = () => prepaintScript(STORAGE_KEYS.session.key, '{ user: null }', 'state.user === null', SIGNED_OUT_ATTRIBUTE);
