import {
  FORWARD_HORIZONS,
  type ForwardHorizon,
  type ForwardReturn,
  parseTimeframe,
  type StrategyRecord,
  timeframeLabel,
} from '@tradescope/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { SelectField } from '../../ui/filter-fields';
import { Segmented } from '../../ui/segmented';
import { countText, percentText, returnText } from '../../ui/track-record';
import { forwardAt, histogramPoints } from './histogram-points';

const ReturnsChart = lazy(() =>
  import('./returns-chart').then((module) => ({ default: module.ReturnsChart })),
);

const MISSING = '—';

/** The timeframe with the most ended signals: the one whose distribution says the most. */
const fullestOf = (records: readonly StrategyRecord[]): StrategyRecord | undefined =>
  records.reduce<StrategyRecord | undefined>(
    (best, record) => (best === undefined || record.record.sample > best.record.sample ? record : best),
    undefined,
  );

const Figures = ({
  title,
  swatch,
  forward,
}: {
  title: string;
  swatch: string | undefined;
  forward: ForwardReturn | undefined;
}) => {
  const { t } = useTranslation('strategy-record');
  const locale = useLanguage();
  const or = (value: number | null | undefined, text: (value: number) => string) =>
    value === null || value === undefined ? MISSING : text(value);
  const rows: [string, string][] = [
    [t('forward.sample'), or(forward?.sample, (value) => countText(value, locale))],
    [t('forward.mean'), or(forward?.mean, (value) => returnText(value, locale))],
    [t('forward.median'), or(forward?.median, (value) => returnText(value, locale))],
    [t('forward.positive'), or(forward?.positive, (value) => percentText(value, locale))],
  ];
  return (
    <div className="flex flex-col gap-1.5">
      <h3 className="flex items-center gap-2 font-semibold text-sm">
        {swatch !== undefined && (
          <span aria-hidden="true" className={`inline-block h-2.5 w-4 rounded-sm ${swatch}`} />
        )}
        {title}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-xs">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="tabular text-end font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
};

/**
 * Forward returns after 1, 5, 10 and 20 candles on one timeframe: the figures and the distribution, beside the
 * baseline. The server gives the distribution on the all-sources rows only (`drawn`); a source's or an asset's rows
 * have their figures.
 */
export const ForwardReturns = ({
  records,
  drawn = true,
}: {
  records: readonly StrategyRecord[];
  drawn?: boolean;
}) => {
  const { t } = useTranslation('strategy-record');
  const locale = useLanguage();
  const [timeframe, setTimeframe] = useState(() => fullestOf(records)?.timeframe);
  const [horizon, setHorizon] = useState<ForwardHorizon>(FORWARD_HORIZONS[1]);
  const row = records.find((record) => record.timeframe === timeframe) ?? records[0];
  const strategy = row && forwardAt(row.record, horizon);
  const baseline = row && forwardAt(row.baseline, horizon);
  const points = useMemo(
    () => ({ strategy: histogramPoints(strategy), baseline: histogramPoints(baseline) }),
    [strategy, baseline],
  );
  if (row === undefined) return null;
  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface-raised p-4"
      aria-labelledby="forward-title"
    >
      <div>
        <h2 id="forward-title" className="font-semibold text-base">
          {t('forward.title')}
        </h2>
        <p className="text-ink-muted text-xs">{t('forward.text')}</p>
      </div>
      <div className="grid grid-cols-1 items-end gap-3 tablet:grid-cols-[12rem_1fr]">
        <SelectField
          label={t('forward.timeframe')}
          items={records.map((record) => ({
            value: String(record.timeframe),
            label: timeframeLabel(record.timeframe),
          }))}
          value={String(row.timeframe)}
          onChange={(value) => setTimeframe(parseTimeframe(value) ?? row.timeframe)}
        />
        <Segmented
          label={t('forward.horizon')}
          options={FORWARD_HORIZONS.map((value) => ({
            value: String(value),
            label: t('forward.candles', { count: value, n: countText(value, locale) }),
          }))}
          value={String(horizon)}
          onChange={(value) => setHorizon(FORWARD_HORIZONS.find((each) => String(each) === value) ?? horizon)}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 desktop:grid-cols-[1fr_16rem]">
        {!drawn ? (
          <p className="grid h-24 place-items-center rounded-lg bg-surface-muted px-4 text-center text-ink-muted text-sm desktop:h-64">
            {t('forward.market-only')}
          </p>
        ) : points.strategy.length === 0 && points.baseline.length === 0 ? (
          <p className="grid h-64 place-items-center text-ink-muted text-sm">{t('forward.no-histogram')}</p>
        ) : (
          <Suspense fallback={<div className="skeleton h-64 rounded-lg" />}>
            <ReturnsChart
              strategy={points.strategy}
              baseline={points.baseline}
              label={t('forward.chart-label', { n: countText(horizon, locale) })}
            />
          </Suspense>
        )}
        <div className="grid grid-cols-2 gap-4 desktop:grid-cols-1">
          {/* The swatches are the chart's legend: none where no chart is drawn. */}
          <Figures
            title={t('forward.strategy')}
            swatch={drawn ? 'bg-buy/55' : undefined}
            forward={strategy}
          />
          <Figures
            title={t('forward.baseline')}
            // The baseline's line is drawn only when the answer gives its distribution.
            swatch={drawn && points.baseline.length > 0 ? 'h-0.5 bg-warning' : undefined}
            forward={baseline}
          />
        </div>
      </div>
    </section>
  );
};
