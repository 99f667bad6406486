import { useEffect, useRef, type RefObject } from 'react';

/**
 * While a menu is open, Escape closes it and gives the focus back to the button that opened it; with `inside`, a
 * press anywhere outside that element closes it too (the focus stays where the press put it).
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  { returnFocusTo, inside }: { returnFocusTo: RefObject<HTMLElement | null>; inside?: RefObject<HTMLElement | null> },
) {
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  });

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      latestClose.current();
      returnFocusTo.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (inside && !inside.current?.contains(event.target as Node)) latestClose.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, returnFocusTo, inside]);
}
