import {
  defaultBaseOf,
  isSourceOf,
  MARKET_DEFAULTS,
  type Market,
  parseTimeframe,
  quotesOf,
  SOURCES,
  type SourceName,
  type Timeframe,
  timeframesOf,
} from '@tradescope/domain';
import { readSymbol } from '../../lib/url-state';

/** Spec §2 chart query: source, base, quote, timeframe (number), strategy (comma-separated ids), jump. */
export interface ChartParams {
  readonly source: SourceName;
  readonly base: string;
  readonly quote: string;
  readonly timeframe: Timeframe;
  readonly strategyIds: readonly number[];
  readonly jump: boolean;
}

const idsParam = (value: string | null): number[] =>
  [...new Set((value ?? '').split(','))]
    .filter((text) => /^\d{1,9}$/.test(text.trim()))
    .map((text) => Number(text.trim()));

/**
 * Reads the chart's query; anything missing or foreign to the market falls back to the market's default
 * (spec §9): its source, the source's base and first quote, and the source's default chart timeframe.
 */
export const readChartParams = (params: URLSearchParams, market: Market): ChartParams => {
  const wantedSource = params.get('source');
  const source = isSourceOf(market, wantedSource) ? wantedSource : MARKET_DEFAULTS[market].source;
  const timeframe = parseTimeframe(params.get('timeframe'));
  return {
    source,
    base: readSymbol(params.get('base')) ?? defaultBaseOf(market, source),
    quote: readSymbol(params.get('quote')) ?? quotesOf(source, market)[0] ?? MARKET_DEFAULTS[market].quote,
    timeframe:
      timeframe !== undefined && timeframesOf(source).includes(timeframe)
        ? timeframe
        : SOURCES[source].chart.defaultTimeframe,
    strategyIds: idsParam(params.get('strategy')),
    jump: params.get('jump') === 'true',
  };
};

/** The query of a chart; strategy and jump are kept only when they say something. */
export const writeChartParams = (chart: ChartParams): URLSearchParams => {
  const params = new URLSearchParams({
    source: chart.source,
    base: chart.base,
    quote: chart.quote,
    timeframe: String(chart.timeframe),
  });
  if (chart.strategyIds.length > 0) params.set('strategy', chart.strategyIds.join(','));
  if (chart.jump) params.set('jump', 'true');
  return params;
};

/** The link that opens a chart full screen with the same pair, timeframe and strategies. */
export const chartHref = (market: Market, chart: ChartParams): string =>
  `/market/${market}/chart?${writeChartParams(chart)}`;

/** The symbol the data proxy is asked for: the pair run together (BTCUSDT, XAUUSD). */
export const historySymbolOf = (chart: Pick<ChartParams, 'base' | 'quote'>): string =>
  `${chart.base}${chart.quote}`.toUpperCase();
