import { fireEvent, waitFor, within } from '@testing-library/react';

/** The options of a Mantine select's own list (its input names the list in aria-controls once opened). */
export async function optionsOf(input: HTMLElement): Promise<HTMLElement[]> {
  // a plain click opens the list: a simulated pointer's events cost seconds on a loaded machine and add nothing here
  fireEvent.click(input);
  const list = await waitFor(() => {
    const opened = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!opened) throw new Error('the select opened no list');
    return opened;
  });
  // jsdom lays nothing out, so Mantine keeps the list hidden: its options are found by role alone
  return within(list).getAllByRole('option', { hidden: true });
}

/** Picks an option of a Mantine select by its text. */
export async function chooseOption(input: HTMLElement, name: string): Promise<void> {
  const option = (await optionsOf(input)).find((o) => o.textContent === name);
  if (!option) throw new Error(`no option ${name}`);
  fireEvent.click(option);
}
