import { DEFAULT_PIVOT_SPANS, type Pivot, type PivotLevel } from '../../pivots';
import type { StrategyContext } from '../context';
import { perContext } from '../lines/line-memo';
import { alternatingSwings, LEVELS_COARSEST_FIRST } from '../swings';
import type { ChartData, Detection, Signal } from '../types';
import { harmonicGate, PATTERN_SPANS } from './harmonic-gate';
import {
  type Frame,
  type FrameScratch,
  fitsTable,
  formingPrzOf,
  frameOf,
  isBeforeD,
  type Prz,
  projectD,
  przOf,
  rangeOf,
  ratioOf,
} from './harmonic-geometry';
import type { HarmonicPattern } from './harmonic-patterns';

export type HarmonicSide = 'bullish' | 'bearish';

/** The farthest back a pattern's first point can lie from the bar confirming D. */
export const HARMONIC_REACH = Math.max(
  ...LEVELS_COARSEST_FIRST.map((level) => PATTERN_SPANS[level] + DEFAULT_PIVOT_SPANS[level]),
);

/** The share of AD the first target retraces (Carney, Harmonic Trading vol. 1: T1 = 0.382 AD). */
export const HARMONIC_TARGET = 0.382;

const POINT_NAMES = ['X', 'A', 'B', 'C', 'D'] as const;

function signalOf(
  context: StrategyContext,
  i: number,
  level: PivotLevel,
  points: readonly Pivot[],
  frame: Frame,
  sign: 1 | -1,
  pattern: HarmonicPattern,
): Signal {
  const { time, offset } = context;
  const dateOf = (p: Pivot) => time[p.index - offset]!;
  const chartData: Record<string, { date: number; value: number }> = {};
  const names = POINT_NAMES.slice(5 - points.length);
  points.forEach((p, k) => {
    chartData[names[k]!] = { date: dateOf(p), value: p.price };
  });
  // Each ratio is dated at the point completing it, its numerator's second letter (B of AB/XA).
  for (const { ratio } of pattern.ratios) {
    const point = points[names.indexOf(ratio[1] as (typeof names)[number])]!;
    chartData[ratio] = { date: dateOf(point), value: ratioOf(frame, ratio) };
  }
  const prz = przOf(frame, pattern);
  const d = points[points.length - 1]!;
  // Back to prices: a bearish frame was negated, so its low end is the zone's top.
  const [from, to] = sign === 1 ? [prz.low, prz.high] : [-prz.high, -prz.low];
  chartData.przTop = { date: dateOf(d), value: to };
  chartData.przBottom = { date: dateOf(d), value: from };
  return {
    index: i + offset,
    price: context.close[i]!,
    zone: { from, to },
    // A close beyond the PRZ's far side (below it for a buy) means the zone did not hold.
    invalidation: sign === 1 ? from : to,
    // Carney's first target: a 0.382 retracement of AD, taken from D.
    target: d.price + HARMONIC_TARGET * (points[points.length - 4]!.price - d.price),
    // Price was in the PRZ at D, the bars before the one confirming the pivot: the lifecycle is judged from there.
    activeFrom: d.index,
    anchorIndex: d.index,
    anchorKind: d.kind,
    pivotType: level,
    chartData: chartData as ChartData,
  };
}

/**
 * A forming pattern on the candle confirming C: X, A, B, C fit the ratios before D and the projected PRZ is the zone
 * (harmonic-geometry `formingPrzOf`, which the caller checked first). `projectedD` stands where the frame's ratio places
 * D (the middle of its range), dated at the signal candle: the chart draws it dashed. It is voided by a close beyond the
 * farther of X and the PRZ's far side (X for a Gartley, the PRZ's far side for a Crab), not listed when a close since C
 * already went there (the caller's `voidedSinceC`); and, while forming, by price back beyond C (the scanner's
 * `formingInvalidation`).
 */
function formingSignalOf(
  context: StrategyContext,
  i: number,
  level: PivotLevel,
  points: readonly Pivot[],
  frame: Frame,
  prz: { readonly low: number; readonly high: number },
  sign: 1 | -1,
  pattern: HarmonicPattern,
): Signal {
  const { time, offset, close } = context;
  const c = points[points.length - 1]!;
  const limit = voidingLimit(frame, prz, pattern);
  const dateOf = (p: Pivot) => time[p.index - offset]!;
  const chartData: Record<string, { date: number; value: number }> = {};
  const names = POINT_NAMES.slice(4 - points.length, 4);
  points.forEach((p, k) => {
    chartData[names[k]!] = { date: dateOf(p), value: p.price };
  });
  for (const { ratio } of pattern.ratios) {
    if (!isBeforeD(ratio)) continue;
    const point = points[names.indexOf(ratio[1] as (typeof names)[number])]!;
    chartData[ratio] = { date: dateOf(point), value: ratioOf(frame, ratio) };
  }
  // A price is never below 0, however far the widest CD/BC projection reaches.
  const [from, to] = sign === 1 ? [Math.max(0, prz.low), prz.high] : [-prz.high, -prz.low];
  const range = rangeOf(pattern, pattern.frame);
  const middle = sign * projectD(frame, pattern.frame, (range.min + range.max) / 2);
  const projected = Math.min(to, Math.max(from, middle));
  const now = time[i]!;
  chartData.projectedD = { date: now, value: projected };
  chartData.przTop = { date: now, value: to };
  chartData.przBottom = { date: now, value: from };
  const a = points[points.length - 3]!.price;
  return {
    index: i + offset,
    price: close[i]!,
    zone: { from, to },
    invalidation: sign === 1 ? Math.max(0, limit) : -limit,
    // Price back beyond C before the PRZ (above it for a buy) breaks the leg to D: the pattern will not form.
    formingInvalidation: c.price,
    // Carney's first target, 0.382 AD, from the projected D.
    target: projected + HARMONIC_TARGET * (a - projected),
    // The bars since C can already have reached the PRZ (they cannot void it: checked above).
    activeFrom: c.index + 1,
    anchorIndex: c.index,
    anchorKind: c.kind,
    pivotType: level,
    chartData: chartData as ChartData,
  };
}

/** The price (in the frame's sign) a close beyond voids a forming pattern: the farther of X and the PRZ's far side. */
const voidingLimit = (frame: Frame, prz: { readonly low: number }, pattern: HarmonicPattern): number =>
  pattern.hasX ? Math.min(frame.x, prz.low) : prz.low;

/**
 * Whether a close since C (the last of `points`) up to local bar i went beyond the forming pattern's limit. Apart from
 * formingSignalOf: a function building closures allocates their scope on entry, also on the candles this voids.
 */
function voidedSinceC(
  context: StrategyContext,
  i: number,
  points: readonly Pivot[],
  frame: Frame,
  prz: { readonly low: number },
  sign: 1 | -1,
  pattern: HarmonicPattern,
): boolean {
  const limit = voidingLimit(frame, prz, pattern);
  const { close, offset } = context;
  for (let j = points[points.length - 1]!.index + 1 - offset; j <= i; j++)
    if (sign * close[j]! < limit) return true;
  return false;
}

/**
 * Whether the same points were already these swings at a finer level, whose D confirmed earlier: the
 * pattern fired there (same prices, same fit), so a coarser confirmation does not list it again.
 */
function firedFiner(
  context: StrategyContext,
  level: PivotLevel,
  points: readonly Pivot[],
  scratch: Pivot[],
): boolean {
  const d = points[points.length - 1]!;
  // Index loops, not slice / every: this runs on every pivot that fits a table.
  for (let f = LEVELS_COARSEST_FIRST.indexOf(level) + 1; f < LEVELS_COARSEST_FIRST.length; f++) {
    const finer = LEVELS_COARSEST_FIRST[f]!;
    const position = context.confirmedPivot(finer, d.index + DEFAULT_PIVOT_SPANS[finer] - context.offset);
    if (position < 0) continue;
    const pivots = context.pivots()[finer];
    if (!alternatingSwings(pivots, position, points.length, d.index - PATTERN_SPANS[finer], scratch))
      continue;
    if (samePoints(scratch, points)) return true;
  }
  return false;
}

function samePoints(a: readonly Pivot[], b: readonly Pivot[]): boolean {
  for (let k = 0; k < a.length; k++) if (a[k]!.index !== b[k]!.index) return false;
  return true;
}

/**
 * What the family's detectors build their points, frames and zones in: filled and read within one detector call, so
 * the strategies on one context share them (22 sets of their own were as many cold cache lines per pivot once 400
 * states are updated in turn). Per point count (3 to 5) its own arrays, each keeping its length: one array whose
 * length went from five to four and back reallocated its store on most pivots.
 */
interface HarmonicScratch {
  /** The swings found, by count. */
  readonly points: readonly Pivot[][];
  /** The same swings looked up on a finer level (`firedFiner`), by count. */
  readonly finer: readonly Pivot[][];
  readonly prz: Prz;
  readonly frame: FrameScratch;
}

const harmonicScratchOf = perContext(
  (_context: StrategyContext): HarmonicScratch => ({
    points: Array.from({ length: 6 }, (): Pivot[] => []),
    finer: Array.from({ length: 6 }, (): Pivot[] => []),
    prz: { low: 0, high: 0 },
    frame: { x: 0, a: 0, b: 0, c: 0, d: 0 },
  }),
);

/**
 * One pattern, one side: on the bar confirming a pivot D of the side's kind (a low for bullish), the
 * last 5 (ABCD: 4) alternating swings of that level are X, A, B, C, D; the pattern fires when every
 * ratio of its table fits. Levels are tried coarsest first and the match carries the level; a pattern
 * already listed from a finer level (the same points) is not listed again. On a bar confirming no such D,
 * a pivot C of the other kind whose X, A, B, C fit the ratios before D fires the forming pattern (D projected).
 */
export function defineHarmonic(pattern: HarmonicPattern, side: HarmonicSide): Detection {
  const count = pattern.hasX ? 5 : 4;
  const kind = side === 'bullish' ? 'low' : 'high';
  const cKind = side === 'bullish' ? 'high' : 'low';
  const sign = side === 'bullish' ? 1 : -1;
  const finest = DEFAULT_PIVOT_SPANS.SuperMinor;
  return {
    position: side === 'bullish' ? 'buy' : 'sell',
    // The first pivot is at least `finest` bars in, the others a bar apart, C (forming) confirmed `finest` later.
    lookback: finest + count - 2 + finest,
    history: HARMONIC_REACH,
    needs: [],
    // D (complete) and C (forming) are newly confirmed pivots whose swings fit the table: other bars are skipped, the
    // swings read once for the whole family.
    gate: harmonicGate(pattern, side),
    prepare: (context) => {
      const shared = harmonicScratchOf(context);
      const points = shared.points[count]!;
      const formingPoints = shared.points[count - 1]!;
      const scratch = shared.finer[count]!;
      const formingScratch = shared.finer[count - 1]!;
      const przScratch = shared.prz;
      const frameScratch = shared.frame;
      const complete = (i: number): Signal | null => {
        for (const level of LEVELS_COARSEST_FIRST) {
          const position = context.confirmedPivot(level, i);
          if (position < 0) continue;
          const pivots = context.pivots()[level];
          const d = pivots[position]!;
          if (d.kind !== kind) continue;
          if (!alternatingSwings(pivots, position, count, d.index - PATTERN_SPANS[level], points)) continue;
          const frame = frameOf(points, sign, false, frameScratch);
          if (!fitsTable(frame, pattern) || firedFiner(context, level, points, scratch)) continue;
          return signalOf(context, i, level, points, frame, sign, pattern);
        }
        return null;
      };
      const forming = (i: number): Signal | null => {
        for (const level of LEVELS_COARSEST_FIRST) {
          const position = context.confirmedPivot(level, i);
          if (position < 0) continue;
          const pivots = context.pivots()[level];
          const c = pivots[position]!;
          if (c.kind !== cKind) continue;
          // C's own reach: D is still to come, within the level's span of the first point.
          if (!alternatingSwings(pivots, position, count - 1, c.index - PATTERN_SPANS[level], formingPoints))
            continue;
          // The ratios first: they are cheap and rule most Cs out before the finer levels are looked up.
          const frame = frameOf(formingPoints, sign, true, frameScratch);
          const prz = formingPrzOf(frame, pattern, przScratch);
          // A bullish D projected wholly below 0 cannot come.
          if (prz === null || (sign === 1 && prz.high <= 0)) continue;
          if (firedFiner(context, level, formingPoints, formingScratch)) continue;
          if (voidedSinceC(context, i, formingPoints, frame, prz, sign, pattern)) continue;
          return formingSignalOf(context, i, level, formingPoints, frame, prz, sign, pattern);
        }
        return null;
      };
      return (from, to, emit) => {
        for (let i = from; i <= to; i++) {
          const signal = complete(i) ?? forming(i);
          if (signal !== null) emit(signal);
        }
      };
    },
  };
}
