'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Keeps the element's height in its CSS variable --own-height, for a sticky box that must know whether it fits the
 * window (checkout's order summary). Unset until the page's scripts run; the box's CSS gives the fallback.
 */
export function useOwnHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    // Every browser the shop supports has ResizeObserver; jsdom, where the components' tests run, has not.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => element.style.setProperty('--own-height', `${entry.borderBoxSize[0].blockSize}px`));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
