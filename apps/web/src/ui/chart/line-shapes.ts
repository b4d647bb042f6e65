import type { ChartMatch } from '../../lib/endpoints/chart-matches';
import type { ShapeLine, ShapeMarker } from './match-shapes';

/**
 * Trendline and support / resistance matches (engine strategies/trendline, strategies/support-resistance)
 * name their lines by two points each: the trendline `start`→`end` (its first touch to the signal candle), a
 * channel's `parallelStart`→`parallelEnd`, a level's `level`→`end`. Joining every point in time order, as other
 * patterns are drawn, would zig-zag between the lines, so these are drawn here: each segment as its own line,
 * the touches `t1`…`t8` as markers beside it.
 */
const SEGMENTS = [
  ['start', 'end'],
  ['parallelStart', 'parallelEnd'],
  ['level', 'end'],
] as const;

const TOUCH = /^t\d+$/;

export interface LineFamilyShapes {
  readonly lines: readonly ShapeLine[];
  readonly markers: readonly ShapeMarker[];
}

type Point = { readonly date: number; readonly value: number };

/** The segment as drawn on bars opening at `times`: cut where it starts before them, none if it ends before. */
const clip = (from: Point, to: Point, times: readonly number[]): ShapeLine['points'] | undefined => {
  const first = times[0];
  const last = times.at(-1);
  if (first === undefined || last === undefined || to.date < first || to.date <= from.date) return undefined;
  const valueAt = (time: number) =>
    from.value + ((to.value - from.value) * (time - from.date)) / (to.date - from.date);
  const start = Math.max(from.date, first);
  const end = Math.min(to.date, last);
  return end > start
    ? [
        { time: start, value: valueAt(start) },
        { time: end, value: valueAt(end) },
      ]
    : undefined;
};

/** The lines and touch markers of a line-family match, or undefined for a match of another family. */
export const lineShapesOf = (
  match: ChartMatch,
  times: readonly number[],
  color: string,
): LineFamilyShapes | undefined => {
  const data = match.chartData;
  const segments = SEGMENTS.filter(([from, to]) => data[from] !== undefined && data[to] !== undefined);
  if (segments.length === 0) return undefined;
  const lines: ShapeLine[] = [];
  for (const [from, to] of segments) {
    const points = clip(data[from]!, data[to]!, times);
    if (points !== undefined) lines.push({ id: `${match.id}:${from}`, color, points });
  }
  const first = times[0] ?? Number.POSITIVE_INFINITY;
  // A touch is a swing high or low sitting on the line: its circle is centred on the price, not set to a side.
  const markers: ShapeMarker[] = Object.entries(data)
    .filter(([name, point]) => TOUCH.test(name) && point.date >= first)
    .map(([name, point]) => ({
      id: `${match.id}:${name}`,
      time: point.date,
      position: 'atPriceMiddle',
      price: point.value,
      shape: 'circle',
      color,
      text: name,
    }));
  return { lines, markers };
};
