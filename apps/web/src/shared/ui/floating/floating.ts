/**
 * What floats over a screen (menus, tooltips, the header dropdowns' lists) with floating-ui, Mantine's popover and
 * focus trap: loaded after the first paint, so a first load carries none of it (`load-floating.ts`).
 */
export { Combobox, Menu, ScrollArea, Tooltip, useCombobox } from '@mantine/core';
