import { useEffect, useState } from 'react';

/** Spec 4.7, 9: the "Site has changed" highlight shows on the new site's first appearance and fades after 10 s. */
export const SITE_CHANGED_HIGHLIGHT_MS = 10_000;

let pendingKey: string | undefined;

/** Called when a change of site is confirmed, before navigating there. */
export function markSiteChanged(contextKey: string): void {
  pendingKey = contextKey;
}

/** True for 10 s after the context `contextKey` first appears following a confirmed change. */
export function useSiteChangedHighlight(contextKey: string | undefined): boolean {
  const [shownFor, setShownFor] = useState<string>();
  useEffect(() => {
    if (!contextKey || pendingKey !== contextKey) return;
    pendingKey = undefined;
    setShownFor(contextKey);
  }, [contextKey]);
  useEffect(() => {
    if (!shownFor) return;
    const timer = setTimeout(() => setShownFor(undefined), SITE_CHANGED_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [shownFor]);
  return shownFor !== undefined && shownFor === contextKey;
}
