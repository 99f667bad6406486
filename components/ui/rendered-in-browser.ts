import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};
const inBrowser = () => true;
const inServerHtml = () => false;

/**
 * False while rendering the static HTML and while hydrating it, true from the render right after hydration (and at
 * once for a component mounted later, after a client-side navigation). Lets a component hydrate exactly the HTML it
 * was exported with, then show what only the browser knows.
 */
export function useRenderedInBrowser(): boolean {
  return useSyncExternalStore(neverChanges, inBrowser, inServerHtml);
}
