import { useEffect, useRef } from 'react';

/**
 * A button that spins disabled while it works drops the focus to the page, and a keyboard user would start again
 * from the top. This gives the button the focus back once it is done, unless the user has put it somewhere since.
 */
export function useFocusKeptWhileBusy<T extends HTMLButtonElement>(busy: boolean) {
  const ref = useRef<T>(null);
  const dropped = useRef(false);
  useEffect(() => {
    const button = ref.current;
    if (!button) return;
    const onBlur = (event: FocusEvent) => {
      if (event.relatedTarget === null && button.disabled) dropped.current = true;
    };
    button.addEventListener('blur', onBlur);
    return () => button.removeEventListener('blur', onBlur);
  }, []);
  useEffect(() => {
    if (busy || !dropped.current) return;
    dropped.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) ref.current?.focus();
  }, [busy]);
  return ref;
}
