import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusModalWhenShown, MODAL_FOCUS_WAIT_MS } from './modal-focus';

function showModal(): HTMLElement {
  const modal = document.createElement('section');
  modal.setAttribute('role', 'dialog');
  modal.innerHTML = '<p>Text</p><button>Cancel</button><button data-autofocus>Done</button>';
  document.body.append(modal);
  return modal;
}

beforeEach(() => {
  vi.useFakeTimers();
  const outside = document.createElement('button');
  outside.textContent = 'Open';
  document.body.append(outside);
  outside.focus();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('focus waits for a modal (E24)', () => {
  it('waits five seconds', () => {
    expect(MODAL_FOCUS_WAIT_MS).toBe(5_000);
  });

  it('moves focus to the marked control of a modal that appears within the wait', async () => {
    const focused = focusModalWhenShown();
    await vi.advanceTimersByTimeAsync(4_900);
    showModal();
    await vi.advanceTimersByTimeAsync(0);
    await expect(focused).resolves.toBe(true);
    expect(document.activeElement?.textContent).toBe('Done');
  });

  it('gives up when no modal appears within five seconds, leaving focus where it was', async () => {
    const focused = focusModalWhenShown();
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(focused).resolves.toBe(false);
    showModal();
    await vi.advanceTimersByTimeAsync(0);
    expect(document.activeElement?.textContent).toBe('Open');
  });

  it('focuses a modal already shown at once, and leaves focus alone when it is already inside', async () => {
    const modal = showModal();
    modal.querySelector('button')?.focus();
    await expect(focusModalWhenShown()).resolves.toBe(true);
    expect(document.activeElement?.textContent).toBe('Cancel');
  });

  it('marks the first control it focuses, so the modal’s own focus trap keeps focus there', async () => {
    const modal = document.createElement('section');
    modal.setAttribute('role', 'dialog');
    modal.innerHTML = '<form><input aria-label="Entry"><button>Save</button></form>';
    document.body.append(modal);
    await expect(focusModalWhenShown()).resolves.toBe(true);
    const entry = modal.querySelector('input');
    expect(document.activeElement).toBe(entry);
    expect(entry?.hasAttribute('data-autofocus')).toBe(true);
  });

  it('stops waiting when called off, and does not take focus from a modal shown later', async () => {
    const closed = new AbortController();
    const focused = focusModalWhenShown(undefined, undefined, closed.signal);
    closed.abort();
    await expect(focused).resolves.toBe(false);
    showModal();
    await vi.advanceTimersByTimeAsync(0);
    expect(document.activeElement?.textContent).toBe('Open');
  });
});
