import { SKELETON_ROWS } from '@tradescope/domain';

/** Placeholder rows while a table loads (spec §9: 6 rows by default). */
export const SkeletonRows = ({ columns, rows = SKELETON_ROWS.table }: { columns: number; rows?: number }) =>
  Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
    <tr key={row} data-testid="skeleton-row" className="border-line border-b last:border-0">
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
        <td key={column} className="px-3 py-3">
          <div
            className="skeleton h-3.5 rounded"
            style={{ width: `${55 + ((row * 7 + column * 13) % 40)}%` }}
          />
        </td>
      ))}
    </tr>
  ));
