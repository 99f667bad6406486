import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CART_EMPTY_ATTRIBUTE,
  CATALOGUE_QUERY_ATTRIBUTE,
  CATALOGUE_QUERY_LONGEST_MS,
  PHOTOS_WAIT_ATTRIBUTE,
  PHOTOS_WAIT_LONGEST_MS,
  SESSION_ENDED_ATTRIBUTE,
  SIGNED_OUT_ATTRIBUTE,
  cartPrepaintScript,
  catalogueQueryPrepaintScript,
  photosWaitScript,
  sessionEndedPrepaintScript,
  signedOutPrepaintScript,
} from './prepaint';

/** Runs the script as a browser would, against this storage, and says whether it marked <html> with `attribute`. */
function marks(script: string, attribute: string, getItem: (key: string) => string | null, getTabItem: (key: string) => string | null = () => null): boolean {
  const html = document.createElement('html');
  const run = new Function('localStorage', 'sessionStorage', 'document', script);
  run({ getItem }, { getItem: getTabItem }, { documentElement: html });
  return html.hasAttribute(attribute);
}

const storedUnder = (storedKey: string) => (value: unknown) => (key: string) => (key === storedKey ? JSON.stringify(value) : null);
const refused = () => {
  throw new DOMException('denied', 'SecurityError');
};

describe('the /cart pre-paint script', () => {
  const marksEmpty = (getItem: (key: string) => string | null) => marks(cartPrepaintScript(), CART_EMPTY_ATTRIBUTE, getItem);
  const stored = storedUnder('cart');

  it('marks the cart empty on a first visit and after the last line was removed', () => {
    expect(marksEmpty(() => null)).toBe(true);
    expect(marksEmpty(stored({ state: { items: [] }, version: 1 }))).toBe(true);
  });

  it('leaves the skeleton for a cart with lines, unreadable data, or storage that refuses to be read', () => {
    expect(marksEmpty(stored({ state: { items: [{ productId: '1', quantity: 2, customizations: [] }] }, version: 1 }))).toBe(false);
    expect(marksEmpty(() => '{not json')).toBe(false);
    expect(marksEmpty(stored(null))).toBe(false);
    expect(marksEmpty(stored({ state: 'items' }))).toBe(false);
    expect(marksEmpty(refused)).toBe(false);
  });
});

describe('the /login pre-paint script', () => {
  const marksSignedOut = (getItem: (key: string) => string | null) => marks(signedOutPrepaintScript(), SIGNED_OUT_ATTRIBUTE, getItem);
  const stored = storedUnder('session');

  it('marks the visitor signed out on a first visit and after signing out', () => {
    expect(marksSignedOut(() => null)).toBe(true);
    expect(marksSignedOut(stored({ state: { user: null, accounts: [{ id: 'u1', email: 'ada@example.com' }] }, version: 2 }))).toBe(true);
  });

  it('leaves the skeleton for a signed-in account, unreadable data, or storage that refuses to be read', () => {
    expect(marksSignedOut(stored({ state: { user: { id: 'u1', email: 'ada@example.com', firstName: 'Ada' }, accounts: [] }, version: 2 }))).toBe(false);
    expect(marksSignedOut(() => '{not json')).toBe(false);
    expect(marksSignedOut(stored(null))).toBe(false);
    expect(marksSignedOut(stored({ state: { accounts: [] }, version: 2 }))).toBe(false);
    expect(marksSignedOut(refused)).toBe(false);
  });
});

describe('the pre-paint script of the notice that the session ended (with a shared server)', () => {
  const signedOut = storedUnder('session')({ state: { user: null, accounts: [] }, version: 2 });
  const signedIn = storedUnder('session')({ state: { user: { id: 'u1', email: 'ada@example.com', firstName: 'Ada' }, accounts: [] }, version: 2 });
  const keptInTab = storedUnder('endedSession');
  const endedFor = (id: unknown) => keptInTab({ version: 1, state: { endedFor: id } });
  const marksEnded = (getItem: (key: string) => string | null, getTabItem: (key: string) => string | null) =>
    marks(sessionEndedPrepaintScript(), SESSION_ENDED_ATTRIBUTE, getItem, getTabItem);

  it('shows the notice when this tab kept the ended session and nobody has signed in since', () => {
    expect(marksEnded(signedOut, endedFor('u1'))).toBe(true);
    expect(marksEnded(() => null, endedFor('u1'))).toBe(true);
  });

  it('says nothing once someone is signed in, or when this tab kept nothing readable', () => {
    expect(marksEnded(signedIn, endedFor('u1'))).toBe(false);
    expect(marksEnded(signedOut, () => null)).toBe(false);
    expect(marksEnded(signedOut, () => '{not json')).toBe(false);
    expect(marksEnded(signedOut, keptInTab({ version: 2, state: { endedFor: 'u1' } }))).toBe(false);
    expect(marksEnded(signedOut, endedFor(''))).toBe(false);
    expect(marksEnded(signedOut, endedFor('u'.repeat(201)))).toBe(false);
    expect(marksEnded(signedOut, endedFor(42))).toBe(false);
    expect(marksEnded(signedOut, refused)).toBe(false);
    expect(marksEnded(refused, endedFor('u1'))).toBe(false);
  });
});

describe('the /products pre-paint script', () => {
  const marked = () => document.documentElement.hasAttribute(CATALOGUE_QUERY_ATTRIBUTE);
  function openAt(address: string) {
    window.history.replaceState(null, '', address);
    new Function(catalogueQueryPrepaintScript(['category', 'q', 'sort', 'view']))();
  }
  // Its fallback timer would otherwise outlive the test.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.removeAttribute(CATALOGUE_QUERY_ATTRIBUTE);
  });

  it('marks an address that names a view of its own', () => {
    for (const address of ['/products?q=walnut', '/products?sort=price-asc', '/products?category=key-hangers', '/products?view=list', '/products?focus=search&q=oak']) {
      openAt(address);
      expect(marked(), address).toBe(true);
      document.documentElement.removeAttribute(CATALOGUE_QUERY_ATTRIBUTE);
    }
  });

  it('leaves plain /products, an empty search and the search box\'s focus alone', () => {
    for (const address of ['/products', '/products?q=', '/products?focus=search', '/products?utm_source=mail']) {
      openAt(address);
      expect(marked(), address).toBe(false);
    }
  });

  it('lets the exported cards show after ten seconds should the page\'s scripts never run', () => {
    expect(CATALOGUE_QUERY_LONGEST_MS).toBe(10_000);
    openAt('/products?q=walnut');
    vi.advanceTimersByTime(9_999);
    expect(marked()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(marked()).toBe(false);
  });
});

describe('the script before a page\'s first photo', () => {
  const waiting = () => document.documentElement.hasAttribute(PHOTOS_WAIT_ATTRIBUTE);
  function photo(priority: boolean) {
    const img = document.createElement('img');
    if (priority) img.setAttribute('fetchpriority', 'high');
    document.body.append(img);
    return img;
  }
  afterEach(() => {
    window.dispatchEvent(new Event('load'));
    document.body.replaceChildren();
  });

  it('holds the photos below until the first one has arrived, not until another photo has', () => {
    new Function(photosWaitScript())();
    const first = photo(true);
    const below = photo(false);
    expect(waiting()).toBe(true);
    below.dispatchEvent(new Event('load'));
    expect(waiting()).toBe(true);
    first.dispatchEvent(new Event('load'));
    expect(waiting()).toBe(false);
  });

  it('lets them go when the first photo fails, when the page has loaded, or once the shopper scrolls', () => {
    new Function(photosWaitScript())();
    photo(true).dispatchEvent(new Event('error'));
    expect(waiting()).toBe(false);

    new Function(photosWaitScript())();
    window.dispatchEvent(new Event('load'));
    expect(waiting()).toBe(false);

    new Function(photosWaitScript())();
    window.dispatchEvent(new Event('scroll'));
    expect(waiting()).toBe(false);
  });

  it('lets them go after five seconds should the first photo not answer', () => {
    expect(PHOTOS_WAIT_LONGEST_MS).toBe(5000);
    vi.useFakeTimers();
    try {
      new Function(photosWaitScript())();
      photo(true);
      vi.advanceTimersByTime(4999);
      expect(waiting()).toBe(true);
      vi.advanceTimersByTime(1);
      expect(waiting()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
