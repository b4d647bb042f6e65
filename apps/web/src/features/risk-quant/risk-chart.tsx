import { timeframeLabel } from '@tradescope/domain';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Candle } from '../../lib/endpoints/candle-history';
import type { ChartMatch } from '../../lib/endpoints/chart-matches';
import { useTheme } from '../../lib/theme';
import type { ChartParams } from '../../ui/chart';
import type { PriceLevel } from '../../ui/chart/price-levels';
import { pairText } from '../../ui/pair-label';
import { Spinner } from '../../ui/spinner';
import type { PriceField } from './risk-draft';

// The chart library loads when the chart is first shown: on phones that is the second step (DESIGN §7).
const CandleChart = lazy(() =>
  import('../../ui/chart/candle-chart').then((module) => ({ default: module.CandleChart })),
);

/** A liquidation this far from the entry stays off the scale's fit: it would squeeze the candles flat. */
const FIT_LIQUIDATION_WITHIN = 0.25;

const cssColour = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

export interface RiskLevels {
  readonly entryPrice?: number;
  readonly stopLossPrice?: number;
  readonly exitPrice?: number;
  readonly liquidation?: number;
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
 * The pair's candles with the plan drawn on them: entry, stop and exit as lines the trader drags (each drag writes
 * its input), and the liquidation as a dashed line that follows.
 */
export const RiskChart = ({
  chart,
  candles,
  pending,
  matches,
  levels,
  onDrag,
}: {
  chart: ChartParams;
  candles: readonly Candle[];
  pending: boolean;
  matches: readonly ChartMatch[];
  levels: RiskLevels;
  onDrag: (field: PriceField, price: number) => void;
}) => {
  const { t } = useTranslation('risk-quant');
  const { t: tApp } = useTranslation();
  const { resolved } = useTheme();
  const { entryPrice, stopLossPrice, exitPrice, liquidation } = levels;
  // biome-ignore lint/correctness/useExhaustiveDependencies: resolved is the signal to read the theme's colours again
  const lines = useMemo((): PriceLevel[] => {
    const line = (
      id: PriceField | 'liquidation',
      price: number | undefined,
      colour: string,
      draggable: boolean,
    ) =>
      price !== undefined && price > 0
        ? [
            {
              id,
              price,
              color: colour,
              title: t(`chart.${id === 'liquidation' ? 'liquidation' : LINE_TITLES[id]}`),
              draggable,
              fit: true,
            },
          ]
        : [];
    const far =
      entryPrice !== undefined &&
      liquidation !== undefined &&
      Math.abs(liquidation - entryPrice) / entryPrice > FIT_LIQUIDATION_WITHIN;
    return [
      ...line('entryPrice', entryPrice, cssColour('--ts-oscillator', '#7c3aed'), true),
      ...line('stopLossPrice', stopLossPrice, cssColour('--ts-sell', '#e11d48'), true),
      ...line('exitPrice', exitPrice, cssColour('--ts-buy', '#0d9488'), true),
      ...line('liquidation', liquidation, cssColour('--ts-warning', '#d97706'), false).map((level) => ({
        ...level,
        fit: !far,
      })),
    ];
  }, [entryPrice, stopLossPrice, exitPrice, liquidation, t, resolved]);
  const pair = pairText(chart);
  const timeframe = timeframeLabel(chart.timeframe);
  return (
    <div className="relative h-full min-h-0 overflow-hidden bg-surface-raised" data-testid="risk-chart">
      {candles.length > 0 && (
        <Suspense fallback={<Loading />}>
          <CandleChart
            candles={candles}
            timeframe={chart.timeframe}
            matches={matches}
            label={tApp('chart.label', { pair, timeframe })}
            levels={lines}
            onLevelDrag={(id, price) => onDrag(id as PriceField, price)}
          />
        </Suspense>
      )}
      {pending && <Loading />}
      {!pending && candles.length === 0 && (
        <p className="absolute inset-0 flex items-center justify-center px-6 text-center text-ink-muted text-sm">
          {tApp('chart.empty', { pair, timeframe })}
        </p>
      )}
    </div>
  );
};

const LINE_TITLES: Record<PriceField, 'entry' | 'stop' | 'exit'> = {
  entryPrice: 'entry',
  stopLossPrice: 'stop',
  exitPrice: 'exit',
};
