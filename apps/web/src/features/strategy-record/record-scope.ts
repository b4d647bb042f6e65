import { isSourceOf, type Market, type SourceName, type StrategyRecord } from '@tradescope/domain';
import { readSymbol } from '../../lib/url-state';

/**
 * Whose record the page shows, as its address holds it: every source (`source` null), one source, or one asset of a
 * source (`?source=binance-spot&base=btc`). The server keeps asset rows per source, so an asset needs its source.
 */
export interface RecordScope {
  readonly source: SourceName | null;
  readonly base: string | null;
}

export const readRecordScope = (market: Market, params: URLSearchParams): RecordScope => {
  const source = params.get('source');
  if (!isSourceOf(market, source)) return { source: null, base: null };
  return { source, base: readSymbol(params.get('base')) ?? null };
};

export const writeRecordScope = ({ source, base }: RecordScope): URLSearchParams => {
  const params = new URLSearchParams();
  if (source !== null) params.set('source', source);
  if (source !== null && base !== null) params.set('base', base);
  return params;
};

/** The scope's rows of one strategy, shortest timeframe first. */
export const scopeRows = (
  records: readonly StrategyRecord[],
  strategyId: number,
  { source, base }: RecordScope,
): StrategyRecord[] =>
  records
    .filter((record) => record.strategyId === strategyId && record.source === source && record.base === base)
    .sort((a, b) => a.timeframe - b.timeframe);
