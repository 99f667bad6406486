import { useRef, useState } from 'react';

/**
 * A save that a double click or a held-down Enter cannot start twice: `run` ignores a call while one is in flight
 * (a ref decides, because a second press comes before React re-renders), and `saving` shows the button busy.
 */
export function useOneSave() {
  const inFlight = useRef(false);
  const [saving, setSaving] = useState(false);
  const run = async (save: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    try {
      await save();
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };
  return { saving, run };
}
