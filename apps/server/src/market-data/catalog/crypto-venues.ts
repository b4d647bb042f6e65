import type { SourceName } from '@tradescope/domain';

/**
 * How one crypto exchange quotes the market's one price path in the replay: a constant basis (perpetuals trade a
 * few hundredths of a percent above spot while funding is positive), an hourly wander of its own around it, the
 * volume it does compared with the shipped file's exchange, and the pairs it lists.
 */
export interface CryptoVenue {
  readonly source: SourceName;
  /** Price premium over the underlying path, a fraction (0.0003 = 0.03 %). */
  readonly basis: number;
  /** Half-width of the venue's own hourly deviation from its basis, a fraction. */
  readonly noise: number;
  /** Volume as a multiple of the underlying's (the shipped file's exchange is 1). */
  readonly volumeShare: number;
  /** Bases listed; undefined lists every crypto asset shipped. */
  readonly bases?: readonly string[];
  /** The quote it lists them against (binance COIN-M contracts are quoted in dollars). */
  readonly quote: string;
  /** How the exchange spells the pair (what a live connector asks for). */
  readonly spell: (base: string, quote: string) => string;
}

/**
 * The largest coins, which the smaller exchanges all list (kept to six: every listing is nine or eleven series the
 * scanner watches and the replay keeps in memory).
 */
const MAJORS = ['btc', 'eth', 'bnb', 'xrp', 'sol', 'doge'] as const;

const joined = (base: string, quote: string) => `${base}${quote}`.toUpperCase();
const dashed = (base: string, quote: string) => `${base}-${quote}`.toUpperCase();

/**
 * The twelve crypto sources (spec §9). Bases and premiums are plausible, not quoted from the venues: perpetuals
 * 0.01-0.05 % over spot, smaller exchanges wandering more and trading less than Binance and Bybit.
 */
export const CRYPTO_VENUES: readonly CryptoVenue[] = [
  { source: 'binance-spot', basis: 0, noise: 0.0002, volumeShare: 1, quote: 'usdt', spell: joined },
  { source: 'binance-usdm', basis: 0.0003, noise: 0.0002, volumeShare: 2.2, quote: 'usdt', spell: joined },
  {
    source: 'binance-coinm',
    basis: 0.0004,
    noise: 0.0003,
    volumeShare: 0.25,
    bases: MAJORS,
    quote: 'usd',
    spell: (base, quote) => `${joined(base, quote)}_PERP`,
  },
  {
    source: 'bybit-spot',
    basis: 0.0001,
    noise: 0.0003,
    volumeShare: 0.3,
    bases: MAJORS,
    quote: 'usdt',
    spell: joined,
  },
  { source: 'bybit-futures', basis: 0.0003, noise: 0.0002, volumeShare: 1, quote: 'usdt', spell: joined },
  {
    source: 'coinex-spot',
    basis: -0.0001,
    noise: 0.0005,
    volumeShare: 0.05,
    bases: MAJORS,
    quote: 'usdt',
    spell: joined,
  },
  {
    source: 'coinex-futures',
    basis: 0.0004,
    noise: 0.0005,
    volumeShare: 0.12,
    bases: MAJORS,
    quote: 'usdt',
    spell: joined,
  },
  {
    source: 'bingx-futures',
    basis: 0.0005,
    noise: 0.0005,
    volumeShare: 0.2,
    bases: MAJORS,
    quote: 'usdt',
    spell: dashed,
  },
  {
    source: 'kucoin-spot',
    basis: 0.0001,
    noise: 0.0004,
    volumeShare: 0.12,
    bases: MAJORS,
    quote: 'usdt',
    spell: dashed,
  },
  {
    source: 'kucoin-futures',
    basis: 0.0004,
    noise: 0.0004,
    volumeShare: 0.25,
    bases: MAJORS,
    quote: 'usdt',
    // KuCoin calls bitcoin XBT on its futures and ends perpetual symbols in M.
    spell: (base, quote) => `${joined(base === 'btc' ? 'xbt' : base, quote)}M`,
  },
  {
    source: 'mexc-spot',
    basis: -0.0001,
    noise: 0.0005,
    volumeShare: 0.15,
    bases: MAJORS,
    quote: 'usdt',
    spell: joined,
  },
  {
    source: 'mexc-futures',
    basis: 0.0005,
    noise: 0.0005,
    volumeShare: 0.4,
    bases: MAJORS,
    quote: 'usdt',
    spell: (base, quote) => `${base}_${quote}`.toUpperCase(),
  },
];

export const venueLists = (venue: CryptoVenue, base: string): boolean =>
  venue.bases === undefined || venue.bases.includes(base);
