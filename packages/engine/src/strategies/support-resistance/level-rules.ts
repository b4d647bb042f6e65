import { type Pivot, type PivotLevel, type PivotLevels, type PivotType, pivotTypeAt } from '../../pivots';
import type { StrategyContext } from '../context';
import { Boundary, RETEST_BARS } from '../lines/boundary';

/** Levels are clustered from the Minor pivots (which hold the MidMajor and Major ones). */
export const LEVEL_PIVOTS: PivotLevel = 'Minor';
/** A pivot within this many ATR(14) (at the newest touch) of the level touches it. */
export const LEVEL_TOUCH_ATR = 0.25;
export const MIN_LEVEL_TOUCHES = 3;
/** Touches are looked for this many bars back from the newest one. */
export const LEVEL_LENGTH = 250;
/** A level can break this many bars after its newest touch. */
export const LEVEL_REACH = 100;
/** Strength: each touch weighs its pivot's level (Minor 1, MidMajor 2, Major 3), plus 1 per AGE_BARS of age. */
export const TOUCH_WEIGHTS: Readonly<Record<PivotType, number>> = {
  Major: 3,
  MidMajor: 2,
  Minor: 1,
  SuperMinor: 0,
  'no pivot': 0,
};
export const AGE_BARS = 50;
/** A bounce needs a level at least this strong (e.g. 4 Minor touches over 100 bars). */
export const STRONG_LEVEL = 6;

/** The farthest back an S/R signal reads: the touches, the reach and a retest. */
export const LEVEL_HISTORY = LEVEL_LENGTH + LEVEL_REACH + RETEST_BARS;

/** A horizontal level: a cluster of at least MIN_LEVEL_TOUCHES pivot highs and lows. */
export interface PriceLevel {
  /** The level: the mean of its touches' prices; `line.holds` is the newest touch's kind. */
  readonly line: Boundary;
  readonly price: number;
  readonly touches: readonly Pivot[];
  readonly strength: number;
  /** The highest pivot level among the touches, as of formedAt. */
  readonly pivotType: PivotType;
  /** The bar confirming the newest touch: the first bar on which the level is known. */
  readonly formedAt: number;
}

const RANK: Readonly<Record<PivotType, number>> = {
  Major: 4,
  MidMajor: 3,
  Minor: 2,
  SuperMinor: 1,
  'no pivot': 0,
};

/**
 * The level whose newest touch is `pivots[end]`: the pivots (highs and lows) within LEVEL_LENGTH bars
 * and LEVEL_TOUCH_ATR·ATR(14) of its price, averaged, and those within the tolerance of the average
 * kept (the newest must stay). Its role is the newest touch's kind: a high makes it a resistance, a low
 * a support. Reads only candles up to the newest touch.
 */
export function levelEndingAt(
  context: StrategyContext,
  atr: Float64Array,
  levels: PivotLevels,
  end: number,
): PriceLevel | null {
  const pivots = levels[LEVEL_PIVOTS];
  const last = pivots[end]!;
  const tolerance = LEVEL_TOUCH_ATR * atr[last.index - context.offset]!;
  if (!(tolerance >= 0)) return null;
  let sum = 0;
  let count = 0;
  let first = end;
  for (let k = end; k >= 0 && pivots[k]!.index >= last.index - LEVEL_LENGTH; k--) {
    if (Math.abs(pivots[k]!.price - last.price) <= tolerance) {
      sum += pivots[k]!.price;
      count++;
      first = k;
    }
  }
  if (count < MIN_LEVEL_TOUCHES) return null;
  const price = sum / count;
  if (Math.abs(last.price - price) > tolerance) return null;
  const touches: Pivot[] = [];
  for (let k = first; k <= end; k++)
    if (Math.abs(pivots[k]!.price - price) <= tolerance) touches.push(pivots[k]!);
  if (touches.length < MIN_LEVEL_TOUCHES) return null;
  let strength = Math.floor((last.index - touches[0]!.index) / AGE_BARS);
  let pivotType: PivotType = LEVEL_PIVOTS;
  for (const touch of touches) {
    const type = pivotTypeAt(levels, touch.index, { kind: touch.kind, asOf: last.confirmedAt });
    strength += TOUCH_WEIGHTS[type];
    if (RANK[type] > RANK[pivotType]) pivotType = type;
  }
  return {
    line: new Boundary(last.index, price, 0, last.kind, tolerance, last.index + 1),
    price,
    touches,
    strength,
    pivotType,
    formedAt: last.confirmedAt,
  };
}
