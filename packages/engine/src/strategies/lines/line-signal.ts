import type { Pivot, PivotType } from '../../pivots';
import type { StrategyContext } from '../context';
import type { ChartData, ChartPoint, Position, Signal } from '../types';
import type { Boundary } from './boundary';
import { nextLevel } from './next-level';

/** Touches named in chartData (`t1` … `t8`): lines with more keep their first and last ones. */
export const MAX_TOUCH_POINTS = 8;
export const TOUCH_POINTS = Array.from({ length: MAX_TOUCH_POINTS }, (_, k) => `t${k + 1}`);

/** The touches as named points, oldest first; past MAX_TOUCH_POINTS the middle ones are left out. */
export function touchPoints(context: StrategyContext, touches: readonly Pivot[]): Record<string, ChartPoint> {
  const half = MAX_TOUCH_POINTS / 2;
  const shown =
    touches.length <= MAX_TOUCH_POINTS ? touches : [...touches.slice(0, half), ...touches.slice(-half)];
  const points: Record<string, ChartPoint> = {};
  shown.forEach((pivot, k) => {
    points[`t${k + 1}`] = { date: context.time[pivot.index - context.offset]!, value: pivot.price };
  });
  return points;
}

/** The point of a line at global bar x. */
export const pointOn = (context: StrategyContext, line: Boundary, x: number): ChartPoint => ({
  date: context.time[x - context.offset]!,
  value: line.valueAt(x),
});

/**
 * A signal on local bar i at a line: the zone is the line's value there ± its tolerance, and a close
 * beyond the zone's far edge (under it for a buy, over it for a sell) voids the match. Its target is the nearest of
 * `levels` beyond the zone in the trade's direction (next-level.ts), else the scanner's derived one.
 */
export function lineSignal(
  context: StrategyContext,
  i: number,
  line: Boundary,
  position: Position,
  anchor: Pivot,
  pivotType: PivotType,
  chartData: ChartData,
  levels: Iterable<number> = [],
): Signal {
  const y = line.valueAt(i + context.offset);
  const zone = { from: y - line.tolerance, to: y + line.tolerance };
  const target = nextLevel(levels, zone, position);
  return {
    index: i + context.offset,
    price: context.close[i]!,
    zone,
    invalidation: position === 'buy' ? zone.from : zone.to,
    ...(target === undefined ? {} : { target }),
    anchorIndex: anchor.index,
    anchorKind: anchor.kind,
    pivotType,
    chartData,
  };
}
