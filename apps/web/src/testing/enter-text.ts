import userEvent from '@testing-library/user-event';

/**
 * Puts text in a field as a password manager or a paste does: one input event, where typing it costs one per
 * character, which on a loaded machine can take a screen test past its timeout.
 */
export async function enterText(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}
