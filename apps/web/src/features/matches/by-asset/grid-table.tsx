import { type AssetMatches, type AssetStrategy, SKELETON_ROWS } from '@tradescope/domain';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useStrategyName } from '../../../lib/endpoints/strategies';
import { pairText } from '../../../ui/pair-label';
import { cellsOf } from './asset-strategies';
import { AssetCell, StrategyCellButton } from './grid-cell';
import { StrategyHeader, type StrategyHeaderProps } from './grid-header';

const sticky = 'sticky start-0 z-10 w-72 min-w-72 border-line border-e';

type HeaderBase = Pick<StrategyHeaderProps, 'market' | 'kind' | 'editablePack'>;

export interface GridTableProps extends HeaderBase {
  readonly scrollRef: Ref<HTMLDivElement>;
  readonly rows: readonly AssetMatches[];
  readonly strategyIds: readonly number[];
  readonly loading: boolean;
  readonly sortBy: number | null;
  readonly onSort: (strategyId: number) => void;
  readonly onRemove: (strategyId: number) => void;
  readonly onOpen: (asset: AssetMatches, cell: AssetStrategy) => void;
}

const SkeletonRow = ({ columns }: { columns: number }) => (
  <tr data-testid="skeleton-row" className="border-line border-b last:border-0">
    <td className={`${sticky} bg-surface-raised px-3 py-3`}>
      <span className="flex items-center gap-2.5">
        <span className="skeleton size-7 shrink-0 rounded-full" />
        <span className="flex flex-1 flex-col gap-1.5">
          <span className="skeleton h-3 w-20 rounded" />
          <span className="skeleton h-2.5 w-14 rounded" />
        </span>
        <span className="skeleton h-4 w-16 rounded" />
      </span>
    </td>
    {Array.from({ length: columns }, (_, column) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
      <td key={column} className="px-3 py-3">
        <span className="skeleton block h-8 rounded-lg" />
      </td>
    ))}
  </tr>
);

/** The grid itself: a sticky asset column, then one column per strategy of the pack in pack order. */
export const GridTable = ({
  scrollRef,
  rows,
  strategyIds,
  loading,
  sortBy,
  onSort,
  onRemove,
  onOpen,
  ...header
}: GridTableProps) => {
  const { t } = useTranslation('matches-by-asset');
  const nameOf = useStrategyName();
  return (
    <div ref={scrollRef} className="overflow-x-auto overscroll-x-contain">
      <table className="w-full border-separate border-spacing-0 text-sm" aria-busy={loading || undefined}>
        <caption className="sr-only">{t('grid.label')}</caption>
        <thead>
          <tr className="bg-surface">
            <th
              scope="col"
              className={`${sticky} border-b bg-surface px-4 py-2 text-start font-semibold text-ink-muted text-xs`}
            >
              {t('grid.asset')}
            </th>
            {strategyIds.map((id) => (
              <StrategyHeader
                key={id}
                strategyId={id}
                name={nameOf(id)}
                sorted={sortBy === id}
                onSort={() => onSort(id)}
                onRemove={() => onRemove(id)}
                {...header}
              />
            ))}
            <td className="border-line border-b" />
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: SKELETON_ROWS.grid }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
                <SkeletonRow key={row} columns={strategyIds.length} />
              ))
            : rows.map((asset) => {
                const cells = cellsOf(asset);
                const pair = pairText(asset);
                return (
                  <tr key={asset.id} data-asset={asset.id} className="group">
                    <th
                      scope="row"
                      className={`${sticky} border-b bg-surface-raised p-1.5 font-normal group-last:border-b-0 group-hover:bg-surface-muted`}
                    >
                      <AssetCell
                        asset={asset}
                        onOpen={() => asset.strategies[0] && onOpen(asset, asset.strategies[0])}
                      />
                    </th>
                    {strategyIds.map((id) => (
                      <td
                        key={id}
                        data-strategy={id}
                        className="border-line border-b p-1.5 align-middle group-last:border-b-0 group-hover:bg-surface-muted/40"
                      >
                        <StrategyCellButton
                          market={header.market}
                          cell={cells.get(id)}
                          pair={pair}
                          strategyName={nameOf(id)}
                          onOpen={(opened) => onOpen(asset, opened)}
                        />
                      </td>
                    ))}
                    <td className="border-line border-b group-last:border-b-0 group-hover:bg-surface-muted/40" />
                  </tr>
                );
              })}
        </tbody>
      </table>
    </div>
  );
};
