/** How long the focus is watched for: the control leaves the page when what it acted on is read again. */
const WAIT_MS = 5_000;

const focusLost = () => {
  const focused = document.activeElement;
  return !focused || focused === document.body || !focused.isConnected;
};

/**
 * A control that removes what it stands on (a row's Delete, a key's Delete) leaves the page once that is gone, and
 * the focus it held (given back to it by the confirm dialog) falls out of the page. Returns what to call once the
 * removal has succeeded: from then until the control has gone and the focus with it, the focus is watched for, then
 * put on `target()`. Focus the user has put elsewhere is left alone.
 */
export function focusWhenLost(opener: Element | null, target: () => HTMLElement | null): () => void {
  if (!opener) return () => undefined;
  const place = (): boolean => {
    if (opener.isConnected || !focusLost()) return false;
    target()?.focus();
    return true;
  };
  return () => {
    if (place()) return;
    const observer = new MutationObserver(() => {
      if (place()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
  };
}
