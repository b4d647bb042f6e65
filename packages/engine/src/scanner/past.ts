import type { BatchContext, Signal, Strategy } from '../strategies';
import { type LiveSignal, liveSignal } from './liveness';
import type { ScanMatch } from './types';

/** Bars back the past scan looks (10 days of 4-hour candles): far enough that a quiet market still shows one. */
export const PAST_LOOKBACK = 60;

/** A match that is no longer listed: `endedAt` is the close time (unix seconds) of the candle that ended it. */
export type PastMatch = ScanMatch & { readonly endedAt: number };

export type PastSignal = { readonly live: LiveSignal; readonly endedBar: number };

/**
 * The bar on whose close a signal left the live set (the first candle past its validity: an invalidated one stays
 * listed until then), or -1 while it is still live.
 */
export const endedBar = (
  signal: { index: number },
  strategy: Pick<Strategy, 'validity'>,
  last: number,
): number => {
  const expiry = signal.index + strategy.validity + 1;
  return expiry <= last ? expiry : -1;
};

/**
 * Every signal of one strategy on bars [from, last] of the context that has ended by its last bar, oldest first, with
 * the bar that ended it (one per signal candle). The past scan reads the newest; the track record reads them all.
 */
export function forEachEndedSignal(
  context: BatchContext,
  strategy: Strategy,
  from: number,
  visit: (signal: Signal, ended: number) => void,
): void {
  const last = context.length - 1;
  let previous = -1;
  strategy.prepare(context)(Math.max(0, from), last, (signal) => {
    if (signal.index === previous) return;
    previous = signal.index;
    const ended = endedBar(signal, strategy, last);
    if (ended >= 0) visit(signal, ended);
  });
}

/** Each strategy's newest signal of the last PAST_LOOKBACK bars that has ended, and the bar that ended it. */
export function pastSignals(
  context: BatchContext,
  strategies: readonly Strategy[],
  tag: string,
  lookback = PAST_LOOKBACK,
): PastSignal[] {
  const last = context.length - 1;
  const past: PastSignal[] = [];
  for (const strategy of strategies) {
    let newest: { signal: Signal; ended: number } | undefined;
    forEachEndedSignal(context, strategy, last - lookback, (signal, ended) => {
      if (newest === undefined || signal.index >= newest.signal.index) newest = { signal, ended };
    });
    if (newest !== undefined)
      past.push({
        live: liveSignal(strategy, newest.signal, tag, context.time[newest.signal.index]!, context, 0, last),
        endedBar: newest.ended,
      });
  }
  return past;
}
