import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFocusKeeper } from './focus-keeper';

// jsdom keeps the focus on a button that turns disabled; a browser drops it with this event
const dropFocus = (button: HTMLButtonElement) =>
  button.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const pressEnter = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
const click = () => document.dispatchEvent(new Event('pointerdown'));

let uninstall: () => void;
let button: HTMLButtonElement;
let input: HTMLInputElement;

beforeEach(() => {
  document.body.innerHTML = '<button>Get quotes</button><input aria-label="Elsewhere" />';
  button = document.querySelector('button') as HTMLButtonElement;
  input = document.querySelector('input') as HTMLInputElement;
  uninstall = installFocusKeeper(document);
});

afterEach(() => uninstall());

/** The button spins disabled and the focus drops to the page; `meanwhile` happens before it is enabled again. */
async function busyThenDone(meanwhile: () => void = () => {}) {
  button.disabled = true;
  dropFocus(button);
  expect(document.activeElement).toBe(document.body);
  meanwhile();
  button.disabled = false;
  await settled();
}

describe('the focus keeper', () => {
  it('gives a button the focus back when it is enabled again, the focus having dropped to the page', async () => {
    pressEnter();
    await busyThenDone();
    expect(document.activeElement).toBe(button);
  });

  it('leaves a focus the user has put elsewhere meanwhile', async () => {
    pressEnter();
    await busyThenDone(() => input.focus());
    expect(document.activeElement).toBe(input);
  });

  it('does nothing for a button that has left the page', async () => {
    pressEnter();
    await busyThenDone(() => button.remove());
    expect(document.activeElement).toBe(document.body);
  });

  it('does not follow a button the user simply left, enabled', async () => {
    pressEnter();
    dropFocus(button);
    button.disabled = true;
    button.disabled = false;
    await settled();
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves a mouse user where they are: the button was clicked, not pressed from the keyboard', async () => {
    pressEnter();
    click();
    await busyThenDone();
    expect(document.activeElement).toBe(document.body);
  });

  it('stops once the pointer is used while the button works', async () => {
    pressEnter();
    await busyThenDone(click);
    expect(document.activeElement).toBe(document.body);
  });
});
