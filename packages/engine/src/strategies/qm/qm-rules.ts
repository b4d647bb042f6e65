import { DEFAULT_PIVOT_SPANS, type Pivot, type PivotLevel } from '../../pivots';
import type { StrategyContext } from '../context';
import { exceeds } from '../signal-rules';
import { alternatingSwings, LEVELS_COARSEST_FIRST } from '../swings';
import type { Zone } from '../types';

export type QmSide = 'bullish' | 'bearish';

/** Most bars from the left shoulder to the lower low (bullish: higher high), per level. */
export const QM_SPANS: Readonly<Record<PivotLevel, number>> = {
  SuperMinor: 60,
  Minor: 120,
  MidMajor: 180,
  Major: 180,
};

/** How far back from the bar confirming the last point a QM reads: its left shoulder's candle. */
export const QM_REACH = Math.max(
  ...LEVELS_COARSEST_FIRST.map((level) => QM_SPANS[level] + DEFAULT_PIVOT_SPANS[level]),
);

/** The zone's depth below the left shoulder's high (above its low, bullish), in ATR(14) of the signal bar. */
export const QM_ZONE_ATR = 0.25;

/**
 * One Quasimodo: the left shoulder, the swing after it, the head beyond the shoulder and the swing beyond
 * the first one (bearish: high, low, higher high, lower low), all pivots of `level`.
 */
export interface Qm {
  readonly side: QmSide;
  readonly level: PivotLevel;
  readonly points: readonly [Pivot, Pivot, Pivot, Pivot];
  /** The first bar after the head that closed beyond the swing before it (the "under" of a bearish QM). */
  readonly breakBar: number;
  /** Whether a close also went beyond the shoulder on the way to the head (the "over"). */
  readonly overUnder: boolean;
  /** The bar confirming the last point: the pattern is known from its close. */
  readonly completedAt: number;
  /** The left shoulder's level: its extreme and QM_ZONE_ATR x ATR(14) of completedAt towards the break. */
  readonly zone: Zone;
}

/** +1 for a bearish QM (the head a higher high), -1 for a bullish one: one set of comparisons for both. */
export const signOf = (side: QmSide): 1 | -1 => (side === 'bearish' ? 1 : -1);

/** The kind of a side's last point: a bearish QM ends on a low. */
const lastKind = (side: QmSide) => (side === 'bearish' ? 'low' : 'high');

/** The first local bar in [from, to] whose close is beyond `price` on the side `s` looks (-1: none). */
function firstCloseBeyond(
  context: StrategyContext,
  price: number,
  s: 1 | -1,
  from: number,
  to: number,
): number {
  const close = context.close;
  for (let j = from; j <= to; j++) {
    if (s === 1 ? exceeds(price, close[j]!) : exceeds(close[j]!, price)) return j;
  }
  return -1;
}

/**
 * The QM of `side` that local bar i completes at `level` by confirming the pivot at `position` of that
 * level, or null. `atr` is ATR(14) of local bar i. `scratch` receives the points.
 */
export function qmAt(
  context: StrategyContext,
  side: QmSide,
  level: PivotLevel,
  position: number,
  i: number,
  atr: number,
  scratch: Pivot[],
): Qm | null {
  const pivots = context.pivots()[level];
  const last = pivots[position]!;
  if (last.kind !== lastKind(side) || !Number.isFinite(atr)) return null;
  if (!alternatingSwings(pivots, position, 4, last.index - QM_SPANS[level], scratch)) return null;
  const [shoulder, swing, head, under] = scratch as [Pivot, Pivot, Pivot, Pivot];
  const s = signOf(side);
  const offset = context.offset;
  // The head goes beyond the shoulder, the last point beyond the swing; the swing lies under the shoulder.
  if (!(s * head.price > s * shoulder.price && s * under.price < s * swing.price)) return null;
  if (!(s * swing.price < s * shoulder.price)) return null;
  // The break: a close beyond the swing after the head (a wick alone is no change of character).
  const breakLocal = firstCloseBeyond(context, swing.price, s, head.index + 1 - offset, i);
  if (breakLocal < 0) return null;
  // The over: a close beyond the shoulder on the way from the swing to the head.
  const overLocal = firstCloseBeyond(
    context,
    shoulder.price,
    -s as 1 | -1,
    swing.index + 1 - offset,
    head.index - offset,
  );
  const edge = shoulder.price - s * QM_ZONE_ATR * atr;
  return {
    side,
    level,
    points: [shoulder, swing, head, under],
    breakBar: breakLocal + offset,
    overUnder: overLocal >= 0,
    completedAt: i + offset,
    zone: { from: Math.min(edge, shoulder.price), to: Math.max(edge, shoulder.price) },
  };
}

/**
 * Whether the same four points were a QM at a finer level, whose last point confirmed earlier: it was
 * listed there, so a coarser confirmation does not list it again.
 */
export function completedFiner(
  context: StrategyContext,
  qm: Qm,
  atr: Float64Array,
  scratch: Pivot[],
): boolean {
  const under = qm.points[3];
  for (const finer of LEVELS_COARSEST_FIRST.slice(LEVELS_COARSEST_FIRST.indexOf(qm.level) + 1)) {
    const i = under.index + DEFAULT_PIVOT_SPANS[finer] - context.offset;
    const position = context.confirmedPivot(finer, i);
    if (position < 0) continue;
    const found = qmAt(context, qm.side, finer, position, i, atr[i]!, scratch);
    if (found?.points.every((p, k) => p.index === qm.points[k]!.index)) return true;
  }
  return false;
}
