import type { Market, SourceName } from '@tradescope/domain';
import type { Instrument } from '../../src/feed';

/** An instrument as the catalog describes it, for connector tests. */
export const instrumentOf = (
  source: SourceName,
  market: Market,
  symbol: string,
  pair: { base: string; quote: string; sourceSymbol: string },
): Instrument => ({
  id: `${source}:${symbol}`,
  source,
  market,
  symbol,
  base: pair.base,
  quote: pair.quote,
  sourceSymbol: pair.sourceSymbol,
  name: symbol,
  session: market === 'crypto' ? 'always' : 'fx',
  supply: null,
});
