// Mantine's selects and what they bring (the combobox, its popover and floating-ui), in a chunk of their own
export { MultiSelect, Select } from '@mantine/core';
