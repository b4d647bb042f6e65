/** An option of a select (spec §3 Select item: name, label, value, lock, minCap, disable). */
export interface SelectItem {
  readonly value: string;
  readonly label: string;
  /** Locked options show a lock; picking one asks for an upgrade instead of selecting it. */
  readonly lock?: boolean;
  readonly disabled?: boolean;
}

/** Case-insensitive match on the label or the value (a base such as "btc" or a name such as "Bitcoin"). */
export const filterItems = (items: readonly SelectItem[], query: string): readonly SelectItem[] => {
  const needle = query.trim().toLowerCase();
  if (needle === '') return items;
  return items.filter(
    (item) => item.label.toLowerCase().includes(needle) || item.value.toLowerCase().includes(needle),
  );
};
