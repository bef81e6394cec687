import type { MouseEvent } from 'react';
import classes from './SkipLink.module.css';

/** The id of the element that holds a screen's own content; every layout gives it to its main landmark. */
export const MAIN_CONTENT_ID = 'main-content';

/** Moves focus to the main content, so it is read next and the next Tab continues from there. */
export function focusMainContent(): boolean {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return false;
  main.focus({ preventScroll: false });
  return true;
}

/** The first tab stop of every page: "Skip to main content", past the header and its menus. */
export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // the router owns the URL's hash-less paths; move focus without changing the address
    if (focusMainContent()) event.preventDefault();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip} onClick={onClick}>
      Skip to main content
    </a>
  );
}
