import { useQueryClient } from '@tanstack/react-query';
import { candleSeconds, type Market } from '@tradescope/domain';
import { useEffect } from 'react';
import { isAbortError } from '../../lib/api';
import { type Candle, chartCandlesKey, useChartCandles } from '../../lib/endpoints/candle-history';
import { useChartMatches } from '../../lib/endpoints/chart-matches';
import { useChartOscillator } from '../../lib/endpoints/chart-oscillator';
import { useMarketAssets } from '../../lib/endpoints/market-assets';
import { useApplyPricesToAssets } from '../../lib/endpoints/price-stream';
import { usePriceStream } from '../../lib/endpoints/shared-streams';
import { type ChartParams, historySymbolOf } from './chart-params';
import { mergePrice } from './live-candles';
import { focusMatchOf } from './match-frame';
import { oldestPointOf } from './match-shapes';

/**
 * Everything the chart shows: the history, the matches of its strategies, the oscillator of the strategy it opens
 * on, the pair's row of the assets list, and the websocket keeping both the forming candle and that row current
 * (through the query cache).
 */
export const useChartData = (market: Market, chart: ChartParams) => {
  const client = useQueryClient();
  const matches = useChartMatches({
    market,
    source: chart.source,
    base: chart.base,
    quote: chart.quote,
    timeframe: chart.timeframe,
    strategyIds: chart.strategyIds,
  });
  const key = {
    source: chart.source,
    symbol: historySymbolOf(chart),
    timeframe: chart.timeframe,
    reachBack: oldestPointOf(matches.data ?? []),
  };
  const candles = useChartCandles(key);
  // The pane follows the match the chart is framed on, else the first strategy asked for.
  const strategyId = focusMatchOf(matches.data ?? [])?.strategyId ?? chart.strategyIds[0];
  const first = candles.data?.[0]?.time;
  const last = candles.data?.at(-1)?.time;
  const oscillatorRequest =
    strategyId === undefined || first === undefined || last === undefined
      ? undefined
      : {
          source: chart.source,
          symbol: key.symbol,
          interval: chart.timeframe,
          start: first,
          end: last + candleSeconds(chart.timeframe),
          strategyId,
        };
  const oscillator = useChartOscillator(oscillatorRequest);
  const assets = useMarketAssets(market, chart.source);
  const applyToAssets = useApplyPricesToAssets(market);

  const live = usePriceStream(market, chart.source, (batch) => {
    applyToAssets(batch);
    const tick = batch.prices.find((price) => price.base === chart.base && price.quote === chart.quote);
    if (tick === undefined) return;
    client.setQueryData<Candle[]>(chartCandlesKey(key), (current) =>
      current === undefined
        ? current
        : mergePrice(current, tick.price, batch.time, candleSeconds(chart.timeframe)),
    );
  });

  // Spec §8: chart load failures are logged and the chart is created empty.
  useEffect(() => {
    if (candles.error && !isAbortError(candles.error))
      console.warn('chart: candles failed to load', candles.error);
  }, [candles.error]);

  return {
    candles,
    matches: matches.data ?? [],
    // A kept previous pane is dropped when there is nothing to ask for (no strategy, no bars).
    oscillator: oscillatorRequest === undefined ? null : (oscillator.data ?? null),
    asset: assets.data?.find((asset) => asset.base === chart.base && asset.quote === chart.quote),
    /** The source's pairs, live (a pair picker lists them). */
    assets,
    live,
  };
};
