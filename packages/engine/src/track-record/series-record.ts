import { FORWARD_HORIZONS } from '@tradescope/domain';
import type { ScanSeries } from '../scanner';
import { forEachEndedSignal, levelsOf } from '../scanner';
import type { SeriesKey } from '../series';
import { BatchContext, type IndicatorBuffers, type Position, type Strategy } from '../strategies';
import { forwardReturn, judgeTrade, type PriceColumns, sideOf, type TradeOutcome } from './judge';

/** Distances of a signal's levels from its entry price, as fractions of it: the target in its favour, the invalidation against. */
export interface Geometry {
  readonly target: number;
  readonly invalidation: number;
}

/** One ended match of a strategy, judged. */
export interface JudgedSignal {
  /** Global bar of the signal candle (the entry is its close). */
  readonly index: number;
  readonly outcome: TradeOutcome;
  readonly geometry: Geometry;
  /** Forward return after each of FORWARD_HORIZONS candles, or NaN where the series does not reach that far yet. */
  readonly forward: readonly number[];
}

export interface Counts {
  wins: number;
  losses: number;
  expired: number;
}

/** One strategy on one series: its ended matches' outcomes and returns, and its baseline with their median geometry. */
export interface StrategyTally extends Counts {
  readonly strategyId: number;
  readonly position: Position;
  /** Forward returns of the ended matches, one list per FORWARD_HORIZONS entry. */
  readonly forward: number[][];
  readonly baseline: Counts;
  readonly geometry: Geometry;
}

/**
 * A series' tallies packed in a few typed arrays: a series holds up to one per strategy of the catalog (hundreds), and
 * the backtest keeps every series' between upkeeps, where objects and arrays per tally cost ten times their numbers.
 */
export interface PackedTallies {
  /** Strategy id of each tally, in the order given. */
  readonly ids: Int32Array;
  /** Six per tally: wins, losses, expired, then the baseline's wins, losses, expired. */
  readonly counts: Int32Array;
  /** Per FORWARD_HORIZONS entry, every tally's forward returns one after the other. */
  readonly forward: Float64Array[];
  /** Per FORWARD_HORIZONS entry, where each tally's forward returns end in `forward` (they start where the previous end). */
  readonly ends: Int32Array[];
}

/** The track record of every strategy that had an ended match on one series. */
export interface SeriesRecord {
  readonly key: SeriesKey;
  /** Open times (unix seconds) of the first and last candle measured. */
  readonly from: number;
  readonly to: number;
  readonly tallies: PackedTallies;
  /** Every candle's forward return taken as a buy, ascending, per FORWARD_HORIZONS entry (a sell's are these negated). */
  readonly forward: Float64Array[];
}

/** Packs tallies (a strategy's geometry and position stay behind: the aggregation takes the catalog's position). */
export function packTallies(tallies: readonly StrategyTally[]): PackedTallies {
  const counts = new Int32Array(tallies.length * 6);
  tallies.forEach((tally, k) => {
    counts.set(
      [
        tally.wins,
        tally.losses,
        tally.expired,
        tally.baseline.wins,
        tally.baseline.losses,
        tally.baseline.expired,
      ],
      k * 6,
    );
  });
  return {
    ids: Int32Array.from(tallies, (tally) => tally.strategyId),
    counts,
    forward: FORWARD_HORIZONS.map((_, h) => Float64Array.from(tallies.flatMap((tally) => tally.forward[h]!))),
    ends: FORWARD_HORIZONS.map((_, h) => {
      let end = 0;
      return Int32Array.from(tallies, (tally) => (end += tally.forward[h]!.length));
    }),
  };
}

/** Tally `k`'s forward returns after horizon `h` (a view, not a copy). */
export const tallyForward = (tallies: PackedTallies, k: number, h: number): Float64Array =>
  tallies.forward[h]!.subarray(k === 0 ? 0 : tallies.ends[h]![k - 1]!, tallies.ends[h]![k]!);

const count = (counts: Counts, outcome: TradeOutcome): void => {
  if (outcome === 'win') counts.wins++;
  else if (outcome === 'loss') counts.losses++;
  else counts.expired++;
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Every match of `strategy` that has ended by the context's last bar (the scanner's past scan: each signal seen as
 * of its own candle, no look-ahead), judged by its levels (the signal's, or the scanner's derived ones).
 */
export function judgedSignals(context: BatchContext, strategy: Strategy): JudgedSignal[] {
  const side = sideOf(strategy.position);
  const last = context.length - 1;
  const judged: JudgedSignal[] = [];
  if (strategy.position === 'neutral') return judged;
  forEachEndedSignal(context, strategy, 0, (signal) => {
    const { target } = levelsOf(signal, strategy.position);
    const entry = signal.index;
    const price = context.close[entry]!;
    const geometry = {
      target: (side * (target - price)) / price,
      invalidation: (side * (price - signal.invalidation)) / price,
    };
    // An entry already at or past its target (or its invalidation) is no trade: it would count a win (or a loss) at
    // once, and its geometry would hand the baseline the same free outcome on every candle.
    if (!(geometry.target > 0 && geometry.invalidation > 0)) return;
    judged.push({
      index: entry,
      outcome: judgeTrade(context, entry, side, target, signal.invalidation, strategy.validity),
      geometry,
      forward: FORWARD_HORIZONS.map((horizon) =>
        entry + horizon <= last ? forwardReturn(context.close, entry, horizon, side) : Number.NaN,
      ),
    });
  });
  return judged;
}

/**
 * The baseline of one geometry: every candle whose window has ended (as a match's would: entry + validity + 1 ≤ the
 * last bar) taken as an entry on its close in `side`'s direction, with the target and invalidation at the geometry's
 * distances from that close.
 */
export function baselineCounts(
  columns: PriceColumns,
  length: number,
  side: 1 | -1,
  geometry: Geometry,
  validity: number,
): Counts {
  const counts: Counts = { wins: 0, losses: 0, expired: 0 };
  for (let entry = 0; entry + validity + 1 <= length - 1; entry++) {
    const price = columns.close[entry]!;
    const target = price * (1 + side * geometry.target);
    const invalidation = price * (1 - side * geometry.invalidation);
    count(counts, judgeTrade(columns, entry, side, target, invalidation, validity));
  }
  return counts;
}

/** Every candle's forward return as a buy after each horizon, ascending. */
function baselineForward(close: Float64Array): Float64Array[] {
  return FORWARD_HORIZONS.map((horizon) => {
    const values = new Float64Array(Math.max(0, close.length - horizon));
    for (let entry = 0; entry < values.length; entry++)
      values[entry] = forwardReturn(close, entry, horizon, 1);
    return values.sort();
  });
}

/**
 * The track record of a series: each strategy's ended matches judged (README "Definitions"), and its baseline with the
 * median geometry of those matches. Pure: indicators once over the whole series, as the batch scan computes them.
 */
export function recordSeries(
  series: ScanSeries,
  strategies: readonly Strategy[],
  buffers?: IndicatorBuffers,
): SeriesRecord {
  const columns = series.columns();
  const length = columns.time.length;
  const context = new BatchContext(columns, buffers);
  const tallies: StrategyTally[] = [];
  for (const strategy of length === 0 ? [] : strategies) {
    const judged = judgedSignals(context, strategy);
    if (judged.length === 0) continue;
    const tally: StrategyTally = {
      strategyId: strategy.id,
      position: strategy.position,
      wins: 0,
      losses: 0,
      expired: 0,
      forward: FORWARD_HORIZONS.map(() => []),
      geometry: {
        target: median(judged.map((signal) => signal.geometry.target)),
        invalidation: median(judged.map((signal) => signal.geometry.invalidation)),
      },
      baseline: { wins: 0, losses: 0, expired: 0 },
    };
    for (const signal of judged) {
      count(tally, signal.outcome);
      signal.forward.forEach((value, h) => {
        if (!Number.isNaN(value)) tally.forward[h]!.push(value);
      });
    }
    Object.assign(
      tally.baseline,
      baselineCounts(columns, length, sideOf(strategy.position), tally.geometry, strategy.validity),
    );
    tallies.push(tally);
  }
  return {
    key: series.key,
    from: columns.time[0] ?? 0,
    to: columns.time[length - 1] ?? 0,
    tallies: packTallies(tallies),
    forward: baselineForward(columns.close),
  };
}
