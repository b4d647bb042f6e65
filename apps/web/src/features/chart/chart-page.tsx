import { type Market, type Timeframe, timeframeLabel, timeframesOf } from '@tradescope/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMarketSources } from '../../lib/endpoints/market-sources';
import { DemoBadge } from '../../ui/demo-badge';
import { LiveIndicator } from '../../ui/live-indicator';
import { Spinner } from '../../ui/spinner';
import { EmptyState, ErrorState } from '../../ui/states';
import { CandleChart } from './candle-chart';
import { ChartHeader } from './chart-header';
import { readChartParams, writeChartParams } from './chart-params';
import { useChartData } from './use-chart-data';

/** Keeps the tab's title on the pair while the chart is open. */
const usePairTitle = (pair: string) => {
  const { t } = useTranslation();
  useEffect(() => {
    const previous = document.title;
    document.title = `${pair} · ${t('app.name')}`;
    return () => {
      document.title = previous;
    };
  }, [pair, t]);
};

/**
 * The full-screen chart of spec §2 (query source, base, quote, timeframe, strategy, jump): candles and volume
 * from the data proxy, live from the websocket, with the matches of the chosen strategies drawn on them.
 */
export const ChartPage = ({ market }: { market: Market }) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const chart = useMemo(() => readChartParams(params, market), [params, market]);
  const { sources } = useMarketSources(market);
  const { candles, matches, asset, live } = useChartData(market, chart);
  const served = sources.sources.find((source) => source.name === chart.source)?.timeframes;
  const timeframes = served && served.length > 0 ? served : timeframesOf(chart.source);
  const pair = `${chart.base.toUpperCase()}/${chart.quote.toUpperCase()}`;
  const bars = candles.data ?? [];
  usePairTitle(pair);

  const pickTimeframe = (timeframe: Timeframe) =>
    setParams(writeChartParams({ ...chart, timeframe }), { replace: true });

  return (
    <div className="flex h-dvh flex-col bg-surface text-ink">
      <ChartHeader
        market={market}
        chart={chart}
        asset={asset}
        price={bars.at(-1)?.close}
        timeframes={timeframes}
        onTimeframe={pickTimeframe}
        status={
          <>
            <LiveIndicator status={live} />
            {sources.mode === 'replay' && <DemoBadge />}
          </>
        }
      />
      <main data-route={`market.${market}.chart`} className="relative min-h-0 flex-1 bg-surface-raised">
        <CandleChart
          candles={bars}
          timeframe={chart.timeframe}
          matches={matches}
          label={t('chart.label', { pair, timeframe: timeframeLabel(chart.timeframe) })}
        />
        {candles.isPending && (
          <div className="absolute inset-0 flex items-center justify-center gap-2 bg-surface-raised/70 text-ink-muted text-sm">
            <Spinner size={18} className="text-brand" />
            {t('chart.loading')}
          </div>
        )}
        {!candles.isPending && bars.length === 0 && (
          <div className="absolute inset-x-0 top-1/2 mx-auto w-fit max-w-[90%] -translate-y-1/2 rounded-xl border border-line bg-surface-raised shadow-pop">
            {candles.isError ? (
              <ErrorState title={t('chart.error')} onRetry={() => void candles.refetch()} compact />
            ) : (
              <EmptyState
                title={t('chart.empty', { pair, timeframe: timeframeLabel(chart.timeframe) })}
                text={t('chart.empty-text')}
                compact
              />
            )}
          </div>
        )}
      </main>
    </div>
  );
};
