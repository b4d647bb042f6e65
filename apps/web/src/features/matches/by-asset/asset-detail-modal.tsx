import {
  type AssetMatches,
  type AssetStrategy,
  type Market,
  type Match,
  PAGE_SIZES,
} from '@tradescope/domain';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAbortError } from '../../../lib/api';
import type { MatchesPageKind, MatchesRequest } from '../../../lib/endpoints/matches';
import { useStrategyName } from '../../../lib/endpoints/strategies';
import { useFormat } from '../../../lib/format';
import { SIZES } from '../../../lib/layout';
import { ChangeBadge } from '../../../ui/change-badge';
import { MatchChart } from '../../../ui/chart';
import { LivePrice } from '../../../ui/live-price';
import { Modal } from '../../../ui/modal';
import { Pagination, pageCountOf } from '../../../ui/pagination';
import { pairText } from '../../../ui/pair-label';
import { SizeTradeLink } from '../../../ui/size-trade';
import { ErrorState } from '../../../ui/states';
import { AssetTitle } from './asset-bits';
import { useAssetMatches } from './asset-request';
import { strategiesOf } from './asset-strategies';
import { chartOf } from './chart-of';
import { DetailTable } from './detail-table';

type Detail = { asset: AssetMatches; cell: AssetStrategy };
/** What the chart shows: a row of the table, or a cell's newest match before its row has loaded. */
type Shown = Pick<Match, 'id' | 'timeframe' | 'strategyId'> | Match;

const chip = (active: boolean) =>
  clsx(
    'inline-flex h-7 max-w-48 shrink-0 items-center gap-1.5 rounded-full border px-2.5 font-medium text-xs transition focus-visible:outline-2 focus-visible:outline-brand',
    active
      ? 'border-brand bg-brand text-on-brand'
      : 'border-line text-ink-muted hover:border-line-strong hover:text-ink',
  );

const shownOf = (cell: AssetStrategy): Shown => ({
  id: cell.latest.id,
  timeframe: cell.latest.timeframe,
  strategyId: cell.strategyId,
});

interface BodyProps {
  readonly market: Market;
  readonly kind: MatchesPageKind;
  readonly request: MatchesRequest;
  readonly asset: AssetMatches;
  readonly first: AssetStrategy;
  readonly strategyIds: readonly number[];
}

const DetailBody = ({ market, kind, request, asset, first, strategyIds }: BodyProps) => {
  const { t } = useTranslation('matches-by-asset');
  const format = useFormat();
  const nameOf = useStrategyName();
  const [selected, setSelected] = useState<Shown>(shownOf(first));
  const [strategy, setStrategy] = useState<number | 'all'>(first.strategyId);
  const [page, setPage] = useState(1);
  // The table's rows come a page at a time, asked when the asset is opened: the grid carries only its cells.
  const query = useAssetMatches(
    market,
    kind,
    request,
    asset,
    strategy === 'all' ? undefined : strategy,
    page,
  );
  const rows = query.data?.items ?? [];
  const cells = strategiesOf(asset, strategyIds);
  const count =
    query.data?.total ??
    (strategy === 'all' ? asset.total : (cells.find((cell) => cell.strategyId === strategy)?.count ?? 0));
  const failed = query.isError && !isAbortError(query.error);
  const sized = 'zone' in selected ? selected : rows.find((match) => match.id === selected.id);
  const choose = (next: number | 'all') => {
    setStrategy(next);
    setPage(1);
    const cell = cells.find((entry) => entry.strategyId === next);
    if (cell) setSelected(shownOf(cell));
  };
  return (
    <div className="flex flex-col gap-4">
      <MatchChart
        market={market}
        chart={chartOf(market, { ...asset, ...selected })}
        height={SIZES.chartHeightDesktopPx}
      />
      <div className="flex flex-col gap-2.5">
        <div className="flex items-center gap-3">
          <h3 className="font-semibold text-ink text-sm">{t('detail.strategy-filter')}</h3>
          <span className="tabular text-ink-faint text-xs">
            {t('detail.matches', { count, n: format.count(count) })}
          </span>
          {sized && <SizeTradeLink match={sized} market={market} className="ms-auto" />}
        </div>
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">{t('detail.strategy-filter')}</legend>
          <button
            type="button"
            aria-pressed={strategy === 'all'}
            className={chip(strategy === 'all')}
            onClick={() => choose('all')}
          >
            {t('detail.all')}
          </button>
          {cells.map(({ strategyId }) => (
            <button
              key={strategyId}
              type="button"
              aria-pressed={strategy === strategyId}
              className={chip(strategy === strategyId)}
              onClick={() => choose(strategyId)}
            >
              <span className="truncate">{nameOf(strategyId)}</span>
            </button>
          ))}
        </fieldset>
        {failed ? (
          <ErrorState onRetry={() => void query.refetch()} compact />
        ) : (
          <DetailTable
            matches={rows}
            loading={query.isPending}
            selectedId={selected.id}
            onSelect={setSelected}
          />
        )}
        <Pagination
          page={page}
          pageCount={pageCountOf(count, PAGE_SIZES.detailTable)}
          itemCount={count}
          onPageChange={setPage}
        />
      </div>
    </div>
  );
};

/**
 * Spec §2: a click on a grid cell opens the asset in a modal with its 550 px chart at the clicked match's timeframe
 * with that strategy, over a per-strategy table of the asset's matches, 10 a page.
 */
export const AssetDetailModal = ({
  market,
  kind,
  request,
  detail,
  strategyIds,
  onClose,
}: Omit<BodyProps, 'asset' | 'first'> & { detail: Detail | null; onClose: () => void }) => {
  const { t } = useTranslation('matches-by-asset');
  return (
    <Modal
      open={detail !== null}
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      title={
        detail && (
          <span className="flex items-center gap-3">
            <span className="sr-only">{t('detail.title', { pair: pairText(detail.asset) })}</span>
            <AssetTitle asset={detail.asset} size={32} />
            <span className="ms-auto flex items-center gap-2 font-normal">
              <LivePrice
                price={detail.asset.c_price}
                decimals={detail.asset.priceDecimals}
                className="font-semibold text-sm"
              />
              <ChangeBadge change={detail.asset.c_change24h} />
            </span>
          </span>
        )
      }
    >
      {detail && (
        <DetailBody
          key={`${detail.asset.id}:${detail.cell.strategyId}`}
          market={market}
          kind={kind}
          request={request}
          asset={detail.asset}
          first={detail.cell}
          strategyIds={strategyIds}
        />
      )}
    </Modal>
  );
};
