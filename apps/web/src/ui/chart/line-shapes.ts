import type { ChartMatch } from '../../lib/endpoints/chart-matches';

/**
 * Trendline and support / resistance matches (engine strategies/trendline, strategies/support-resistance)
 * name their lines by two points each: the trendline `start`→`end` (its first touch to the signal candle), a
 * channel's `parallelStart`→`parallelEnd`, a level's `level`→`end`. Joining every point in time order, as other
 * patterns are drawn, would zig-zag between the lines (and put a level's `strength`, a count, on the price
 * scale), so these are drawn here: each segment as its own line, the touches `t1`…`t8` as markers by their bars.
 */
const SEGMENTS = [
  ['start', 'end'],
  ['parallelStart', 'parallelEnd'],
  ['level', 'end'],
] as const;

const TOUCH = /^t\d+$/;

type Point = { readonly date: number; readonly value: number };
type Position = 'aboveBar' | 'belowBar';

/** The same shapes as match-shapes' ShapeLine and ShapeMarker (kept structural: match-shapes imports this). */
export interface LineFamilyShapes {
  readonly lines: readonly {
    readonly id: string;
    readonly color: string;
    readonly points: readonly { readonly time: number; readonly value: number }[];
  }[];
  readonly markers: readonly {
    readonly id: string;
    readonly time: number;
    readonly position: Position;
    readonly shape: 'circle';
    readonly color: string;
    readonly text: string;
  }[];
}

/** The segment as drawn on bars opening at `times`: cut where it starts before them, none if it ends before. */
const clip = (from: Point, to: Point, times: readonly number[]) => {
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

/**
 * The lines and touch markers of a line-family match, or undefined for a match of another family. `place` puts a
 * touch's label above or below its bar (a swing high above, a swing low below).
 */
export const lineShapesOf = (
  match: ChartMatch,
  times: readonly number[],
  color: string,
  place: (time: number, value: number) => Position,
): LineFamilyShapes | undefined => {
  const data = match.chartData;
  const segments = SEGMENTS.filter(([from, to]) => data[from] !== undefined && data[to] !== undefined);
  if (segments.length === 0) return undefined;
  const lines: LineFamilyShapes['lines'][number][] = [];
  for (const [from, to] of segments) {
    const points = clip(data[from]!, data[to]!, times);
    if (points !== undefined) lines.push({ id: `${match.id}:${from}`, color, points });
  }
  // A touch is a swing extreme: its date is the open of a bar of the match's timeframe, the chart's own.
  const loaded = new Set(times);
  const markers = Object.entries(data)
    .filter(([name, point]) => TOUCH.test(name) && loaded.has(point.date))
    .map(([name, point]) => ({
      id: `${match.id}:${name}`,
      time: point.date,
      position: place(point.date, point.value),
      shape: 'circle' as const,
      color,
      text: name,
    }));
  return { lines, markers };
};
