// The one module that brings Mantine's Select and MultiSelect (Combobox, Popover, floating-ui),
// for select.tsx's dynamic import.
export { MultiSelect, Select } from '@mantine/core';
