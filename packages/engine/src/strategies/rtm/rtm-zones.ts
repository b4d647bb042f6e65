import { DEFAULT_PIVOT_SPANS } from '../../pivots';
import type { StrategyContext } from '../context';
import { firstAtOrAfter } from '../lines/first-at-or-after';

/** A base candle's body is at most this share of its range (high - low): a pause, mostly wick. */
export const BASE_BODY_MAX = 0.5;
/** A leg candle's body is at least this share of its range... */
export const LEG_BODY_MIN = 0.6;
/** ...and at least this many ATR(14) of its bar: a strong, decided candle. */
export const LEG_BODY_ATR = 0.8;
/** A base is 1 to this many base candles; a longer pause is a range, not a base. */
export const MAX_BASE = 4;
/** Candles a zone's detection reads back from its leg-out: the base and the leg-in. */
export const ZONE_LOOKBACK = MAX_BASE + 1;
/** The swing level a flag limit's base must sit on. */
export const FLAG_LIMIT_LEVEL = 'Minor';

export const BASES = ['drop-base-rally', 'rally-base-drop', 'rally-base-rally', 'drop-base-drop'] as const;
export type Base = (typeof BASES)[number];

/** A supply or demand zone: the range of a base between a leg-in and a leg-out candle. Bars are global. */
export interface RtmZone {
  /** Demand zones (leg-out a rally) expect a buy on their return, supply zones a sell. */
  readonly demand: boolean;
  readonly base: Base;
  readonly legIn: number;
  readonly baseFrom: number;
  readonly baseTo: number;
  /** The leg-out candle: the zone is known from its close. */
  readonly legOut: number;
  /** The base candles' highest high and lowest low. */
  readonly top: number;
  readonly bottom: number;
  /** A continuation base sitting on the swing its leg-in broke (an SR flip). */
  readonly flagLimit: boolean;
}

const body = (context: StrategyContext, j: number) => Math.abs(context.close[j]! - context.open[j]!);
const range = (context: StrategyContext, j: number) => context.high[j]! - context.low[j]!;

/** Whether local bar j is a base candle: a body of at most BASE_BODY_MAX of its range. */
export const isBaseCandle = (context: StrategyContext, j: number): boolean =>
  body(context, j) <= BASE_BODY_MAX * range(context, j);

/** Whether local bar j is a leg candle: a body of at least LEG_BODY_MIN of its range and LEG_BODY_ATR x ATR. */
export const isLegCandle = (context: StrategyContext, j: number, atr: Float64Array): boolean => {
  const b = body(context, j);
  return b > 0 && b >= LEG_BODY_MIN * range(context, j) && b >= LEG_BODY_ATR * atr[j]!;
};

/**
 * Whether the base of a continuation zone sits on the newest swing of FLAG_LIMIT_LEVEL confirmed by the
 * leg-in (a swing high for a rally-base-rally) and the leg-in closed beyond that swing: price broke the
 * level, based on it, and went on.
 */
function onBrokenSwing(
  context: StrategyContext,
  legIn: number,
  demand: boolean,
  top: number,
  bottom: number,
) {
  const pivots = context.pivots()[FLAG_LIMIT_LEVEL];
  const kind = demand ? 'high' : 'low';
  for (let k = firstAtOrAfter(pivots, legIn - DEFAULT_PIVOT_SPANS[FLAG_LIMIT_LEVEL] + 1) - 1; k >= 0; k--) {
    const pivot = pivots[k]!;
    if (pivot.kind !== kind) continue;
    const close = context.close[legIn - context.offset]!;
    const broke = demand ? close > pivot.price : close < pivot.price;
    return broke && pivot.price >= bottom && pivot.price <= top;
  }
  return false;
}

/**
 * The zone local bar i forms as a leg-out, or null: the 1 to MAX_BASE candles before it are base candles
 * (the candle before them is not), the candle before the base is a leg candle (the leg-in), bar i is a
 * leg candle closing beyond the base's far side in its direction (a rally closes above the base's high).
 */
export function zoneAt(context: StrategyContext, i: number, atr: Float64Array): RtmZone | null {
  if (!isLegCandle(context, i, atr)) return null;
  let count = 0;
  while (count <= MAX_BASE && i - count - 1 >= 0 && isBaseCandle(context, i - count - 1)) count++;
  const legIn = i - count - 1;
  if (count === 0 || count > MAX_BASE || legIn < 0 || !isLegCandle(context, legIn, atr)) return null;
  let top = -Infinity;
  let bottom = Infinity;
  for (let j = legIn + 1; j < i; j++) {
    top = Math.max(top, context.high[j]!);
    bottom = Math.min(bottom, context.low[j]!);
  }
  const { open, close } = context;
  const rallyOut = close[i]! > open[i]!;
  if (rallyOut ? !(close[i]! > top) : !(close[i]! < bottom)) return null;
  const rallyIn = close[legIn]! > open[legIn]!;
  const base: Base = rallyIn
    ? rallyOut
      ? 'rally-base-rally'
      : 'rally-base-drop'
    : rallyOut
      ? 'drop-base-rally'
      : 'drop-base-drop';
  const offset = context.offset;
  const continuation = rallyIn === rallyOut;
  return {
    demand: rallyOut,
    base,
    legIn: legIn + offset,
    baseFrom: legIn + 1 + offset,
    baseTo: i - 1 + offset,
    legOut: i + offset,
    top,
    bottom,
    flagLimit: continuation && onBrokenSwing(context, legIn + offset, rallyOut, top, bottom),
  };
}
