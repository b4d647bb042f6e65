import type { CandleColumns } from '../../series';

/** The outputs of one indicator by name, each as long as the context's arrays. */
export type IndicatorOutputs<N extends string> = Readonly<Record<N, Float64Array>>;

/** Feeds closed candles one at a time and writes the outputs, in `outputs` order, at `at`. */
export interface IndicatorStream {
  push(
    open: number,
    high: number,
    low: number,
    close: number,
    volume: number,
    out: readonly Float64Array[],
    at: number,
  ): void;
}

/**
 * One indicator with fixed parameters, in the two forms the indicators module promises are equal
 * value for value: batch over whole columns (backfills, batch scans) and streaming (incremental scans).
 * The key names indicator and parameters, so every strategy reading RSI(14) shares one array.
 */
export interface IndicatorSpec<N extends string = string> {
  readonly key: string;
  readonly outputs: readonly N[];
  /** Writes into `out` (one column per output, reused between scans) when given. */
  batch(columns: CandleColumns, out?: readonly Float64Array[]): readonly Float64Array[];
  stream(): IndicatorStream;
}

export function defineIndicator<const N extends string>(spec: IndicatorSpec<N>): IndicatorSpec<N> {
  return spec;
}
