import { clsx } from 'clsx';
import { SearchIcon } from '../../ui/icons';

/** The settings screens' search box: packs, assets, strategies and exchanges are searched as typed. */
export const SearchField = ({
  value,
  onChange,
  label,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Its accessible name and its placeholder. */
  label: string;
  className?: string;
}) => (
  <search className={clsx('relative', className)}>
    <SearchIcon
      size={15}
      className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-ink-faint"
    />
    <input
      type="search"
      value={value}
      maxLength={64}
      onChange={(event) => onChange(event.target.value)}
      aria-label={label}
      placeholder={label}
      className="h-10 w-full rounded-lg border border-line-strong bg-surface-raised ps-9 pe-3 text-sm outline-none focus:border-brand focus:ring-3 focus:ring-brand/15"
    />
  </search>
);
