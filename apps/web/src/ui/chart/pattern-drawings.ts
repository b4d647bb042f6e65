import type { ChartMatch } from '../../lib/endpoints/chart-matches';

type Point = { readonly time: number; readonly value: number };

/** A harmonic's X-A-B or B-C-D leg pair, filled: the two triangles traders draw a pattern with. */
export interface PatternTriangle {
  readonly id: string;
  readonly color: string;
  readonly points: readonly [Point, Point, Point];
  /** A forming pattern's B-C-D: D is projected, so its outline is dashed. */
  readonly dashed?: boolean;
}

/** A ratio measured between two points of a pattern (XB for AB/XA), drawn dashed with the ratio at its middle. */
export interface PatternRatio {
  readonly id: string;
  readonly color: string;
  readonly from: Point;
  readonly to: Point;
  readonly text: string;
}

/** A Fibonacci level of a leg, drawn from the leg's end to the right edge with its ratio. */
export interface PatternLevel {
  readonly id: string;
  readonly color: string;
  readonly from: number;
  readonly price: number;
  readonly text: string;
}

export interface PatternDrawings {
  readonly triangles: readonly PatternTriangle[];
  readonly ratios: readonly PatternRatio[];
  readonly levels: readonly PatternLevel[];
}

/**
 * chartData names that are not price points: a harmonic's ratios (`AB/XA`), a leg's levels (`r0.618`, `e1.272`), the
 * PRZ's edges and a forming harmonic's projected D, and the edges of a zone drawn from where its pattern places it (`zoneTop`, `zoneBottom`: a QM's left
 * shoulder, an RTM base; match-shapes starts the zone box there).
 */
const isRatio = (name: string) => name.includes('/');
const isLevel = (name: string) => /^[re]\d/.test(name);
export const isPatternAnnotation = (name: string): boolean =>
  isRatio(name) ||
  isLevel(name) ||
  name === 'projectedD' ||
  name === 'przTop' ||
  name === 'przBottom' ||
  name === 'zoneTop' ||
  name === 'zoneBottom';

/**
 * The family drawings of a set of matches (the engine's harmonic and Fibonacci chartData, README of each family):
 * a harmonic's two triangles and its ratios on dashed lines between the points they compare, a Fibonacci leg's
 * levels. `barTime` snaps a moment to its bar; points older than the loaded bars are left out.
 */
export const patternDrawings = (
  matches: readonly ChartMatch[],
  barTime: (time: number) => number | undefined,
  colourOf: (match: ChartMatch) => string,
): PatternDrawings => {
  const triangles: PatternTriangle[] = [];
  const ratios: PatternRatio[] = [];
  const levels: PatternLevel[] = [];
  for (const match of matches) {
    const color = colourOf(match);
    const point = (name: string): Point | undefined => {
      const raw = match.chartData[name];
      const time = raw === undefined ? undefined : barTime(raw.date);
      return raw === undefined || time === undefined ? undefined : { time, value: raw.value };
    };
    const [x, a, b, c, d] = ['X', 'A', 'B', 'C', 'D'].map(point);
    if (x && a && b) triangles.push({ id: `${match.id}:XAB`, color, points: [x, a, b] });
    if (b && c && d) triangles.push({ id: `${match.id}:BCD`, color, points: [b, c, d] });
    // A forming pattern (engine: C confirmed, D projected into the PRZ): its second triangle and C-D leg dashed.
    const projected = point('projectedD');
    if (b && c && !d && projected) {
      triangles.push({ id: `${match.id}:BCD`, color, points: [b, c, projected], dashed: true });
      ratios.push({ id: `${match.id}:projectedD`, color, from: c, to: projected, text: 'D' });
    }
    for (const [name, value] of Object.entries(match.chartData)) {
      if (isRatio(name)) {
        // AB/XA compares B's retracement with XA: the dashed line runs from X (the denominator's start) to B.
        const from = point(name[3]!);
        const to = point(name[1]!);
        if (from && to)
          ratios.push({ id: `${match.id}:${name}`, color, from, to, text: value.value.toFixed(3) });
      } else if (isLevel(name)) {
        const end = barTime(value.date);
        if (end !== undefined) {
          levels.push({
            id: `${match.id}:${name}`,
            color,
            from: end,
            price: value.value,
            text: name.slice(1),
          });
        }
      }
    }
  }
  return { triangles, ratios, levels };
};

/** The same drawings with their labels written by `format` (Persian digits on a Persian chart). */
export const withLabels = (drawings: PatternDrawings, format: (text: string) => string): PatternDrawings => ({
  triangles: drawings.triangles,
  ratios: drawings.ratios.map((ratio) => ({ ...ratio, text: format(ratio.text) })),
  levels: drawings.levels.map((level) => ({ ...level, text: format(level.text) })),
});
