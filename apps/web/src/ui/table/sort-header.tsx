import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from '../icons';
import type { SortState } from './sort';

type Align = 'start' | 'end' | 'center';

export const ALIGN: Record<Align, string> = { start: 'text-start', end: 'text-end', center: 'text-center' };

/** A column header; sortable ones are buttons announcing their order through aria-sort. */
export const SortHeader = ({
  field,
  label,
  sortable,
  sort,
  align = 'start',
  className,
  onSort,
}: {
  field: string;
  label: ReactNode;
  sortable: boolean;
  sort: SortState;
  align?: Align;
  className?: string | undefined;
  onSort: (field: string) => void;
}) => {
  const direction = sort?.field === field ? sort.direction : undefined;
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  const Arrow = direction === 'asc' ? ArrowUpIcon : direction === 'desc' ? ArrowDownIcon : SortIcon;
  return (
    <th
      scope="col"
      aria-sort={sortable ? ariaSort : undefined}
      className={clsx(
        'whitespace-nowrap px-3 py-2.5 font-medium text-[11px] text-ink-muted uppercase tracking-wide',
        ALIGN[align],
        className,
      )}
    >
      {sortable ? (
        <button
          type="button"
          onClick={() => onSort(field)}
          className={clsx(
            'inline-flex items-center gap-1 rounded uppercase hover:text-ink',
            direction && 'text-ink',
            align === 'end' && 'flex-row-reverse',
          )}
        >
          {label}
          <Arrow size={12} className={direction ? 'text-brand' : 'opacity-40'} />
        </button>
      ) : (
        label
      )}
    </th>
  );
};
