import { createTheme } from '@mantine/core';
import type { MantineColorsTuple } from '@mantine/core';

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
  components: {
    Button: { defaultProps: { size: 'sm' } },
    TextInput: { defaultProps: { size: 'sm' } },
    PasswordInput: { defaultProps: { size: 'sm' } },
    Select: { defaultProps: { size: 'sm' } },
    Menu: { defaultProps: { shadow: 'md', radius: 'sm', position: 'bottom-start', offset: 6 } },
    Modal: { defaultProps: { radius: 'md' } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 300 } },
  },
});
