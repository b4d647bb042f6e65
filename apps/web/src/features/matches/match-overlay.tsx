import { type Market, type Match, SOURCES, sourceUrl, timeframeLabel } from '@tradescope/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStrategyRecord } from '../../lib/endpoints/strategy-stats';
import { useFormat } from '../../lib/format';
import { chartHref } from '../../ui/chart';
import { CandlesIcon, ChevronEndIcon, ExternalIcon } from '../../ui/icons';
import { pairText } from '../../ui/pair-label';
import { PassedTime } from '../../ui/passed-time';
import { SizeTradeLink } from '../../ui/size-trade';
import { RecordSummary, strategyRecordHref } from '../../ui/track-record';
import { formatDistance, matchedAtMs, PivotText } from './match-cells';
import { MatchStateBadge } from './match-state';

/** The chart of a match: its pair on its timeframe with its strategy drawn (spec §2 chart query). */
export const matchChartHref = (market: Market, match: Match): string =>
  chartHref(market, {
    source: match.source,
    base: match.base,
    quote: match.quote,
    timeframe: match.timeframe,
    strategyIds: [match.strategyId],
    jump: false,
  });

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <dt className="text-ink-muted">{label}</dt>
    <dd className="tabular text-end font-medium text-ink">{children}</dd>
  </>
);

/** The strategy's track record on the match's market and timeframe, with the way to its whole record (issue 19). */
const MatchRecord = ({ market, match }: { market: Market; match: Match }) => {
  const { t } = useTranslation('track-record');
  const view = useStrategyRecord(market, match.strategyId, match.timeframe);
  if (view === undefined || view.state === 'idle') return null;
  return (
    <div className="flex flex-col gap-1 border-line border-t pt-2.5">
      <RecordSummary market={market} timeframe={match.timeframe} view={view} />
      <Link
        to={strategyRecordHref(market, match.strategyId)}
        className="inline-flex items-center gap-0.5 self-start font-semibold text-brand text-xs hover:underline"
      >
        {t('open')}
        <ChevronEndIcon size={12} className="rtl:-scale-x-100" />
      </Link>
    </div>
  );
};

/**
 * Spec §2 hover overlay of a match: passed time, lifecycle state, timeframe, price, passed candle, pivot type, zone, distance, and
 * links to the exchange and the chart.
 */
export const MatchOverlay = ({ market, match }: { market: Market; match: Match }) => {
  const { t } = useTranslation('matches');
  const format = useFormat();
  const source = SOURCES[match.source];
  const pair = pairText(match);
  return (
    <div className="flex w-76 flex-col gap-3" data-testid="match-overlay">
      <p className="font-semibold text-sm" dir="ltr">
        {pair}
        <span className="ms-2 font-normal text-ink-muted text-xs">{match.c_name || match.name}</span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-xs">
        <Row label={t('overlay.matched')}>
          <PassedTime at={matchedAtMs(match)} />
        </Row>
        {match.state !== undefined && (
          <Row label={t('overlay.state')}>
            <MatchStateBadge state={match.state} />
          </Row>
        )}
        <Row label={t('overlay.timeframe')}>{timeframeLabel(match.timeframe)}</Row>
        <Row label={t('overlay.price')}>{format.price(match.price, match.priceDecimals)}</Row>
        <Row label={t('overlay.passed-candle')}>{format.count(match.passedCandle)}</Row>
        <Row label={t('overlay.pivot')}>
          <PivotText pivot={match.pivotType} />
        </Row>
        <Row label={t('overlay.zone')}>
          <span dir="ltr">
            {format.price(match.zone.from, match.priceDecimals)} –{' '}
            {format.price(match.zone.to, match.priceDecimals)}
          </span>
        </Row>
        <Row label={t('overlay.distance')}>{formatDistance(match.distance, format.locale)}</Row>
      </dl>
      <MatchRecord market={market} match={match} />
      <div className="flex items-center gap-2 border-line border-t pt-2.5">
        <a
          href={sourceUrl(match.source, match.base, match.quote)}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-w-0 flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg border border-line-strong px-2 py-1.5 font-semibold text-xs hover:bg-surface-muted"
        >
          {t('overlay.open-source', { source: source.title })}
          <ExternalIcon size={12} />
        </a>
        <Link
          to={matchChartHref(market, match)}
          className="inline-flex min-w-0 flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg bg-brand px-2 py-1.5 font-semibold text-on-brand text-xs hover:brightness-110"
        >
          <CandlesIcon size={13} />
          {t('overlay.open-chart')}
        </Link>
      </div>
      <SizeTradeLink match={match} market={market} className="w-full" />
    </div>
  );
};
