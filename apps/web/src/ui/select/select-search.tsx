import { SearchIcon } from '../icons';

/** The search box at the head of an open select or picker list. */
export const SelectSearch = ({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
}) => (
  <div className="relative border-line border-b p-2">
    <SearchIcon
      size={15}
      className="pointer-events-none absolute start-4 top-1/2 -translate-y-1/2 text-ink-faint"
    />
    <input
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={label}
      aria-label={label}
      className="h-9 w-full rounded-lg border border-line bg-surface ps-8 pe-2 text-sm outline-none focus:border-brand"
    />
  </div>
);
