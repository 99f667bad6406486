'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps, MouseEvent } from 'react';

type LinkProps = ComponentProps<'a'> & {
  /** One of the shop's own pages. */
  href: string;
  /** Scroll to the top of the new page (true unless the link changes only a view of the same page). */
  scroll?: boolean;
};

/**
 * The app's link to its own pages. A plain click is followed in the page by the framework's router, so the layout,
 * the stores and an open chat stay; a click meant for a new tab or window, a download, or a press with a modifier
 * key is left to the browser. It never prefetches: from a plain static host Next would fetch every visible link's
 * route on first visit. next/link does the same and more (prefetching, URL objects), which cost every page 4 kB
 * gzip of JavaScript this static shop does not use.
 */
export function Link({ href, scroll = true, onClick, ...props }: LinkProps) {
  const router = useRouterIfMounted();
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !router || !isPlainClick(event)) return;
        event.preventDefault();
        router.push(href, { scroll });
      }}
    />
  );
}

/** A left click without a modifier key, on a link meant for this window: the one the page may follow itself. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget;
  const target = link.getAttribute('target');
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === '_self') &&
    !link.hasAttribute('download')
  );
}

/** Outside the app's router (a component rendered on its own in a test) the browser follows the link. */
function useRouterIfMounted(): ReturnType<typeof useRouter> | null {
  try {
    return useRouter();
  } catch {
    return null;
  }
}
