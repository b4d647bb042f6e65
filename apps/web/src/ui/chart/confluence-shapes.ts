import type { ChartMatch } from '../../lib/endpoints/chart-matches';
import type { LineFamilyShapes } from './line-shapes';

/**
 * An XMoon match names its contributing matches in chartData as `strategyId@timeframe` (engine xmoon/contributors.ts),
 * each at its signal candle's open and price. They are drawn as markers named after their strategy (and timeframe when
 * higher than the chart's), never joined into one line; the zone box is the contributors' intersection.
 */
const CONTRIBUTOR = /^(\d{1,6})@(\d{1,6})$/;

export interface ChartContributor {
  readonly strategyId: number;
  readonly timeframe: number;
  readonly date: number;
  readonly value: number;
}

export const contributorsOf = (match: Pick<ChartMatch, 'chartData'>): ChartContributor[] =>
  Object.entries(match.chartData).flatMap(([name, point]) => {
    const parts = CONTRIBUTOR.exec(name);
    return parts === null
      ? []
      : [{ strategyId: Number(parts[1]), timeframe: Number(parts[2]), date: point.date, value: point.value }];
  });

/**
 * Whether a chartData point is an XMoon contributor of a higher timeframe than the chart's: drawn where the loaded bars
 * reach it, but never the reason to load or frame days of history around a match of minutes.
 */
export const isHigherContributor = (name: string, timeframe: number): boolean => {
  const parts = CONTRIBUTOR.exec(name);
  return parts !== null && Number(parts[2]) > timeframe;
};

/** Marker labels longer than this are cut: contributors sit a few bars apart and their names would run together. */
const LABEL_MAX = 18;
export const shortLabel = (label: string): string =>
  label.length <= LABEL_MAX ? label : `${label.slice(0, LABEL_MAX - 1).trimEnd()}…`;

/** The strength a confluence shows: how many families and timeframes agree. */
export const strengthOf = (
  contributors: readonly ChartContributor[],
  groupOf: (strategyId: number) => string | undefined,
): { families: number; timeframes: number } => ({
  families: new Set(contributors.map((c) => groupOf(c.strategyId) ?? `#${c.strategyId}`)).size,
  timeframes: new Set(contributors.map((c) => c.timeframe)).size,
});

/**
 * The contributors' markers of an XMoon match, or undefined for a match of another family. A higher timeframe's match
 * is marked on the chart's bar it closed with (its signal was known then), and its label says the timeframe.
 */
export const confluenceShapesOf = (
  match: ChartMatch,
  barTimeOf: (time: number) => number | undefined,
  color: string,
  place: (time: number, value: number) => 'aboveBar' | 'belowBar',
  labelOf: (contributor: ChartContributor, higher: boolean) => string,
): LineFamilyShapes | undefined => {
  const contributors = contributorsOf(match);
  if (contributors.length === 0) return undefined;
  const markers = contributors.flatMap((c) => {
    const higher = c.timeframe > match.timeframe;
    const time = barTimeOf(higher ? c.date + (c.timeframe - match.timeframe) * 60 : c.date);
    if (time === undefined) return [];
    return [
      {
        id: `${match.id}:${c.strategyId}@${c.timeframe}`,
        time,
        position: place(time, c.value),
        shape: 'circle' as const,
        color,
        text: labelOf(c, higher),
      },
    ];
  });
  return { lines: [], markers };
};
