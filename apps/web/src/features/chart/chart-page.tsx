import { type Market, type Timeframe, timeframeLabel, timeframesOf, tradesVolume } from '@tradescope/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMarketSources } from '../../lib/endpoints/market-sources';
import { useUser } from '../../lib/endpoints/user';
import { CandleChart } from '../../ui/chart/candle-chart';
import type { CandleChartApi } from '../../ui/chart/chart-engine';
import { readChartParams, writeChartParams } from '../../ui/chart/chart-params';
import { type ChartTimeZone, useChartTimeZone } from '../../ui/chart/chart-time';
import { focusMatchOf } from '../../ui/chart/match-frame';
import { useChartData } from '../../ui/chart/use-chart-data';
import { DemoBadge } from '../../ui/demo-badge';
import { LiveIndicator } from '../../ui/live-indicator';
import { pairText } from '../../ui/pair-label';
import { SizeTradeLink } from '../../ui/size-trade';
import { Spinner } from '../../ui/spinner';
import { EmptyState, ErrorState } from '../../ui/states';
import { notify } from '../../ui/toast';
import { useToastsAtBottom } from '../../ui/toaster';
import { ChartHeader } from './chart-header';
import { SavedChartsMenu } from './saved-charts-menu';
import { useSavedChart } from './use-saved-chart';

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
  const { candles, matches, oscillator, asset, live } = useChartData(market, chart);
  const served = sources.sources.find((source) => source.name === chart.source)?.timeframes;
  const timeframes = served && served.length > 0 ? served : timeframesOf(chart.source);
  const pair = pairText(chart);
  const bars = candles.data ?? [];
  usePairTitle(pair);
  // The toolbar fills the top on every width: a "Chart saved" toast there would cover the timeframes.
  useToastsAtBottom();
  const signedIn = useUser().data !== undefined;
  const [timeZone, setTimeZone] = useChartTimeZone();
  const [engine, setEngine] = useState<CandleChartApi | null>(null);
  const saved = useSavedChart({ chart, engine, timeZone, enabled: signedIn });

  const pickTimeframe = (timeframe: Timeframe) => {
    setParams(writeChartParams({ ...chart, timeframe }), { replace: true });
    saved.changed();
  };
  const pickTimeZone = (zone: ChartTimeZone) => {
    setTimeZone(zone);
    saved.changed();
  };

  // A reopened chart's view waits for the candles of its timeframe, then replaces the default view.
  const { pending, clearPending } = saved;
  const ready = engine !== null && !candles.isPending && bars.length > 0;
  useEffect(() => {
    if (pending === null || !ready || pending.timeframe !== chart.timeframe) return;
    engine?.setVisibleRange(pending.range);
    clearPending();
  }, [pending, ready, engine, chart.timeframe, clearPending]);

  // The match the chart is framed on can be sized at once (issue 18); crypto only, as the calculator.
  const focus = focusMatchOf(matches);
  const tools = (
    <>
      {focus && (
        <SizeTradeLink
          match={{ ...focus, source: chart.source, base: chart.base, quote: chart.quote }}
          market={market}
        />
      )}
      <SavedChartsMenu
        charts={saved.charts}
        currentId={saved.id}
        signedIn={signedIn}
        saving={saved.saving}
        onSave={() =>
          saved
            .saveNow()
            .then(() => notify.success(t('chart.saved.done')))
            .catch(notify.error)
        }
        onOpen={(entry) =>
          saved
            .load(entry)
            .then((payload) => {
              if (payload === null) {
                notify.warning(t('chart.saved.load-failed'));
                return;
              }
              const { source, base, quote, timeframe, strategyIds } = payload;
              setParams(writeChartParams({ ...chart, source, base, quote, timeframe, strategyIds }), {
                replace: true,
              });
            })
            .catch(notify.error)
        }
        onDelete={(entry) =>
          saved.remove(entry.id).then(
            () => notify.success(t('chart.saved.deleted')),
            (error: unknown) => {
              notify.error(error);
              throw error;
            },
          )
        }
        timeZone={timeZone}
        onTimeZone={pickTimeZone}
      />
    </>
  );

  return (
    <div className="flex h-dvh flex-col bg-surface text-ink">
      <ChartHeader
        market={market}
        chart={chart}
        asset={asset}
        price={bars.at(-1)?.close}
        timeframes={timeframes}
        onTimeframe={pickTimeframe}
        tools={tools}
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
          oscillator={oscillator}
          label={t('chart.label', { pair, timeframe: timeframeLabel(chart.timeframe) })}
          timeZone={timeZone}
          onEngine={setEngine}
          onUserChange={saved.changed}
          volume={tradesVolume(market)}
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
