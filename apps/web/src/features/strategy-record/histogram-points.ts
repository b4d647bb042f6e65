import type { ForwardHorizon, ForwardReturn, Outcome } from '@tradescope/domain';

/** One bucket of a return distribution as the chart draws it: its middle and the share of signals in it, in %. */
export interface HistogramPoint {
  readonly x: number;
  readonly share: number;
}

export const forwardAt = (outcome: Outcome, horizon: ForwardHorizon): ForwardReturn | undefined =>
  outcome.forward.find((forward) => forward.horizon === horizon);

/**
 * The buckets as shares of their own sample, so a strategy's few hundred signals and the baseline's many thousand
 * candles stand on one scale; empty when there is no distribution to draw.
 */
export const histogramPoints = (forward: ForwardReturn | undefined): HistogramPoint[] => {
  const buckets = [...(forward?.histogram ?? [])].sort((a, b) => a.from - b.from);
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  if (total === 0) return [];
  return buckets.map((bucket) => ({
    // Rounded so that two answers' equal bucket edges meet on one point of the axis.
    x: Math.round(((bucket.from + bucket.to) / 2) * 1e6) / 1e4,
    share: (bucket.count / total) * 100,
  }));
};
