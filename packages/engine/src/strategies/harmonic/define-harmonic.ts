import { DEFAULT_PIVOT_SPANS, type Pivot, type PivotLevel } from '../../pivots';
import type { StrategyContext } from '../context';
import { alternatingSwings, LEVELS_COARSEST_FIRST } from '../swings';
import type { ChartData, Detection, Signal } from '../types';
import { type Frame, fitsTable, frameOf, przOf, ratioOf } from './harmonic-geometry';
import type { HarmonicPattern } from './harmonic-patterns';

export type HarmonicSide = 'bullish' | 'bearish';

/**
 * Most bars from the pattern's first point to D, per level: a pattern is a few swings of its level, and
 * the cap keeps what a detector reads (the first point's candle) inside the scanner's window.
 */
export const PATTERN_SPANS: Readonly<Record<PivotLevel, number>> = {
  SuperMinor: 60,
  Minor: 120,
  MidMajor: 180,
  Major: 180,
};

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
  for (const finer of LEVELS_COARSEST_FIRST.slice(LEVELS_COARSEST_FIRST.indexOf(level) + 1)) {
    const position = context.confirmedPivot(finer, d.index + DEFAULT_PIVOT_SPANS[finer] - context.offset);
    if (position < 0) continue;
    const pivots = context.pivots()[finer];
    if (!alternatingSwings(pivots, position, points.length, d.index - PATTERN_SPANS[finer], scratch))
      continue;
    if (scratch.every((p, k) => p.index === points[k]!.index)) return true;
  }
  return false;
}

/**
 * One pattern, one side: on the bar confirming a pivot D of the side's kind (a low for bullish), the
 * last 5 (ABCD: 4) alternating swings of that level are X, A, B, C, D; the pattern fires when every
 * ratio of its table fits. Levels are tried coarsest first and the match carries the level; a pattern
 * already listed from a finer level (the same points) is not listed again.
 */
export function defineHarmonic(pattern: HarmonicPattern, side: HarmonicSide): Detection {
  const count = pattern.hasX ? 5 : 4;
  const kind = side === 'bullish' ? 'low' : 'high';
  const sign = side === 'bullish' ? 1 : -1;
  const finest = DEFAULT_PIVOT_SPANS.SuperMinor;
  return {
    position: side === 'bullish' ? 'buy' : 'sell',
    // The first pivot is at least `finest` bars in, the others a bar apart, D confirmed `finest` later.
    lookback: finest + count - 1 + finest,
    history: HARMONIC_REACH,
    needs: [],
    prepare: (context) => {
      const points: Pivot[] = [];
      const scratch: Pivot[] = [];
      return (from, to, emit) => {
        for (let i = from; i <= to; i++) {
          for (const level of LEVELS_COARSEST_FIRST) {
            const position = context.confirmedPivot(level, i);
            if (position < 0) continue;
            const pivots = context.pivots()[level];
            const d = pivots[position]!;
            if (d.kind !== kind) continue;
            if (!alternatingSwings(pivots, position, count, d.index - PATTERN_SPANS[level], points)) continue;
            const frame = frameOf(points, sign);
            if (!fitsTable(frame, pattern) || firedFiner(context, level, points, scratch)) continue;
            emit(signalOf(context, i, level, points, frame, sign, pattern));
            break;
          }
        }
      };
    },
  };
}
