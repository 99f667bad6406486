import { startTransition, useEffect, useState } from 'react';

/** Set by the first component that hydrates; whatever mounts after that is not hydrating. */
let pageHydrated = false;

/**
 * False while rendering the static HTML and while hydrating it, true from the render right after hydration (and at
 * once for a component mounted later, after a client-side navigation). Lets a component hydrate exactly the HTML it
 * was exported with, then show what only the browser knows.
 *
 * The switch is a transition, not an external store: React renders it in short slices after the hydration task
 * instead of synchronously inside it, where it made the page's longest task on a phone.
 */
export function useRenderedInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    startTransition(() => setInBrowser(true));
  }, []);
  return inBrowser;
}
