import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { FakeRequest } from './fake-api';
import { enterText } from './enter-text';
import { findRow } from './list-screen';

/** Clicks the button once it is shown, and finds the dialog it opens. */
export async function openDialog(button: string, dialog: string | RegExp): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialog });
}

/** Clicks one of the dialog's buttons (Save, Cancel, Confirm). */
export const press = (dialog: HTMLElement, button: string) =>
  userEvent.click(within(dialog).getByRole('button', { name: button }));

/** The row that shows `text`, once shown, after checking it shows each of `cells` too. */
export async function expectRow(text: string, cells: readonly string[]): Promise<HTMLElement> {
  const row = await findRow(text);
  for (const cell of cells) expect(within(row).getByText(cell)).toBeTruthy();
  return row;
}

/** A row's Delete, confirmed in the dialog of that title (which says `says`, when given). */
export async function confirmDeletion(button: string, title: string, says?: string): Promise<void> {
  const dialog = await openDialog(button, title);
  if (says !== undefined) expect(dialog.textContent).toContain(says);
  await press(dialog, 'Confirm');
}

/**
 * A row deleted through its Delete: the confirm dialog titled and worded as `wording` says, confirmed; then the
 * toast that it is deleted, and the DELETE sent to `path`.
 */
export async function expectDeleted(
  api: { requests: readonly FakeRequest[] },
  path: string,
  button: string,
  wording: { title: string; message: string; deleted: string },
): Promise<void> {
  await confirmDeletion(button, wording.title, wording.message);
  expect(await screen.findByText(wording.deleted)).toBeTruthy();
  expect(api.requests.some((r) => r.method === 'DELETE' && r.path === path)).toBe(true);
}

/**
 * Types a search that matches nothing, waits for the list to be read again with `sent` in its address (the search
 * is debounced), and expects the list to say so.
 */
export async function expectSearchFindsNone(
  search: string,
  typed: string,
  none: string,
  listUrls: () => readonly string[],
  sent: string,
): Promise<void> {
  await enterText(screen.getByLabelText(search), typed);
  await waitFor(() => expect(listUrls().at(-1)).toContain(sent));
  expect(await screen.findByText(none)).toBeTruthy();
}

/** Clicks a column's header, and waits for the list to be read again sorted as `sort` (an alias, '-' first for descending). */
export async function sortBy(header: RegExp, listUrls: () => readonly string[], sort: string): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: header }));
  await waitFor(() => expect(listUrls().at(-1)).toMatch(new RegExp(`sort=${sort}(&|$)`)));
}
