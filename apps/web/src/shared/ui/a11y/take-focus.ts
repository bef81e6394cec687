import { useEffect, useRef } from 'react';

/**
 * For what replaces the control the user acted on (a created record's summary, a form opened in place): it takes
 * the focus when shown, if the focus was lost with the control (gone, or disabled), so the next Tab and a screen
 * reader go on from it.
 * The element needs `tabIndex={-1}` unless it is focusable anyway.
 */
export function useTakeFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const active = document.activeElement;
    // a control that turned disabled has lost the focus, though a browser may not have moved it yet
    if (active === null || active === document.body || active.matches(':disabled')) ref.current?.focus();
  }, []);
  return ref;
}
