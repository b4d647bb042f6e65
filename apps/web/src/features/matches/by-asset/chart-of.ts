import { isSourceOf, MARKET_DEFAULTS, type Market, type Match } from '@tradescope/domain';
import type { ChartParams } from '../../../ui/chart';

/** The chart of a match: its pair at its timeframe, with its strategy's shapes. */
export const chartOf = (
  market: Market,
  match: Pick<Match, 'source' | 'base' | 'quote' | 'timeframe' | 'strategyId'>,
): ChartParams => ({
  source: isSourceOf(market, match.source) ? match.source : MARKET_DEFAULTS[market].source,
  base: match.base,
  quote: match.quote,
  timeframe: match.timeframe,
  strategyIds: [match.strategyId],
  jump: false,
});
