import {
  type AssetMatches,
  type AssetStrategy,
  type Market,
  type Match,
  PAGE_SIZES,
  timeframeLabel,
} from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAbortError } from '../../../lib/api';
import type { MatchesPageKind, MatchesRequest } from '../../../lib/endpoints/matches';
import { useStrategyName } from '../../../lib/endpoints/strategies';
import { useFormat } from '../../../lib/format';
import { SIZES } from '../../../lib/layout';
import { Accordion } from '../../../ui/accordion';
import { chartHref, MatchChart } from '../../../ui/chart';
import { Drawer } from '../../../ui/drawer';
import { CandlesIcon } from '../../../ui/icons';
import { Pagination, pageCountOf } from '../../../ui/pagination';
import { pairText } from '../../../ui/pair-label';
import { PassedTime } from '../../../ui/passed-time';
import { PastMark } from '../../../ui/past-mark';
import { SizeTradeLink } from '../../../ui/size-trade';
import { ErrorState } from '../../../ui/states';
import { MatchStateBadge } from '../match-state';
import { AssetQuote, AssetTitle, SidePill } from './asset-bits';
import { useAssetMatches } from './asset-request';
import { chartOf } from './chart-of';
import { formatDistance } from './percent';
import { RecordLine, RecordLink } from './record-line';

const MatchRow = ({ market, match, name }: { market: Market; match: Match; name: string }) => {
  const { t } = useTranslation('matches-by-asset');
  const format = useFormat();
  const timeframe = timeframeLabel(match.timeframe);
  return (
    <li className="flex items-center gap-2.5 px-3 py-2.5 text-xs">
      <span dir="ltr" className="tabular w-9 shrink-0 font-semibold text-ink text-sm">
        {timeframe}
      </span>
      <SidePill type={match.type} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5 text-ink-muted">
        <span className="truncate">
          {t('mobile.candles', { count: match.passedCandle, n: format.count(match.passedCandle) })}
          <span className="mx-1 text-ink-faint">·</span>
          {t('mobile.distance', { value: formatDistance(match.distance, format.locale) })}
        </span>
        <span className="truncate text-ink-faint">
          <PassedTime at={match.matchTimestamp * 1000} />
        </span>
        <PastMark endedAt={match.endedAt} />
        {match.endedAt === undefined && <MatchStateBadge state={match.state} />}
        <RecordLine market={market} match={match} />
      </span>
      <Link
        to={chartHref(market, chartOf(market, match))}
        aria-label={t('mobile.open-chart-label', {
          name,
          pair: `${match.base}/${match.quote}`.toUpperCase(),
          timeframe,
        })}
        className="inline-flex h-8 shrink-0 items-center gap-1 rounded-lg border border-line px-2.5 font-medium text-ink-muted transition hover:border-brand hover:text-brand"
      >
        <CandlesIcon size={14} />
        {t('mobile.open-chart')}
      </Link>
      <SizeTradeLink match={match} market={market} icon className="border border-line" />
    </li>
  );
};

interface Opened {
  readonly market: Market;
  readonly kind: MatchesPageKind;
  readonly request: MatchesRequest;
  readonly asset: AssetMatches;
}

/** An open section: the strategy's matches on the asset, asked a page of 10 at a time when it opens. */
const StrategyMatches = ({
  market,
  kind,
  request,
  asset,
  cell,
  name,
}: Opened & { cell: AssetStrategy; name: string }) => {
  const [page, setPage] = useState(1);
  const query = useAssetMatches(market, kind, request, asset, cell.strategyId, page);
  const count = query.data?.total ?? cell.count;
  if (query.isError && !isAbortError(query.error))
    return <ErrorState onRetry={() => void query.refetch()} compact />;
  return (
    <>
      <ul aria-busy={query.isPending || undefined} className="divide-y divide-line">
        {query.isPending
          ? Array.from({ length: Math.min(cell.count, PAGE_SIZES.detailTable) }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
              <li key={row} data-testid="skeleton-row" className="px-3 py-2.5">
                <span className="skeleton block h-10 rounded" />
              </li>
            ))
          : (query.data?.items ?? []).map((match) => (
              <MatchRow key={match.id} market={market} match={match} name={name} />
            ))}
      </ul>
      {count > PAGE_SIZES.detailTable && (
        <div className="px-3 pb-2">
          <Pagination
            page={page}
            pageCount={pageCountOf(count, PAGE_SIZES.detailTable)}
            itemCount={count}
            onPageChange={setPage}
          />
        </div>
      )}
      <RecordLink market={market} strategyId={cell.strategyId} name={name} />
    </>
  );
};

const DrawerBody = ({ market, kind, request, asset }: Opened) => {
  const { t } = useTranslation('matches-by-asset');
  const format = useFormat();
  const nameOf = useStrategyName();
  const cells = asset.strategies;
  const [open, setOpen] = useState(cells[0] ? String(cells[0].strategyId) : '');
  // The chart follows the open section: its strategy's newest match; the asset's newest when all are closed.
  const shown = cells.find((cell) => String(cell.strategyId) === open) ?? cells[0];
  return (
    <div className="flex flex-col gap-4 px-4 pt-1 pb-5">
      <div className="flex items-center gap-3">
        <span className="min-w-0 flex-1">
          <AssetTitle asset={asset} size={36} />
        </span>
        <AssetQuote asset={asset} />
      </div>
      {shown && (
        <MatchChart
          market={market}
          chart={chartOf(market, {
            ...asset,
            timeframe: shown.latest.timeframe,
            strategyId: shown.strategyId,
          })}
          height={SIZES.chartHeightMobilePx}
        />
      )}
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold text-ink text-sm">{t('mobile.strategies')}</h3>
        <Accordion
          value={open}
          onValueChange={setOpen}
          sections={cells.map((cell) => {
            const name = nameOf(cell.strategyId);
            return {
              value: String(cell.strategyId),
              header: (
                <>
                  <SidePill type={cell.latest.type} />
                  <span className="min-w-0 flex-1 truncate font-medium text-ink">{name}</span>
                  <span className="tabular shrink-0 rounded-full bg-surface-muted px-2 py-0.5 text-ink-muted text-xs">
                    {format.count(cell.count)}
                  </span>
                </>
              ),
              content: (
                <StrategyMatches
                  market={market}
                  kind={kind}
                  request={request}
                  asset={asset}
                  cell={cell}
                  name={name}
                />
              ),
            };
          })}
        />
      </section>
    </div>
  );
};

/** Spec §2: tapping an asset of the phone list opens a drawer with its 300 px chart and its matches by strategy. */
export const AssetDrawer = ({
  market,
  kind,
  request,
  asset,
  onClose,
}: Omit<Opened, 'asset'> & { asset: AssetMatches | null; onClose: () => void }) => {
  const { t } = useTranslation('matches-by-asset');
  return (
    <Drawer
      open={asset !== null}
      onOpenChange={(open) => !open && onClose()}
      title={asset ? t('detail.title', { pair: pairText(asset) }) : ''}
    >
      {asset && <DrawerBody key={asset.id} market={market} kind={kind} request={request} asset={asset} />}
    </Drawer>
  );
};
