import { type Market, type StrategyRecord, type Timeframe, timeframeLabel } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { RecordView } from '../../lib/endpoints/strategy-stats';
import { useLanguage } from '../../lib/i18n';
import { countText, EDGE_TONE_CLASSES, edgeToneOf, percentText, pointsText } from './record-format';

const MISSING = '—';

/** The edge in points, coloured only when its 95 % interval leaves out zero (issue 19). */
export const EdgeChip = ({ edge }: { edge: NonNullable<StrategyRecord['edge']> }) => {
  const { t } = useTranslation('track-record');
  const locale = useLanguage();
  const tone = edgeToneOf(edge);
  const parts = {
    value: pointsText(edge.value, locale),
    low: pointsText(edge.interval.low, locale),
    high: pointsText(edge.interval.high, locale),
  };
  return (
    <span
      data-tone={tone}
      title={t(tone === 'unclear' ? 'edge-unclear' : 'edge-title', parts)}
      className={clsx(
        'tabular inline-block shrink-0 rounded px-1 font-semibold text-[11px]',
        EDGE_TONE_CLASSES[tone],
      )}
    >
      {t('edge', { value: parts.value })}
    </span>
  );
};

const Measuring = ({ className }: { className?: string }) => {
  const { t } = useTranslation('track-record');
  return <span className={clsx('text-ink-faint text-xs italic', className)}>{t('measuring')}</span>;
};

/** The sentence of a record: "4h Crypto: 58 % of 1,240 vs 51 % baseline", or its count when too small for a rate. */
const useRecordWords = (market: Market, timeframe: Timeframe, record: StrategyRecord) => {
  const { t } = useTranslation('track-record');
  const { t: common } = useTranslation();
  const locale = useLanguage();
  const { winRate, sample } = record.record;
  const head = { timeframe: timeframeLabel(timeframe), market: common(`market.${market}`) };
  const count = countText(sample, locale);
  if (winRate === null)
    return { full: t('too-few', { ...head, sample: count }), short: t('too-few-short', { sample: count }) };
  const numbers = {
    rate: percentText(winRate, locale),
    sample: count,
    baseline: record.baseline.winRate === null ? MISSING : percentText(record.baseline.winRate, locale),
  };
  return { full: t('line', { ...head, ...numbers }), short: t('line-short', numbers) };
};

const RecordWords = ({
  market,
  timeframe,
  record,
  compact,
}: {
  market: Market;
  timeframe: Timeframe;
  record: StrategyRecord;
  compact: boolean;
}) => {
  const words = useRecordWords(market, timeframe, record);
  return (
    <span
      data-testid="track-record"
      title={compact ? words.full : undefined}
      className={clsx(
        'tabular flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5',
        compact ? 'text-[11px]' : 'text-xs',
      )}
    >
      <span className="min-w-0 text-ink-muted">{compact ? words.short : words.full}</span>
      {record.edge !== null && <EdgeChip edge={record.edge} />}
    </span>
  );
};

/**
 * A match's strategy on its market and timeframe, as the hover card (`compact` false) or a grid cell shows it: the
 * record beside its baseline, a count when too few signals ended, a quiet "measuring…" while the backtest runs, and
 * nothing when there is no record to show.
 */
export const RecordSummary = ({
  market,
  timeframe,
  view,
  compact = false,
}: {
  market: Market;
  timeframe: Timeframe;
  view: RecordView | undefined;
  compact?: boolean;
}) => {
  if (view === undefined) return null;
  if (view.state === 'computing') return <Measuring className={compact ? 'text-[11px]' : undefined} />;
  if (view.record === undefined || view.state === 'idle') return null;
  return <RecordWords market={market} timeframe={timeframe} record={view.record} compact={compact} />;
};

/** A strategy's edge in a list (the strategy selector): the chip, the count when too small, or "measuring…". */
export const EdgeBadge = ({ view }: { view: RecordView | undefined }) => {
  const { t } = useTranslation('track-record');
  const locale = useLanguage();
  if (view === undefined || view.state === 'idle') return null;
  if (view.state === 'computing') return <Measuring />;
  const record = view.record;
  if (record === undefined) return null;
  if (record.record.winRate === null)
    return (
      <span className="text-[11px] text-ink-faint">
        {t('too-few-short', { sample: countText(record.record.sample, locale) })}
      </span>
    );
  return record.edge === null ? null : <EdgeChip edge={record.edge} />;
};
