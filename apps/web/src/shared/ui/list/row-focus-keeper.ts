/** How long the focus is watched for after a delete: the row leaves the list when the list is read again. */
const WAIT_MS = 5_000;

const actionsOf = (row: Element | null): HTMLElement[] =>
  row ? Array.from(row.querySelectorAll<HTMLElement>('button, a[href]')) : [];

const focusLost = () => {
  const focused = document.activeElement;
  return !focused || focused === document.body || !focused.isConnected;
};

/**
 * A row's action (its Delete) was pressed: once the row leaves the list, the focus it held (given back to it by
 * the confirm dialog) would fall out of the page. Returns what to call once the row is deleted: when the focus is
 * lost, it moves to the same action of the next row, else of the row before, else to the screen's title, so a
 * keyboard user carries on from where they were. Focus the user has put elsewhere is left alone.
 */
export function rowFocusKeeper(opener: Element | null): () => void {
  const row = opener?.closest('tr');
  if (!(opener instanceof HTMLElement) || !row) return () => undefined;
  const position = actionsOf(row).indexOf(opener);
  const neighbours = [row.nextElementSibling, row.previousElementSibling]
    .map((other) => actionsOf(other)[position])
    .filter((action): action is HTMLElement => action !== undefined);
  const title = row.closest('main')?.querySelector<HTMLElement>('h1') ?? null;

  /** True once the focus is placed: the row is gone and the focus with it. */
  const place = (): boolean => {
    if (opener.isConnected || !focusLost()) return false;
    const target = neighbours.find((action) => action.isConnected) ?? title;
    if (target === title && title && !title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
    target?.focus();
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
