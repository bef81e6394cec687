import { useEffect } from 'react';

declare global {
  interface Window {
    /** W03: opens the development flags drawer from the browser's console. */
    openDevelopmentFlags?: () => void;
  }
}

const CHORD = ['KeyG', 'KeyE', 'KeyP'];

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * W02, W03: Shift held while G, E and P are pressed in turn opens the drawer (not while typing in a field), and
 * so does `window.openDevelopmentFlags()`.
 */
export function useDevFlagsChord(open: () => void): void {
  useEffect(() => {
    let pressed: string[] = [];
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.shiftKey || isEditable(event.target)) {
        pressed = [];
        return;
      }
      if (event.code === 'ShiftLeft' || event.code === 'ShiftRight') return;
      pressed = [...pressed, event.code].slice(-CHORD.length);
      if (pressed.join() === CHORD.join()) {
        pressed = [];
        open();
      }
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === 'Shift') pressed = [];
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    window.openDevelopmentFlags = open;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
      if (window.openDevelopmentFlags === open) delete window.openDevelopmentFlags;
    };
  }, [open]);
}
