/**
 * The app's keyboard shortcuts. Each uses Alt+Shift, so none is a single character key (WCAG 2.1.4) and none clashes
 * with the browser's or a screen reader's own keys; they work in form fields too. Physical keys, so a layout that
 * turns Alt+Shift+letter into another character still matches.
 */
export type ShortcutAction =
  'shortcuts' | 'siteMenu' | 'readyToManifest' | 'track' | 'createOutbound' | 'main';

export interface Shortcut {
  action: ShortcutAction;
  /** For Mantine's useHotkeys. */
  hotkey: string;
  /** As shown to the user. */
  keys: readonly string[];
  description: string;
}

/** Alt+Shift and a letter: the hotkey for Mantine's useHotkeys and the keys as shown to the user. */
const altShift = (action: ShortcutAction, letter: string, description: string): Shortcut => ({
  action,
  hotkey: `alt+shift+${letter}`,
  keys: ['Alt', 'Shift', letter],
  description,
});

export const SHORTCUTS: readonly Shortcut[] = [
  altShift('shortcuts', 'K', 'Show keyboard shortcuts'),
  altShift('main', 'J', 'Jump to the main content'),
  altShift('siteMenu', 'S', 'Open the Site menu to change site'),
  altShift('readyToManifest', 'M', 'Go to Ready to manifest'),
  altShift('track', 'T', 'Go to Track consignments'),
  altShift('createOutbound', 'O', 'Create outbound consignment'),
];

/** The keys every screen answers to, documented beside the shortcuts. */
export const STANDARD_KEYS: readonly { keys: readonly string[]; description: string }[] = [
  { keys: ['Tab'], description: 'First key on a page: "Skip to main content"' },
  { keys: ['Tab'], description: 'Next control; Shift+Tab goes back' },
  { keys: ['Enter'], description: 'Follow a link, press a button, open a menu' },
  { keys: ['Space'], description: 'Press a button, tick a checkbox' },
  { keys: ['↑', '↓'], description: 'Move through a menu, a list of options or a table selection' },
  { keys: ['Esc'], description: 'Close a menu or dialog; focus returns to what opened it' },
];
