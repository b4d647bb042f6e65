import type { Pivot, PivotKind, PivotLevel } from '../../pivots';
import type { StrategyContext } from '../context';
import { Boundary, RETEST_BARS } from '../lines/boundary';
import { exceeds } from '../signal-rules';

/** Levels tried coarsest first: on one bar the coarser line speaks. */
export const TRENDLINE_LEVELS = ['Major', 'MidMajor', 'Minor', 'SuperMinor'] as const;

/**
 * Per level: the longest line (bars from the first touch to the last) and how long after its last
 * touch a line can still break. Both grow with the level's span (ta-reference §6 proposes a window
 * per line; these are our choice).
 */
export const TRENDLINE_WINDOWS: Readonly<
  Record<PivotLevel, { readonly length: number; readonly reach: number }>
> = {
  SuperMinor: { length: 60, reach: 30 },
  Minor: { length: 120, reach: 60 },
  MidMajor: { length: 200, reach: 100 },
  Major: { length: 300, reach: 150 },
};

/** A pivot within this many ATR(14) (at the last touch) of the line touches it. */
export const TOUCH_ATR = 0.25;
export const MIN_TOUCHES = 3;
/** A channel's parallel needs this many opposite pivots on it. */
export const MIN_CHANNEL_TOUCHES = 2;
/** Earlier pivots tried as a line's first touch (the nearest ones): bounds the search per pivot. */
export const MAX_FIRST_TOUCHES = 12;

/** The farthest back a trendline signal reads: a line's length, its reach and a retest. */
export const TRENDLINE_REACH =
  Math.max(
    ...TRENDLINE_LEVELS.map((level) => TRENDLINE_WINDOWS[level].length + TRENDLINE_WINDOWS[level].reach),
  ) + RETEST_BARS;

/** A line through at least MIN_TOUCHES pivots of one level and kind that no close crossed. */
export interface Trendline {
  readonly level: PivotLevel;
  /** Lows for a support line, highs for a resistance line. */
  readonly kind: PivotKind;
  /** The pivots on the line (within the tolerance), oldest first; the first and last define it. */
  readonly touches: readonly Pivot[];
  readonly line: Boundary;
  /** The bar confirming the last touch: the first bar on which the line is known. */
  readonly formedAt: number;
  /** The parallel through the opposite pivots, when at least MIN_CHANNEL_TOUCHES lie on it. */
  readonly channel: { readonly line: Boundary; readonly touches: readonly Pivot[] } | null;
}

const distanceFrom = (line: Boundary, pivot: Pivot): number =>
  Math.abs(pivot.price - line.valueAt(pivot.index));

/**
 * The best line whose last touch is `pivots[end]`: tried through each of the nearest earlier pivots of
 * its kind within the level's length, it needs MIN_TOUCHES pivots within TOUCH_ATR·ATR(14) and no close
 * beyond it from the first touch to the last. Most touches wins, then the longer line. Reads only
 * candles up to the last touch, so it is the same whenever it is asked.
 */
export function trendlineEndingAt(
  context: StrategyContext,
  atr: Float64Array,
  level: PivotLevel,
  pivots: readonly Pivot[],
  end: number,
): Trendline | null {
  const last = pivots[end]!;
  const tolerance = TOUCH_ATR * atr[last.index - context.offset]!;
  if (!(tolerance >= 0)) return null;
  const { length } = TRENDLINE_WINDOWS[level];
  // Candidates are counted with plain numbers; only the winner becomes a Boundary (a batch scan builds
  // these for every series, so allocations here are paid thousands of times).
  let best = -1;
  let bestTouches = 0;
  let tried = 0;
  for (let k = end - 1; k >= 0 && tried < MAX_FIRST_TOUCHES; k--) {
    const first = pivots[k]!;
    if (first.index < last.index - length) break;
    if (first.kind !== last.kind) continue;
    tried++;
    const slope = (last.price - first.price) / (last.index - first.index);
    let touches = 2;
    for (let m = k + 1; m < end; m++) {
      const p = pivots[m]!;
      if (
        p.kind === last.kind &&
        Math.abs(p.price - first.price - slope * (p.index - first.index)) <= tolerance
      ) {
        touches++;
      }
    }
    if (touches < MIN_TOUCHES || touches < bestTouches) continue;
    if (!holdsBetween(context, first, slope, last.index)) continue;
    best = k;
    bestTouches = touches;
  }
  if (best < 0) return null;
  const first = pivots[best]!;
  const slope = (last.price - first.price) / (last.index - first.index);
  // holdsBetween checked the closes up to the last touch.
  const line = new Boundary(first.index, first.price, slope, last.kind, tolerance, first.index, last.index);
  const touches = [first];
  for (let m = best + 1; m < end; m++) {
    const p = pivots[m]!;
    if (p.kind === last.kind && distanceFrom(line, p) <= tolerance) touches.push(p);
  }
  touches.push(last);
  return {
    level,
    kind: last.kind,
    touches,
    line,
    formedAt: last.confirmedAt,
    channel: channelOf(context, line, pivots, best, end),
  };
}

/** Whether no close from the first pivot's bar to `to` lies beyond the line through it with `slope`. */
function holdsBetween(context: StrategyContext, first: Pivot, slope: number, to: number): boolean {
  const { close, offset } = context;
  for (let x = first.index; x <= to; x++) {
    const y = first.price + slope * (x - first.index);
    const c = close[x - offset]!;
    if (first.kind === 'low' ? exceeds(y, c) : exceeds(c, y)) return false;
  }
  return true;
}

/**
 * The parallel through the opposite pivot farthest from the line between its first and last touch;
 * a channel when MIN_CHANNEL_TOUCHES opposite pivots lie within the tolerance of it and no close
 * crossed it there.
 */
function channelOf(
  context: StrategyContext,
  base: Boundary,
  pivots: readonly Pivot[],
  first: number,
  end: number,
): Trendline['channel'] {
  const opposite: PivotKind = base.holds === 'low' ? 'high' : 'low';
  let far: Pivot | undefined;
  for (let m = first + 1; m < end; m++) {
    const p = pivots[m]!;
    if (p.kind === opposite && (far === undefined || distanceFrom(base, p) > distanceFrom(base, far)))
      far = p;
  }
  if (far === undefined) return null;
  const from = pivots[first]!.index;
  const line = new Boundary(far.index, far.price, base.slope, opposite, base.tolerance, from);
  const touches: Pivot[] = [];
  for (let m = first + 1; m < end; m++) {
    const p = pivots[m]!;
    if (p.kind === opposite && distanceFrom(line, p) <= base.tolerance) touches.push(p);
  }
  if (touches.length < MIN_CHANNEL_TOUCHES || line.brokenAt(context, pivots[end]!.index) >= 0) return null;
  return { line, touches };
}
