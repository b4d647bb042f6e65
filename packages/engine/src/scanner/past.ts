import type { BatchContext, Strategy } from '../strategies';
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
    let newest: { signal: Parameters<typeof liveSignal>[1]; ended: number } | undefined;
    strategy.prepare(context)(Math.max(0, last - lookback), last, (signal) => {
      const ended = endedBar(signal, strategy, last);
      if (ended >= 0 && (newest === undefined || signal.index >= newest.signal.index))
        newest = { signal, ended };
    });
    if (newest !== undefined)
      past.push({
        live: liveSignal(strategy, newest.signal, tag, context.time[newest.signal.index]!, context, 0, last),
        endedBar: newest.ended,
      });
  }
  return past;
}
