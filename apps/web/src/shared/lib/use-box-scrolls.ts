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

/** Whether the box scrolls its content, measured again whenever it or its first child (the table) changes size. */
export function useBoxScrolls(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => setScrolling(scrolls(box));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolling;
}
