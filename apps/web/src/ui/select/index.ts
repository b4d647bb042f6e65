export { MultiSelect, type MultiSelectProps } from './multi-select';
export { Select, type SelectProps } from './select';
export type { SelectItem } from './select-item';
export { SelectSearch } from './select-search';
