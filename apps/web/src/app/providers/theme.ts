import { createTheme, defaultVariantColorsResolver } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple, VariantColorsResolver } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e8f2fc',
  '#d2e2f4',
  '#a3c3e9',
  '#70a2de',
  '#4886d5',
  '#2f74d0',
  '#216bcf',
  '#135ab8',
  '#0550a5',
  '#004492',
];

/**
 * Red (delete) and teal (recommended) fills keep white text, as people expect of them, in shades deep enough for
 * it (5:1 and more) in both themes; other fills get black or white text from the luminance switch below.
 */
const WHITE_TEXT_FILLS: Partial<Record<string, { background: string; hover: string }>> = {
  red: { background: '#c92a2a', hover: '#b02525' },
  teal: { background: '#087f5b', hover: '#076d4f' },
};

/** Spec 9 (X18): a combo box's list opens 10 ms after the event that opens it. */
export const COMBOBOX_OPEN_DELAY_MS = 10;

const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const fill = input.variant === 'filled' && input.color ? WHITE_TEXT_FILLS[input.color] : undefined;
  return fill
    ? { ...colors, ...fill, color: 'var(--mantine-color-white)', hoverColor: 'var(--mantine-color-white)' }
    : colors;
};

/** A dense business look: small controls, modest radius, the system font stack. */
export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'sm',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '600' },
  cursorType: 'pointer',
  // filled badges and buttons pick black or white text, whichever reads at 4.5:1: white needs a background of
  // relative luminance at most 0.18, black one of at least 0.18 (Mantine's default switch, 0.3, lets 3:1 through)
  autoContrast: true,
  luminanceThreshold: 0.18,
  variantColorResolver,
  // a keyboard user always sees where focus is; a mouse click draws no ring
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { size: 'sm' } },
    TextInput: { defaultProps: { size: 'sm' } },
    PasswordInput: { defaultProps: { size: 'sm' } },
    // Spec 9 (X19): a list scrolls past 340 px unless a screen says otherwise. A searchable list opens on a click
    // or on typing, not on focus alone: a form that puts focus in its first field would cover itself with it
    Select: { defaultProps: { size: 'sm', maxDropdownHeight: 340, openOnFocus: false } },
    Autocomplete: { defaultProps: { maxDropdownHeight: 340 } },
    MultiSelect: { defaultProps: { maxDropdownHeight: 340 } },
    // Select, Autocomplete, MultiSelect and the header dropdowns all draw their list through Combobox. Mantine
    // applies an enter delay only to a transition that has a duration, so the fade lasts 1 ms: the list still
    // appears at once, 10 ms late. The options stay mounted meanwhile, so the keyboard can pick one at once.
    Combobox: {
      defaultProps: {
        transitionProps: { transition: 'fade', duration: 1, enterDelay: COMBOBOX_OPEN_DELAY_MS },
      },
    },
    Menu: {
      defaultProps: {
        shadow: 'md',
        radius: 'sm',
        position: 'bottom-start',
        offset: 6,
        // Mantine's placeholder is a focusable role="presentation" child that a menu may not hold (ARIA);
        // without it an opened menu takes focus itself and the arrow keys move to its items
        withInitialFocusPlaceholder: false,
      },
    },
    Modal: { defaultProps: { radius: 'md', closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Alert: { defaultProps: { closeButtonLabel: 'Dismiss' } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 300 } },
  },
});

/**
 * Text colours that meet WCAG 2.1 AA (4.5:1 for small text) on every surface the app draws, in both themes, while
 * keeping Mantine's calm greys: dimmed text and placeholders one step darker in the light theme and lighter in the
 * dark one, links a lighter brand blue on dark surfaces, error and coloured text deep enough on white, and the text
 * of light badges and alerts deep enough on their tinted backgrounds (Mantine's shade 9 of orange, yellow, green,
 * lime and teal falls short of 4.5:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#666d74',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-red-text': '#c92a2a',
    '--mantine-color-orange-text': '#a8380c',
    '--mantine-color-yellow-text': '#985000',
    '--mantine-color-green-text': '#236f32',
    '--mantine-color-teal-text': '#076d4f',
    '--mantine-color-gray-text': '#495057',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-red-light-color': '#b02525',
    // outline buttons draw their label in this colour on white
    '--mantine-color-red-outline': '#c92a2a',
    '--mantine-color-orange-light-color': '#a8380c',
    '--mantine-color-yellow-light-color': '#985000',
    '--mantine-color-lime-light-color': '#446c09',
    '--mantine-color-green-light-color': '#236f32',
    '--mantine-color-teal-light-color': '#076d4f',
    '--mantine-color-cyan-light-color': '#0a6879',
    '--mantine-color-blue-light-color': '#165c9c',
    // the selected row and light primary buttons: a paler tint, so dimmed text on it still reads at 4.5:1
    '--mantine-color-brand-light': '#e8f2fc',
    '--mantine-primary-color-light': '#e8f2fc',
  },
  dark: {
    '--mantine-color-dimmed': '#a6a6a6',
    '--mantine-color-placeholder': '#969696',
    '--mantine-color-anchor': '#8cb4e4',
    '--mantine-color-brand-text': '#8cb4e4',
    '--mantine-color-error': '#ff8787',
  },
});
