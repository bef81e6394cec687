import { focusWhenLost } from '../a11y/focus-when-lost';

const actionsOf = (row: Element | null): HTMLElement[] =>
  row ? Array.from(row.querySelectorAll<HTMLElement>('button, a[href]')) : [];

/**
 * A row's action (its Delete) was pressed: once the row is deleted and leaves the list, the focus moves to the same
 * action of the next row, else of the row before, else to the screen's title, so a keyboard user carries on from
 * where they were. Returns what to call once the row is deleted.
 */
export function rowFocusKeeper(opener: Element | null): () => void {
  const row = opener?.closest('tr');
  if (!opener || !row) return () => undefined;
  const position = actionsOf(row).indexOf(opener as HTMLElement);
  const neighbours = [row.nextElementSibling, row.previousElementSibling]
    .map((other) => actionsOf(other)[position])
    .filter((action): action is HTMLElement => action !== undefined);
  const title = row.closest('main')?.querySelector<HTMLElement>('h1') ?? null;
  return focusWhenLost(opener, () => {
    const next = neighbours.find((action) => action.isConnected);
    if (next) return next;
    if (title && !title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
    return title;
  });
}
