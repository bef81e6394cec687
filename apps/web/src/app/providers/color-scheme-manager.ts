import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

const KEY = 'freight.color-scheme';

function isScheme(value: string | null): value is MantineColorScheme {
  return value === 'light' || value === 'dark' || value === 'auto';
}

/** Spec 9: the layout theme is light or dark and lasts for the session, so it lives in sessionStorage. */
export function sessionColorSchemeManager(): MantineColorSchemeManager {
  return {
    get: (defaultValue) => {
      try {
        const stored = window.sessionStorage.getItem(KEY);
        return isScheme(stored) ? stored : defaultValue;
      } catch {
        return defaultValue;
      }
    },
    set: (value) => {
      try {
        window.sessionStorage.setItem(KEY, value);
      } catch {
        // the scheme then lasts until reload
      }
    },
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    clear: () => {
      try {
        window.sessionStorage.removeItem(KEY);
      } catch {
        // nothing stored
      }
    },
  };
}
