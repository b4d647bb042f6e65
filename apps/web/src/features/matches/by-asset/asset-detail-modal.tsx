import { type AssetMatch, type AssetMatches, type Market, PAGE_SIZES } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { AssetTitle } from './asset-bits';
import { chartOf } from './chart-of';
import { DetailTable } from './detail-table';

type Detail = { asset: AssetMatches; match: AssetMatch };

const chip = (active: boolean) =>
  clsx(
    'inline-flex h-7 max-w-48 shrink-0 items-center gap-1.5 rounded-full border px-2.5 font-medium text-xs transition focus-visible:outline-2 focus-visible:outline-brand',
    active
      ? 'border-brand bg-brand text-on-brand'
      : 'border-line text-ink-muted hover:border-line-strong hover:text-ink',
  );

/** Pack strategies first in pack order, then any other strategy the asset matched. */
const strategiesOf = (matches: readonly AssetMatch[], strategyIds: readonly number[]): number[] => {
  const present = new Set(matches.map((match) => match.strategyId));
  return [...new Set([...strategyIds.filter((id) => present.has(id)), ...present])];
};

const DetailBody = ({
  market,
  asset,
  first,
  strategyIds,
}: {
  market: Market;
  asset: AssetMatches;
  first: AssetMatch;
  strategyIds: readonly number[];
}) => {
  const { t } = useTranslation('matches-by-asset');
  const format = useFormat();
  const nameOf = useStrategyName();
  const [selected, setSelected] = useState(first);
  const [strategy, setStrategy] = useState<number | 'all'>(first.strategyId);
  const [page, setPage] = useState(1);
  const rows = strategy === 'all' ? asset.matches : asset.matches.filter((m) => m.strategyId === strategy);
  const shown = rows.slice((page - 1) * PAGE_SIZES.detailTable, page * PAGE_SIZES.detailTable);
  const choose = (next: number | 'all') => {
    setStrategy(next);
    setPage(1);
    const newest = next === 'all' ? undefined : asset.matches.find((m) => m.strategyId === next);
    if (newest) setSelected(newest);
  };
  return (
    <div className="flex flex-col gap-4">
      <MatchChart market={market} chart={chartOf(market, selected)} height={SIZES.chartHeightDesktopPx} />
      <div className="flex flex-col gap-2.5">
        <div className="flex items-center gap-3">
          <h3 className="font-semibold text-ink text-sm">{t('detail.strategy-filter')}</h3>
          <span className="tabular text-ink-faint text-xs">
            {t('detail.matches', { count: rows.length, n: format.count(rows.length) })}
          </span>
          <SizeTradeLink match={selected} market={market} className="ms-auto" />
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
          {strategiesOf(asset.matches, strategyIds).map((id) => (
            <button
              key={id}
              type="button"
              aria-pressed={strategy === id}
              className={chip(strategy === id)}
              onClick={() => choose(id)}
            >
              <span className="truncate">{nameOf(id)}</span>
            </button>
          ))}
        </fieldset>
        <DetailTable matches={shown} selectedId={selected.id} onSelect={setSelected} />
        <Pagination
          page={page}
          pageCount={pageCountOf(rows.length, PAGE_SIZES.detailTable)}
          itemCount={rows.length}
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
  detail,
  strategyIds,
  onClose,
}: {
  market: Market;
  detail: Detail | null;
  strategyIds: readonly number[];
  onClose: () => void;
}) => {
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
                decimals={detail.asset.matches[0]?.priceDecimals}
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
          key={`${detail.asset.id}:${detail.match.id}`}
          market={market}
          asset={detail.asset}
          first={detail.match}
          strategyIds={strategyIds}
        />
      )}
    </Modal>
  );
};
