import type { ChartData, ChartPoint } from '@tradescope/engine';

/**
 * The names a chart's points go by, in their order (a strategy draws the same names on every match): interned once
 * per process, so a row keeps a small number instead of an object per point. Bounded: past the limit a chart is
 * kept as its own object, as before.
 */
const shapes: (readonly string[])[] = [];
const shapeByName = new Map<string, number>();
const SHAPE_LIMIT = 4096;
/** A row whose chart is kept as the object it came as (an odd shape, or the registry is full). */
export const OWN = 0xffff;

/**
 * Whether `chart` has exactly the names of `shape`, in order, each a point of numbers. A point is the engine's
 * { date, value } (ChartPoint): it is rebuilt as that.
 */
const fits = (chart: ChartData, shape: readonly string[]): boolean => {
  let k = 0;
  for (const name in chart) {
    if (shape[k] !== name) return false;
    const point = chart[name]!;
    if (typeof point.date !== 'number' || typeof point.value !== 'number') return false;
    k += 1;
  }
  return k === shape.length;
};

/** The shape of `chart`: `hint` when it fits (its strategy's last one), else found or interned; OWN when odd. */
export const shapeOf = (chart: ChartData, hint: number | undefined): number => {
  if (typeof chart !== 'object' || chart === null) return OWN;
  if (hint !== undefined && hint !== OWN && fits(chart, shapes[hint]!)) return hint;
  const names = Object.keys(chart);
  const name = names.join('\u0000');
  const known = shapeByName.get(name);
  if (known !== undefined) return fits(chart, shapes[known]!) ? known : OWN;
  if (shapes.length >= SHAPE_LIMIT || !fits(chart, names)) return OWN;
  shapes.push(names);
  shapeByName.set(name, shapes.length - 1);
  return shapes.length - 1;
};

/** How many numbers a chart of shape `s` takes in `points`. */
export const pointsOf = (s: number): number => (s === OWN ? 0 : 2 * shapes[s]!.length);

/** The charts of a segment's rows: per row its shape and where its points start in `points` (date, value pairs). */
export type ChartColumns = {
  readonly shape: Uint16Array;
  readonly start: Uint32Array;
  readonly points: Float64Array;
  /** Charts kept whole, by row (odd shapes only: none in the common case). */
  readonly own: ReadonlyMap<number, ChartData> | undefined;
};

/** Writes a chart that has a shape into `points` from `at`, in the shape's order (its own key order). */
export const writePoints = (chart: ChartData, points: Float64Array, at: number): void => {
  let k = at;
  for (const name in chart) {
    const point = chart[name]!;
    points[k++] = point.date;
    points[k++] = point.value;
  }
};

/** Row i's chart, built anew (only the rows an answer lists are ever built). */
export const chartAt = (columns: ChartColumns, i: number): ChartData => {
  const s = columns.shape[i]!;
  if (s === OWN) return columns.own!.get(i)!;
  const names = shapes[s]!;
  const chart: Record<string, ChartPoint> = {};
  let at = columns.start[i]!;
  for (const name of names) {
    chart[name] = { date: columns.points[at]!, value: columns.points[at + 1]! };
    at += 2;
  }
  return chart;
};
