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

describe('the focus keeper', () => {
  it('gives a button the focus back when it is enabled again, the focus having dropped to the page', async () => {
    pressEnter();
    button.disabled = true;
    dropFocus(button);
    expect(document.activeElement).toBe(document.body);
    button.disabled = false;
    await settled();
    expect(document.activeElement).toBe(button);
  });

  it('leaves a focus the user has put elsewhere meanwhile', async () => {
    pressEnter();
    button.disabled = true;
    dropFocus(button);
    input.focus();
    button.disabled = false;
    await settled();
    expect(document.activeElement).toBe(input);
  });

  it('does nothing for a button that has left the page', async () => {
    pressEnter();
    button.disabled = true;
    dropFocus(button);
    button.remove();
    button.disabled = false;
    await settled();
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
    button.disabled = true;
    dropFocus(button);
    button.disabled = false;
    await settled();
    expect(document.activeElement).toBe(document.body);
  });

  it('stops once the pointer is used while the button works', async () => {
    pressEnter();
    button.disabled = true;
    dropFocus(button);
    click();
    button.disabled = false;
    await settled();
    expect(document.activeElement).toBe(document.body);
  });
});
