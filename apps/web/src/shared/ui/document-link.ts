import type { MouseEvent } from 'react';
import { openInNewWindow } from '../lib/open-window';
import { openPopupsBlockedModal } from './dialogs/notice-modals';

export interface DocumentLinkProps {
  href: string;
  target?: '_blank';
  rel?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * Spec 2.4 (E09-E12), N16: the props of a link to a document. With document pop-ups on, a plain click opens it
 * in a new window through `openInNewWindow`, the one function that opens windows, so a blocked pop-up is seen
 * and the user told how to allow it (never in synthetic runs); a modified or middle click is left to the
 * browser, which opens a tab itself. With pop-ups off (the `documentPopups` flag) it is an ordinary link in this
 * tab.
 */
export function documentLinkProps(href: string, popups: boolean): DocumentLinkProps {
  if (!popups) return { href };
  return {
    href,
    target: '_blank',
    rel: 'noopener',
    onClick: (event) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (openInNewWindow(href).blocked) openPopupsBlockedModal();
    },
  };
}
