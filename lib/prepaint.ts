import { ENDED_SESSION, STORAGE_KEYS } from '@/lib/store/storage-keys';
import { SHORT_TEXT_MAX_LENGTH } from '@/lib/store/stored-values';

// A page whose content depends on what this browser stores shows a skeleton until React has read storage. A few
// hundred bytes inline in its HTML, run before the page's framework has loaded, can tell the case that is certain
// from storage alone, so the page shows it at once: they mark <html>, and the page's CSS shows what the mark says.
// Anything else (data, unreadable data, storage refused) keeps the skeleton: the store decides.
// The same kind of mark orders a page's photos (photosWaitScript).

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

/** Set on <html> when the shared server ended this tab's session and nobody has signed in since: the notice shows. */
export const SESSION_ENDED_ATTRIBUTE = 'data-session-ended';

/** This tab's sessionStorage keeps the account whose session ended, as lib/store/ended-session.ts reads it. */
const keptEndedSession = [
  '(function () {',
  `    var kept = JSON.parse(sessionStorage.getItem(${JSON.stringify(ENDED_SESSION.key)}));`,
  `    var endedFor = kept && kept.version === ${ENDED_SESSION.version} && kept.state && kept.state.endedFor;`,
  `    return typeof endedFor === 'string' && endedFor.length > 0 && endedFor.length <= ${SHORT_TEXT_MAX_LENGTH};`,
  '  })()',
].join('\n');

/** Every page of a build with a shared server: the session ended (this tab's note) and nobody is signed in. */
export const sessionEndedPrepaintScript = () =>
  prepaintScript(STORAGE_KEYS.session.key, '{ user: null }', `state.user === null && ${keptEndedSession}`, SESSION_ENDED_ATTRIBUTE);

/**
 * Set on <html> when the catalogue's address asks for a view of its own (a search, a sort, a category, the list): the
 * exported page holds the default view, which the page keeps out of sight until it has read the address, rather
 * than showing it and then moving every card. Should the page's scripts never run, the mark goes after
 * CATALOGUE_QUERY_LONGEST_MS and the exported cards show.
 */
export const CATALOGUE_QUERY_ATTRIBUTE = 'data-catalogue-query';

export const CATALOGUE_QUERY_LONGEST_MS = 10_000;

/** /products: marks the address when one of `names` has a value in it. */
export const catalogueQueryPrepaintScript = (names: readonly string[]) =>
  [
    'try {',
    '  var query = new URLSearchParams(location.search);',
    `  if (${JSON.stringify(names)}.some(function (name) { return query.get(name); })) {`,
    '    var root = document.documentElement;',
    `    root.setAttribute(${JSON.stringify(CATALOGUE_QUERY_ATTRIBUTE)}, '');`,
    `    setTimeout(function () { root.removeAttribute(${JSON.stringify(CATALOGUE_QUERY_ATTRIBUTE)}); }, ${CATALOGUE_QUERY_LONGEST_MS});`,
    '  }',
    '} catch (error) {}',
    '',
  ].join('\n');

/**
 * Set on <html> while a page's first photo is on its way: the photos below it wait (ProductImage hides them, so the
 * browser does not start them). A slow line shared equally between the first photo and the next cards' photos, which
 * the browser starts while they are still below the fold, brought the first one in about a third later; a photo
 * host does not always honour the first photo's high priority. The mark goes when the first photo has arrived or
 * failed, when the page has loaded, as soon as the shopper scrolls, or after PHOTOS_WAIT_LONGEST_MS should the first
 * photo's host not answer; without scripts it is never set.
 */
export const PHOTOS_WAIT_ATTRIBUTE = 'data-photos-wait';

/** The longest the photos below wait for the first: about twice its arrival at Lighthouse's phone settings (2.6 s). */
export const PHOTOS_WAIT_LONGEST_MS = 5000;

/** Inline just before the first photo (ProductImage's `priority`), so it runs before any photo below it is parsed. */
export const photosWaitScript = () =>
  [
    '(function () {',
    '  var root = document.documentElement;',
    `  var attribute = ${JSON.stringify(PHOTOS_WAIT_ATTRIBUTE)};`,
    "  root.setAttribute(attribute, '');",
    '  function firstPhotoDone(event) {',
    '    var target = event.target;',
    "    if (target && target.tagName === 'IMG' && target.getAttribute('fetchpriority') === 'high') release();",
    '  }',
    `  var longest = setTimeout(release, ${PHOTOS_WAIT_LONGEST_MS});`,
    '  function release() {',
    '    clearTimeout(longest);',
    '    root.removeAttribute(attribute);',
    "    document.removeEventListener('load', firstPhotoDone, true);",
    "    document.removeEventListener('error', firstPhotoDone, true);",
    "    removeEventListener('load', release);",
    "    removeEventListener('scroll', release);",
    '  }',
    "  document.addEventListener('load', firstPhotoDone, true);",
    "  document.addEventListener('error', firstPhotoDone, true);",
    "  addEventListener('load', release);",
    "  addEventListener('scroll', release, { passive: true });",
    '})();',
    '',
  ].join('\n');
