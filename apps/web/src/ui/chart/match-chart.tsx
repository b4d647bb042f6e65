import { type Market, timeframeLabel, tradesVolume } from '@tradescope/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pairText } from '../pair-label';
import { Spinner } from '../spinner';
import { type ChartParams, chartHref } from './chart-params';
import { useChartData } from './use-chart-data';

// The chart library (about 60 KB compressed) loads when a chart is first shown, not with the screen that may show
// one (DESIGN §7 first-load budget).
const CandleChart = lazy(() => import('./candle-chart').then((module) => ({ default: module.CandleChart })));

export interface MatchChartProps {
  readonly market: Market;
  readonly chart: ChartParams;
  /** Spec §9: 550 px in the desktop detail modal, 300 px in the phone drawer. */
  readonly height: number;
}

const Loading = () => {
  const { t } = useTranslation();
  return (
    <p className="absolute inset-0 flex items-center justify-center gap-2 text-ink-muted text-sm">
      <Spinner size={16} className="text-brand" />
      {t('chart.loading')}
    </p>
  );
};

/**
 * A pair's chart with the shapes of its matches, for the modals and drawers of the matches, radar and jumps
 * screens: the same data and drawing as the chart page, at a fixed height, with a link to open it full screen.
 */
export const MatchChart = ({ market, chart, height }: MatchChartProps) => {
  const { t } = useTranslation();
  const { candles, matches, oscillator } = useChartData(market, chart);
  const bars = candles.data ?? [];
  const pair = pairText(chart);
  const timeframe = timeframeLabel(chart.timeframe);
  return (
    <figure className="flex flex-col gap-2">
      <div
        className="relative overflow-hidden rounded-xl border border-line bg-surface-raised"
        style={{ height }}
        data-testid="match-chart"
      >
        {bars.length > 0 && (
          <Suspense fallback={<Loading />}>
            <CandleChart
              candles={bars}
              timeframe={chart.timeframe}
              matches={matches}
              oscillator={oscillator}
              label={t('chart.label', { pair, timeframe })}
              volume={tradesVolume(market)}
            />
          </Suspense>
        )}
        {candles.isPending && <Loading />}
        {!candles.isPending && bars.length === 0 && (
          <p className="absolute inset-0 flex items-center justify-center px-6 text-center text-ink-muted text-sm">
            {candles.isError ? t('chart.error') : t('chart.empty', { pair, timeframe })}
          </p>
        )}
      </div>
      <figcaption className="flex items-center justify-between gap-3 text-ink-muted text-xs">
        <span dir="ltr" className="font-semibold tabular">
          {pair} · {timeframe}
        </span>
        <Link to={chartHref(market, chart)} className="font-semibold text-brand hover:underline">
          {t('chart.open-full')}
        </Link>
      </figcaption>
    </figure>
  );
};
