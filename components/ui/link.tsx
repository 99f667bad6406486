'use client';

import { useRouter } from 'next/navigation';
import { useEffect, type ComponentProps, type MouseEvent } from 'react';
import { whenIdle } from '@/lib/util/when-idle';

type LinkProps = ComponentProps<'a'> & {
  /** One of the shop's own pages. */
  href: string;
  /** Scroll to the top of the new page (true unless the link changes only a view of the same page). */
  scroll?: boolean;
  /**
   * Fetch the page's data and scripts once the browser is idle, so following the link waits only for its render.
   * Only for a link its one reader is likely to follow, and whose page is heavy (the owner's dashboard).
   */
  prefetch?: boolean;
};

/**
 * The app's link to its own pages. A plain click is followed in the page by the framework's router, so the layout,
 * the stores and an open chat stay; a click meant for a new tab or window, a download, or a press with a modifier
 * key is left to the browser. It prefetches only when asked (`prefetch`): next/link prefetches every visible link,
 * so from a static host a first visit would fetch each one's route, and its prefetching and URL objects cost every
 * page 4 kB gzip of JavaScript this static shop does not use.
 */
export function Link({ href, scroll = true, prefetch = false, onClick, ...props }: LinkProps) {
  const router = useRouterIfMounted();
  useEffect(() => (prefetch && router ? whenIdle(() => router.prefetch(href)) : undefined), [prefetch, router, href]);
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
