export { type Column, DataTable } from './data-table';
export { nextSort, type SortState } from './sort';
export { SortDrawer } from './sort-drawer';
