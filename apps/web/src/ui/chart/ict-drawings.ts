import type { ChartMatch } from '../../lib/endpoints/chart-matches';

type Point = { readonly time: number; readonly value: number };

/** A fair value gap or an order block: a box from its candle to the candle the match fired on, labelled. */
export interface IctBox {
  readonly id: string;
  readonly color: string;
  readonly from: number;
  readonly to: number;
  readonly top: number;
  readonly bottom: number;
  readonly text: string;
}

/** A structure level (broken swing to its break), a pool of equal highs / lows to its sweep, an OTE level. */
export interface IctSegment {
  readonly id: string;
  readonly color: string;
  readonly from: Point;
  readonly to: Point;
  readonly text: string;
  /** Levels the strategy measures (OTE) are dashed; what price did (a break, a sweep) is solid. */
  readonly dashed: boolean;
}

export interface IctDrawings {
  readonly boxes: readonly IctBox[];
  readonly segments: readonly IctSegment[];
}

export const NO_ICT_DRAWINGS: IctDrawings = { boxes: [], segments: [] };

/** An ICT match (engine strategies/ict) names the swing its structure break crossed `broken`. */
export const isIctMatch = (match: ChartMatch): boolean => match.chartData.broken !== undefined;

/** The OTE band's edges and middle: three labels a few pixels apart would overwrite each other, so one names the band. */
const OTE_LEVELS = [
  ['ote62', ''],
  ['ote705', 'OTE'],
  ['ote79', ''],
] as const;

/**
 * What the chart draws of an ICT match, on its bars (`barTime` snaps a moment to its bar, undefined before the
 * loaded bars): the gap (`c1`, `c3`) or block (`obHigh`, `obLow`) as a box to the signal candle, the broken swing
 * to the break as a level labelled BOS or CHoCH, equal lows / highs (`liq1`, `liq2`) as a line at the pool to the
 * sweep, and an OTE's 0.62 / 0.705 / 0.79 levels across the leg to the signal. Undefined for other families.
 */
export const ictDrawingsOf = (
  match: ChartMatch,
  barTime: (time: number) => number | undefined,
  color: string,
): IctDrawings | undefined => {
  if (!isIctMatch(match)) return undefined;
  const data = match.chartData;
  const point = (name: string): Point | undefined => {
    const raw = data[name];
    const time = raw === undefined ? undefined : barTime(raw.date);
    return raw === undefined || time === undefined ? undefined : { time, value: raw.value };
  };
  const fired = barTime(match.matchTimestamp);
  const boxes: IctBox[] = [];
  const segments: IctSegment[] = [];
  const box = (a: Point | undefined, b: Point | undefined, text: string) => {
    if (a === undefined || b === undefined || fired === undefined) return;
    boxes.push({
      id: `${match.id}:${text}`,
      color,
      from: a.time,
      to: fired,
      top: Math.max(a.value, b.value),
      bottom: Math.min(a.value, b.value),
      text,
    });
  };
  box(point('c1'), point('c3'), 'FVG');
  box(point('obHigh'), point('obLow'), data.failed === undefined ? 'OB' : 'Breaker');
  const broken = point('broken');
  const kind = data.bos !== undefined ? 'bos' : 'choch';
  const breaking = point(kind);
  if (broken !== undefined && breaking !== undefined) {
    segments.push({
      id: `${match.id}:${kind}`,
      color,
      from: broken,
      to: breaking,
      text: kind === 'bos' ? 'BOS' : 'CHoCH',
      dashed: false,
    });
  }
  const [liq1, liq2, sweep] = [point('liq1'), point('liq2'), point('sweep')];
  if (liq1 !== undefined && liq2 !== undefined && sweep !== undefined) {
    // The pool is the outer of the equal swings: the lower low a buy's sweep ran, the higher high a sell's.
    const buy = match.type.endsWith('buy');
    const pool = buy ? Math.min(liq1.value, liq2.value) : Math.max(liq1.value, liq2.value);
    segments.push({
      id: `${match.id}:liquidity`,
      color,
      from: { time: liq1.time, value: pool },
      to: { time: sweep.time, value: pool },
      text: buy ? 'EQL' : 'EQH',
      dashed: false,
    });
  }
  // The leg runs from `start` to `end`; its levels are drawn across it, wide enough to read at any zoom.
  const legStart = point('end') === undefined ? undefined : (point('start') ?? point('end'));
  if (legStart !== undefined && fired !== undefined) {
    for (const [name, text] of OTE_LEVELS) {
      const level = point(name);
      if (level === undefined) continue;
      segments.push({
        id: `${match.id}:${name}`,
        color,
        from: { time: legStart.time, value: level.value },
        to: { time: fired, value: level.value },
        text,
        dashed: true,
      });
    }
  }
  return { boxes, segments };
};

/** The same drawings with their labels written by `format` (Persian digits on a Persian chart). */
export const withIctLabels = (drawings: IctDrawings, format: (text: string) => string): IctDrawings => ({
  boxes: drawings.boxes,
  segments: drawings.segments.map((segment) => ({ ...segment, text: format(segment.text) })),
});
