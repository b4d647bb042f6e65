export type SortDirection = 'asc' | 'desc';
/** A table's sort; null is the table's own default order. */
export type SortState = { readonly field: string; readonly direction: SortDirection } | null;

/**
 * Spec §4: a header click sorts descending, then ascending, then (when reset is enabled) back to the
 * default; another column starts again at descending.
 */
export const nextSort = (current: SortState, field: string, resetEnabled = true): SortState => {
  if (current?.field !== field) return { field, direction: 'desc' };
  if (current.direction === 'desc') return { field, direction: 'asc' };
  return resetEnabled ? null : { field, direction: 'desc' };
};

/** The mobile sort drawer's values: `field:asc` and `field:desc` (spec §4). */
export const sortValue = (sort: SortState): string => (sort ? `${sort.field}:${sort.direction}` : '');

export const parseSortValue = (value: string): SortState => {
  const [field, direction] = value.split(':');
  return field && (direction === 'asc' || direction === 'desc') ? { field, direction } : null;
};
