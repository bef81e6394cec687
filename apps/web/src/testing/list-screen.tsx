import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { installSignedInApi, pageAnswer } from './fake-api';
import type { FakeHandler } from './fake-api';
import { renderInDataRouter } from './render';

/**
 * Renders a list screen whose list (GET `listPath`) answers one page of `items` of `total`, beside the other
 * handlers; answers the fake API and the list URLs the screen asked for.
 */
export function renderListScreen(
  element: ReactElement,
  listPath: string,
  { items, total = items.length }: { items: readonly unknown[]; total?: number },
  handlers: Record<string, FakeHandler> = {},
) {
  const api = installSignedInApi({ [`GET ${listPath}`]: () => pageAnswer(items, total), ...handlers });
  renderInDataRouter(element);
  return { api, listUrls: () => api.queriedUrls(listPath) };
}

/** The table row that shows the text, once it is shown. */
export async function findRow(text: string): Promise<HTMLElement> {
  const row = (await screen.findByText(text)).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

/** The row of the table that holds the link of that name (a record's number, linking to the record). */
export function rowWithLink(table: HTMLElement, name: string): HTMLElement {
  const row = within(table).getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}
