import { useEffect, useRef } from 'react';

/**
 * Gives the focus back, when a dialog closes, to what had it when the dialog opened. Mantine does so itself, but
 * not the first time a dialog that loads on demand opens: it mounts already open, and its record starts after.
 */
export function useReturnFocus(open: boolean): void {
  const origin = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      const active = document.activeElement;
      origin.current = active instanceof HTMLElement && active !== document.body ? active : null;
      return;
    }
    const element = origin.current;
    origin.current = null;
    if (element?.isConnected) element.focus({ preventScroll: true });
  }, [open]);
}
