import { displayMessageFor } from '../../lib/display-message';
import { confirmDialog } from '../dialogs';
import { toast } from '../feedback/toast';
import { rowFocusKeeper } from './row-focus-keeper';

/** What deleting a row says: the dialog's title and text, and the toast once it is gone. */
export interface DeleteWording {
  title: string;
  message: string;
  deleted: string;
}

/**
 * A list row's delete (spec 2.4, E21): a danger confirm dialog naming the row first; then a toast that it is
 * deleted, or what stopped it.
 */
export async function confirmDelete(wording: DeleteWording, remove: () => Promise<unknown>): Promise<void> {
  const keepFocus = rowFocusKeeper(document.activeElement);
  const confirmed = await confirmDialog({ title: wording.title, message: wording.message, danger: true });
  if (!confirmed) return;
  try {
    await remove();
    keepFocus();
    toast({ type: 'success', message: wording.deleted });
  } catch (error) {
    toast({ type: 'danger', message: displayMessageFor(error) });
  }
}

/** A delete mutation, as TanStack gives it: deletes the record with the id. */
export interface DeleteById {
  mutateAsync: (id: string) => Promise<unknown>;
}

/** A record row's Delete action: the dialog names the row, then `remove` deletes it by its id. */
export const confirmingDelete =
  <T extends { id: string }>(remove: DeleteById, wording: (row: T) => DeleteWording) =>
  (row: T): void =>
    void confirmDelete(wording(row), () => remove.mutateAsync(row.id));
