import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/**
 * Holds a control's stand-in until the real control has loaded, then the real one. What the stand-in was given
 * carries over to the real control's button: the focus, and a click or key press, which opens its menu (unless
 * `repeatClick` is false: a stand-in that does its own work on a click, like the theme's button, did it already).
 */
export function HandOver({
  ready,
  repeatClick = true,
  children,
}: {
  ready: boolean;
  repeatClick?: boolean;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const given = useRef({ focused: false, clicked: false });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (ready) {
      const { focused, clicked } = given.current;
      given.current = { focused: false, clicked: false };
      const button = element.querySelector('button');
      if (button && (focused || clicked)) button.focus();
      if (button && clicked && repeatClick) button.click();
      return;
    }
    const focus = () => (given.current.focused = true);
    // read once the blur is over: a stand-in losing the focus because it is being swapped out still hands it over
    const blur = () =>
      queueMicrotask(() => (given.current.focused = element.contains(document.activeElement)));
    // a second click closes what the first opened
    const click = () => (given.current.clicked = !given.current.clicked);
    element.addEventListener('focusin', focus);
    element.addEventListener('focusout', blur);
    element.addEventListener('click', click);
    return () => {
      element.removeEventListener('focusin', focus);
      element.removeEventListener('focusout', blur);
      element.removeEventListener('click', click);
    };
  }, [ready, repeatClick]);
  // no box of its own in the layout: the control sits in its row as if unwrapped
  return (
    <div ref={box} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
