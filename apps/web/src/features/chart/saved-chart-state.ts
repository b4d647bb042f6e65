import { type SavedChartPayload, savedChartId } from '@tradescope/domain';
import type { ChartParams } from '../../ui/chart/chart-params';
import type { ChartTimeZone } from '../../ui/chart/chart-time';

/** The part of the chart a save keeps beside its query: where the trader was looking, and the axis settings. */
export interface ChartContent {
  readonly version: 1;
  /** The visible bar times in unix seconds; null when the chart had nothing on show. */
  readonly visibleRange: { readonly from: number; readonly to: number } | null;
  readonly settings: { readonly timeZone: ChartTimeZone };
  /** Reserved for drawings; the chart has no drawing tools yet. */
  readonly drawings: readonly unknown[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const rangeOf = (value: unknown): ChartContent['visibleRange'] =>
  isRecord(value) && Number.isFinite(value.from) && Number.isFinite(value.to)
    ? { from: value.from as number, to: value.to as number }
    : null;

export const chartContent = (
  visibleRange: ChartContent['visibleRange'],
  timeZone: ChartTimeZone,
): ChartContent => ({ version: 1, visibleRange, settings: { timeZone }, drawings: [] });

/** The saved content text back as ChartContent; text of another shape or version is no content. */
export const readChartContent = (text: string): ChartContent | null => {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.version !== 1) return null;
  const timeZone = isRecord(data.settings) && data.settings.timeZone === 'local' ? 'local' : 'utc';
  return {
    version: 1,
    visibleRange: rangeOf(data.visibleRange),
    settings: { timeZone },
    drawings: Array.isArray(data.drawings) ? data.drawings : [],
  };
};

/** The id this chart saves under: one per pair and strategy set (spec §3). */
export const chartIdOf = (chart: Pick<ChartParams, 'source' | 'base' | 'quote' | 'strategyIds'>): string =>
  savedChartId(chart.source, chart.base, chart.quote, chart.strategyIds);

/** The ids of this pair's charts all start with this, whatever their strategies. */
export const pairPrefixOf = (chart: Pick<ChartParams, 'source' | 'base' | 'quote'>): string =>
  `${chart.source}:${chart.base.toLowerCase()}${chart.quote.toLowerCase()}:`;

/** The POST body: what to reopen (source, pair, timeframe, strategies) plus the content as JSON text. */
export const chartPayload = (chart: ChartParams, content: ChartContent): SavedChartPayload => ({
  id: chartIdOf(chart),
  source: chart.source,
  strategyIds: [...chart.strategyIds],
  base: chart.base,
  quote: chart.quote,
  timeframe: chart.timeframe,
  content: JSON.stringify(content),
});
