import { LIMITS } from '@tradescope/domain';

/** The radar gauge's five zones, from the sell end (left) to the buy end (right) (spec §9: 5 segments). */
export const GAUGE_SEGMENTS = ['strong-sell', 'sell', 'neutral', 'buy', 'strong-buy'] as const;
export type GaugeSegment = (typeof GAUGE_SEGMENTS)[number];

export interface GaugeCounts {
  readonly buy: number;
  readonly sell: number;
  /** Every match counted, neutral ones too. */
  readonly total: number;
}

export interface GaugeReading {
  /** −100 (all sell) … 0 (balanced or nothing) … 100 (all buy). */
  readonly value: number;
  /** Where the status marker sits along the arc, 0 % at the sell end to 100 % at the buy end. */
  readonly markerPercent: number;
  /** The needle's turn from upright: −90° points at the sell end, 90° at the buy end. */
  readonly needleDegrees: number;
  readonly segment: GaugeSegment;
}

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/**
 * Spec §9 "each side fraction = count / total positions scaled to ±90; status marker value/2+50 %", read as:
 * the buy side pulls the needle right by buy/total × 90° and the sell side left by sell/total × 90°, so the needle
 * turns (buy − sell)/total × 90° from upright. The same balance as a value in [−100, 100] places the status marker
 * at value/2 + 50 % of the arc (all buy 100 %, all sell 0 %, even 50 %). With no matches the gauge rests at 50 %.
 */
export const readGauge = ({ buy, sell, total }: GaugeCounts): GaugeReading => {
  const positions = Math.max(total, buy + sell);
  const value = positions > 0 ? clamp(((buy - sell) / positions) * 100, -100, 100) : 0;
  return {
    value,
    markerPercent: value / 2 + 50,
    needleDegrees: (value / 100) * 90,
    segment: segmentOf(value),
  };
};

/** Each zone spans a fifth of the arc; a value on a border belongs to the zone nearer the middle. */
export const segmentOf = (value: number): GaugeSegment => {
  const percent = clamp(value, -100, 100) / 2 + 50;
  const width = 100 / LIMITS.gaugeSegments;
  if (percent < width) return 'strong-sell';
  if (percent < 2 * width) return 'sell';
  if (percent <= 3 * width) return 'neutral';
  if (percent <= 4 * width) return 'buy';
  return 'strong-buy';
};

/** The share of all counted matches on one side, as a whole percent for the legend. */
export const shareOf = (count: number, total: number): number =>
  total > 0 ? Math.round((count / total) * 100) : 0;
