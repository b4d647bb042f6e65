import type { Market, SourceName, Timeframe } from '../markets';

/**
 * Pairs open to a free user: a pair is in when its base is listed in `bases` or its quote in `quotes`.
 * Assets are lower-case as the sources name them.
 */
export interface PairAllowance {
  readonly bases: readonly string[];
  readonly quotes: readonly string[];
}

/** A slice of market data: the sources, pairs and timeframes (minutes) a user may see. */
export interface DataScope {
  readonly sources: readonly string[];
  readonly pairs: PairAllowance;
  readonly timeframes: readonly number[];
}

/** Free allowances name real sources and timeframes, so a renamed source fails the build here. */
interface FreeAllowance {
  readonly sources: readonly SourceName[];
  readonly timeframes: readonly Timeframe[];
}

/**
 * Spec §6 free allowances. "Pair btc" on crypto means every pair with base btc (btc/usdt, btc/eur...).
 * "gbp" on currencies means gbp on either side (gbp/usd, eur/gbp), since gbp is also a forex quote (§9).
 * "usd" elsewhere is the quote: commodities, indices and stocks are all quoted in usd (§9).
 */
export const FREE_ALLOWANCES = {
  crypto: { sources: ['binance-spot'], pairs: { bases: ['btc'], quotes: [] }, timeframes: [240] },
  currencies: { sources: ['oanda'], pairs: { bases: ['gbp'], quotes: ['gbp'] }, timeframes: [1440] },
  commodities: { sources: ['oanda'], pairs: { bases: [], quotes: ['usd'] }, timeframes: [1440] },
  indices: { sources: ['oanda'], pairs: { bases: [], quotes: ['usd'] }, timeframes: [1440] },
  stock: { sources: ['lite-finance'], pairs: { bases: [], quotes: ['usd'] }, timeframes: [1440] },
} as const satisfies Record<Market, DataScope & FreeAllowance>;

export const pairAllowed = (pairs: PairAllowance, base: string, quote: string): boolean =>
  pairs.bases.includes(base.toLowerCase()) || pairs.quotes.includes(quote.toLowerCase());
