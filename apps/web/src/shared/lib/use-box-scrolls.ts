import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** Whether the box clips its overflow (its stylesheet decides where) and its content is wider or taller than it. */
function scrolls(box: HTMLElement): boolean {
  const style = getComputedStyle(box);
  return (
    (style.overflowX !== 'visible' && box.scrollWidth > box.clientWidth) ||
    (style.overflowY !== 'visible' && box.scrollHeight > box.clientHeight)
  );
}

/**
 * The height of what follows the box down to the page's foot (a list's paging, the app's footer), in whole pixels
 * rounded up: to the foot of the root element's box, not the scroll height, so a dropdown hanging past the page's
 * foot is not counted.
 */
function heightBelow(box: HTMLElement): string {
  const below = document.documentElement.getBoundingClientRect().bottom - box.getBoundingClientRect().bottom;
  return `${Math.ceil(below)}px`;
}

/**
 * Whether the box scrolls its content, measured again whenever it or its first child (the table) changes size.
 * Given `belowProperty`, the box's custom property of that name is kept at the height of what follows it, measured
 * again whenever the page changes size too (a footer wrapping to more lines, paging appearing): for its stylesheet
 * only, so it is written to the box rather than rendered. It shares this observer rather than taking a hook of its
 * own because the landing page's script is at its size budget.
 */
export function useBoxScrolls(ref: RefObject<HTMLElement | null>, belowProperty?: string): boolean {
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => {
      setScrolling(scrolls(box));
      if (belowProperty) box.style.setProperty(belowProperty, heightBelow(box));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    if (belowProperty) observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref, belowProperty]);
  return scrolling;
}
