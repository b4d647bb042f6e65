import { BatchContext, type IndicatorBuffers, STRATEGIES, type Strategy } from '../strategies';
import { type LiveSignal, liveSignal, toMatch, voidedBetween } from './liveness';
import { seriesTag } from './match-id';
import type { ScanMatch, ScanSeries } from './types';

export interface ScanOptions {
  /** Output columns kept between scans (one per worker), so a scan allocates no indicator arrays. */
  readonly buffers?: IndicatorBuffers;
}

/**
 * The live signals of the last `validity + 1` bars: each strategy looks only at bars whose signal
 * could still be listed, over indicators computed once for the whole series.
 */
export function liveSignals(
  context: BatchContext,
  strategies: readonly Strategy[],
  tag: string,
): LiveSignal[] {
  const last = context.length - 1;
  const live: LiveSignal[] = [];
  for (const strategy of strategies) {
    let previous = -1;
    strategy.prepare(context)(Math.max(0, last - strategy.validity), last, (signal) => {
      // One match per strategy and signal candle.
      if (signal.index === previous) return;
      previous = signal.index;
      if (voidedBetween(signal, strategy.position, context.close, 0, last)) return;
      live.push(liveSignal(strategy, signal, tag, context.time[signal.index]!));
    });
  }
  return live;
}

/**
 * The live matches of a series of closed candles: one per strategy and signal, still within its
 * validity and not voided by a close, with passedCandle and distance as of the last candle.
 */
export function scan(
  series: ScanSeries,
  strategies: readonly Strategy[] = STRATEGIES,
  options: ScanOptions = {},
): ScanMatch[] {
  const columns = series.columns();
  const length = columns.time.length;
  if (length === 0) return [];
  const context = new BatchContext(columns, options.buffers);
  const live = liveSignals(context, strategies, seriesTag(series.key));
  const last = length - 1;
  const close = columns.close[last]!;
  const levels = () => context.pivots();
  return live.map((signal) => toMatch(signal, series.key, last, close, levels));
}
