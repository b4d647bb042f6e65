import {
  type Market,
  type Match,
  SKELETON_ROWS,
  SOURCES,
  type Strategy,
  timeframeLabel,
} from '@tradescope/domain';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format';
import { HoverOverlay } from '../../ui/hover-overlay';
import { CandlesIcon } from '../../ui/icons';
import { pairText } from '../../ui/pair-label';
import { PassedTime } from '../../ui/passed-time';
import { PastMark } from '../../ui/past-mark';
import { SizeTradeLink } from '../../ui/size-trade';
import { SkeletonRows } from '../../ui/table/skeleton-rows';
import { formatDistance, matchedAtMs, PairCell, PivotText, SignalBadge, StrategyCell } from './match-cells';
import { type MatchColumn, matchColumnsOf } from './match-columns';
import { MatchOverlay, matchChartHref } from './match-overlay';
import { MatchStateBadge } from './match-state';

export interface MatchesTableProps {
  readonly market: Market;
  readonly rows: readonly Match[];
  readonly showReceivedDate: boolean;
  readonly strategies: ReadonlyMap<number, Strategy> | undefined;
  /** No page yet: skeleton rows. */
  readonly loading: boolean;
  /** A newer page is on its way: the rows shown are the previous page's. */
  readonly stale: boolean;
  /** Shown in place of rows: the empty or error state. */
  readonly fallback?: ReactNode;
}

const END: ReadonlySet<MatchColumn> = new Set(['price', 'passedCandle', 'distance']);
const CENTER: ReadonlySet<MatchColumn> = new Set(['chart']);
const alignOf = (column: MatchColumn) =>
  END.has(column) ? 'text-end' : CENTER.has(column) ? 'text-center' : 'text-start';

const HEADERS: Record<MatchColumn, string> = {
  pair: 'columns.pair',
  received: 'columns.received',
  status: 'columns.status',
  state: 'columns.state',
  strategy: 'columns.strategy',
  timeframe: 'columns.timeframe',
  price: 'columns.price',
  passedCandle: 'columns.passed-candle',
  distance: 'columns.distance',
  pivot: 'columns.pivot',
  source: 'columns.source',
  chart: 'columns.chart',
};

/** Spec §2 matches table (desktop and tablet): one row per match, its details in an overlay on hover. */
export const MatchesTable = ({
  market,
  rows,
  showReceivedDate,
  strategies,
  loading,
  stale,
  fallback,
}: MatchesTableProps) => {
  const { t } = useTranslation('matches');
  const format = useFormat();
  const columns = matchColumnsOf(market, showReceivedDate);

  const cells: Record<MatchColumn, (match: Match) => ReactNode> = {
    pair: (match) => <PairCell match={match} />,
    received: (match) => (
      <span className="text-ink-muted text-xs">
        {format.date(Date.parse(match.receiveDate) / 1000, true)}
      </span>
    ),
    status: (match) => (
      <span className="flex flex-col items-start gap-1">
        <SignalBadge signal={match.type} />
        <span className="text-[11px] text-ink-faint">
          <PassedTime at={matchedAtMs(match)} />
        </span>
        <PastMark endedAt={match.endedAt} />
      </span>
    ),
    state: (match) => <MatchStateBadge state={match.state} />,
    strategy: (match) => (
      <StrategyCell match={match} strategy={strategies?.get(match.strategyId)} locale={format.locale} />
    ),
    timeframe: (match) => (
      <span className="rounded-md bg-surface-muted px-1.5 py-0.5 font-semibold text-xs" dir="ltr">
        {timeframeLabel(match.timeframe)}
      </span>
    ),
    // The price at the match's candle, and under it the asset's price now (what the price sort and filter read).
    price: (match) => (
      <span className="inline-flex flex-col items-end leading-tight">
        <span className="font-medium" data-price={match.price}>
          {format.price(match.price, match.priceDecimals)}
        </span>
        <span className="whitespace-nowrap text-[11px] text-ink-faint" data-price-now={match.c_price}>
          {t('columns.price-now', { price: format.price(match.c_price, match.priceDecimals) })}
        </span>
      </span>
    ),
    passedCandle: (match) => format.count(match.passedCandle),
    distance: (match) => formatDistance(match.distance, format.locale),
    pivot: (match) => <PivotText pivot={match.pivotType} />,
    source: (match) => <span className="text-ink-muted text-xs">{SOURCES[match.source].title}</span>,
    chart: (match) => (
      <span className="inline-flex items-center gap-0.5">
        <Link
          to={matchChartHref(market, match)}
          aria-label={t('open-chart', { pair: pairText(match) })}
          className="inline-flex size-8 items-center justify-center rounded-lg text-ink-muted transition hover:bg-brand-soft hover:text-brand"
        >
          <CandlesIcon size={16} />
        </Link>
        <SizeTradeLink match={match} market={market} icon />
      </span>
    ),
  };

  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface-raised">
      <table
        className={clsx('w-full border-collapse text-sm transition-opacity', stale && 'opacity-60')}
        aria-busy={loading || stale || undefined}
      >
        <caption className="sr-only">{t('columns.caption')}</caption>
        <thead className="border-line border-b bg-surface/60">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={clsx(
                  'whitespace-nowrap px-3 py-2.5 font-semibold text-ink-muted text-xs',
                  alignOf(column),
                )}
              >
                {t(HEADERS[column] as 'columns.pair')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading && <SkeletonRows columns={columns.length} rows={SKELETON_ROWS.table} />}
          {!loading && fallback !== undefined && (
            <tr>
              <td colSpan={columns.length}>{fallback}</td>
            </tr>
          )}
          {!loading &&
            fallback === undefined &&
            rows.map((match) => (
              <HoverOverlay
                key={match.id}
                align="start"
                trigger={
                  <tr
                    data-match={match.id}
                    className="border-line border-b transition last:border-0 hover:bg-surface-muted/60"
                  >
                    {columns.map((column) => (
                      <td
                        key={column}
                        className={clsx('tabular whitespace-nowrap px-3 py-2.5', alignOf(column))}
                      >
                        {cells[column](match)}
                      </td>
                    ))}
                  </tr>
                }
              >
                <MatchOverlay market={market} match={match} />
              </HoverOverlay>
            ))}
        </tbody>
      </table>
    </div>
  );
};
