import type { Pivot, PivotLevel } from '../../pivots';
import type { StrategyContext } from '../context';
import { LineMemo, perContext } from '../lines/line-memo';
import { exceeds } from '../signal-rules';

export type IctSide = 'bullish' | 'bearish';

/** Most bars from the broken swing to the candle closing beyond it. */
export const BREAK_REACH = 100;
/** Most bars from a break to the candle that returns to what it left (FVG, order block, OTE, breaker). */
export const RETURN_REACH = 50;
/** Bars a detector reads before its signal bar: the return reach, an older break (breakers), its broken and prior swings, an order block search. */
export const ICT_HISTORY = RETURN_REACH + 3 * BREAK_REACH + 20;

/**
 * A close beyond the level's last swing (pivots/README): a bullish break closes above the last
 * confirmed swing high, the first close above it; a bearish one mirrors it on the last swing low.
 */
export interface StructureBreak {
  readonly side: IctSide;
  /** `choch`: the pullback before the break went past the swing before the broken one (bullish: a lower low). */
  readonly kind: 'bos' | 'choch';
  readonly level: PivotLevel;
  /** Global bar of the close beyond the swing. */
  readonly bar: number;
  /** The swing broken (a high for a bullish break). */
  readonly broken: Pivot;
  /** The swing of the other kind before the broken one (a low for a bullish break). */
  readonly prior: Pivot;
  /** Global bar and price of the extreme between the broken swing and the break: the displacement's start. */
  readonly startBar: number;
  readonly start: number;
}

const LEVEL_SLOT: Readonly<Record<PivotLevel, number>> = { SuperMinor: 0, Minor: 1, MidMajor: 2, Major: 3 };

/** Position of the last pivot of `list` confirmed on or before global bar `bar`, or −1. */
function lastConfirmed(list: readonly Pivot[], bar: number): number {
  let lo = 0;
  let hi = list.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.confirmedAt <= bar) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The break on global bar `bar` of one level and side, or null (pure: reads bars back to the prior swing). */
export function structureBreakOn(
  context: StrategyContext,
  level: PivotLevel,
  side: IctSide,
  bar: number,
): StructureBreak | null {
  const i = bar - context.offset;
  const bullish = side === 'bullish';
  const { close } = context;
  const list = context.pivots()[level];
  const brokenKind = bullish ? 'high' : 'low';
  let k = lastConfirmed(list, bar);
  while (k >= 0 && list[k]!.kind !== brokenKind) k--;
  if (k < 0) return null;
  const broken = list[k]!;
  if (broken.index < bar - BREAK_REACH) return null;
  const beyond = (price: number) => (bullish ? exceeds(price, broken.price) : exceeds(broken.price, price));
  if (!beyond(close[i]!)) return null;
  const first = broken.index - context.offset;
  for (let j = i - 1; j > first; j--) if (beyond(close[j]!)) return null;
  // The swing before the broken one: the nearest earlier pivot of the other kind (its run's most extreme).
  while (k >= 0 && list[k]!.kind === brokenKind) k--;
  if (k < 0) return null;
  const prior = list[k]!;
  if (prior.index < bar - 2 * BREAK_REACH) return null;
  // The displacement starts at the pullback's extreme between the broken swing and the break.
  const far = bullish ? context.low : context.high;
  let startBar = first + 1;
  for (let j = first + 2; j <= i; j++)
    if (bullish ? far[j]! <= far[startBar]! : far[j]! >= far[startBar]!) startBar = j;
  const start = far[startBar]!;
  // A flat stretch (the pullback never left the broken swing's price) is no displacement.
  if (!(bullish ? start < broken.price : start > broken.price)) return null;
  const deeper = bullish ? start < prior.price : start > prior.price;
  return {
    side,
    kind: deeper ? 'choch' : 'bos',
    level,
    bar,
    broken,
    prior,
    startBar: startBar + context.offset,
    start,
  };
}

/** Breaks remembered per global bar, level and side (key bar·8 + slot), shared by the family's strategies on one context. */
class StructureBook {
  readonly #context: StrategyContext;
  readonly #memo = new LineMemo<StructureBreak>(ICT_HISTORY * 8);

  constructor(context: StrategyContext) {
    this.#context = context;
  }

  breakOn(level: PivotLevel, side: IctSide, bar: number): StructureBreak | null {
    const key = bar * 8 + LEVEL_SLOT[level] * 2 + (side === 'bullish' ? 0 : 1);
    let found = this.#memo.get(key);
    if (found === undefined) found = this.#memo.set(key, structureBreakOn(this.#context, level, side, bar));
    return found;
  }

  /** The newest break of the level and side on bars [from, to], or null. */
  lastBreak(level: PivotLevel, side: IctSide, from: number, to: number): StructureBreak | null {
    for (let bar = to; bar >= from; bar--) {
      const found = this.breakOn(level, side, bar);
      if (found !== null) return found;
    }
    return null;
  }
}

export const structureBookOf = perContext((context: StrategyContext) => new StructureBook(context));
