import { useRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useBoxScrolls } from '../lib/use-box-scrolls';
import classes from './TableScroller.module.css';

/** The table's floor where the box scrolls, read by the stylesheet's narrow-screen rule. */
function tableMinWidth(width: string): CSSProperties {
  const style: CSSProperties & { '--scroller-table-min-width': string } = {
    '--scroller-table-min-width': width,
  };
  return style;
}

/**
 * The box a table sits in. On a narrow screen it scrolls a wide table sideways rather than the table widening the
 * page; while it scrolls, it is a region named for the table that the keyboard can reach and scroll (WCAG 2.1.1).
 * On a wide screen it is a plain box, so a list's header can stick below the app's header as the page scrolls.
 */
export function TableScroller({
  label,
  minWidth,
  stickyHeader = false,
  children,
}: {
  label: string;
  /** Where it scrolls, the width below which the table does not squeeze (a form's fields keep a usable width). */
  minWidth?: string;
  /**
   * A long list's table: where the box scrolls, it fits in the window below the app's header together with what
   * follows it (the paging, the footer) and scrolls down too, so the table's sticky header stays in view at its
   * top however far the page is scrolled (the box, not the window, is what a sticky header sticks to there).
   */
  stickyHeader?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // a long list's box fits in the window with what follows it: its stylesheet reads that height
  const scrolls = useBoxScrolls(ref, stickyHeader ? '--scroller-height-below' : undefined);
  return (
    <div
      ref={ref}
      className={stickyHeader ? `${classes.scroller} ${classes.windowHigh}` : classes.scroller}
      style={minWidth ? tableMinWidth(minWidth) : undefined}
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
