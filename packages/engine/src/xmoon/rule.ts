// The XMoon rule's numbers (README.md), apart from the function so the catalog rows can quote them.
import type { StrategyGroup } from '../catalog/types';

/** A contributor of the scanned timeframe counts while at most this many of its candles have closed since it fired. */
export const XMOON_WINDOW = 5;
/** A higher timeframe's contributor counts while at most this many of its candles have closed since. */
export const XMOON_HTF_WINDOW = 2;
/** Independent families that must agree. */
export const XMOON_MIN_FAMILIES = 2;
/**
 * Families whose zone is a price level drawn from structure. A classic or candlestick zone is the signal candle's
 * range, so two of them on neighbouring candles overlap by construction: at least one level family must agree.
 */
export const LEVEL_FAMILIES: ReadonlySet<StrategyGroup> = new Set([
  'harmonic',
  'trendline',
  'fibonacci',
  'support-resistance',
  'ict',
  'qm',
  'rtm',
]);
/** Contributors named in chartData, newest first: the contract holds 32 points. */
export const XMOON_MAX_CONTRIBUTORS = 24;
