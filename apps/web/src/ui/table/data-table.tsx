import { SKELETON_ROWS } from '@tradescope/domain';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '../states';
import { SkeletonRows } from './skeleton-rows';
import { nextSort, type SortState } from './sort';
import { ALIGN, SortHeader } from './sort-header';

export interface Column<Row> {
  readonly id: string;
  readonly header: ReactNode;
  readonly cell: (row: Row) => ReactNode;
  readonly sortable?: boolean;
  readonly align?: 'start' | 'end' | 'center';
  readonly className?: string;
  /** Shown from tablet width up; on a phone the row shows it elsewhere, so the table never scrolls sideways. */
  readonly wideOnly?: boolean;
}

export interface DataTableProps<Row> {
  readonly columns: readonly Column<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  readonly sort?: SortState;
  readonly onSortChange?: (sort: SortState) => void;
  /** Whether a third click returns to the default order (spec §4 "if reset enabled"). */
  readonly resetSort?: boolean;
  readonly loading?: boolean;
  readonly skeletonRows?: number;
  /** A failed load: shows the error state with retry instead of rows. */
  readonly error?: boolean;
  readonly onRetry?: () => void;
  readonly emptyText?: string;
  /** The empty state's way out when filters emptied the list (EmptyState's Clear filters). */
  readonly onClearFilters?: (() => void) | undefined;
  readonly caption?: string;
}

const WIDE_ONLY = 'max-tablet:hidden';

/** The shared table: sortable headers, skeleton rows while loading, empty and error states. */
export const DataTable = <Row,>({
  columns,
  rows,
  rowKey,
  sort = null,
  onSortChange,
  resetSort = true,
  loading = false,
  skeletonRows = SKELETON_ROWS.table,
  error = false,
  onRetry,
  emptyText,
  onClearFilters,
  caption,
}: DataTableProps<Row>) => {
  const handleSort = (field: string) => onSortChange?.(nextSort(sort, field, resetSort));
  const status = loading ? 'loading' : error ? 'error' : rows.length === 0 ? 'empty' : 'rows';
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface-raised">
      <table className="w-full border-collapse text-sm" aria-busy={loading || undefined}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="border-line border-b bg-surface/60">
          <tr>
            {columns.map((column) => (
              <SortHeader
                key={column.id}
                field={column.id}
                label={column.header}
                sortable={Boolean(column.sortable && onSortChange)}
                sort={sort}
                align={column.align}
                className={column.wideOnly ? WIDE_ONLY : undefined}
                onSort={handleSort}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {status === 'loading' && <SkeletonRows columns={columns.length} rows={skeletonRows} />}
          {status === 'rows' &&
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                className="border-line border-b transition last:border-0 hover:bg-surface-muted/60"
              >
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={clsx(
                      'tabular whitespace-nowrap px-3 py-2.5',
                      ALIGN[column.align ?? 'start'],
                      column.wideOnly && WIDE_ONLY,
                      column.className,
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          {(status === 'empty' || status === 'error') && (
            <tr>
              <td colSpan={columns.length}>
                {status === 'empty' ? (
                  <EmptyState title={emptyText} compact onClearFilters={onClearFilters} />
                ) : (
                  <ErrorState onRetry={onRetry} compact />
                )}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
};
