export { MultiSelect } from './multi-select';
export { Select } from './select';
export type { SelectItem } from './select-item';
