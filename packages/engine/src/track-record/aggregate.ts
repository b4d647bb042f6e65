import {
  FORWARD_HORIZONS,
  type ForwardReturn,
  type Market,
  MIN_TRACK_SAMPLE,
  type Outcome,
  type SourceName,
  type StrategyRecord,
} from '@tradescope/domain';
import type { SeriesKey } from '../series';
import type { Position } from '../strategies';
import type { Counts, SeriesRecord, StrategyTally } from './series-record';
import { wilsonInterval } from './wilson';

/** Where a series belongs: its market, its source and its asset (the base currency or ticker). */
export interface RecordScope {
  readonly market: Market;
  readonly source: SourceName;
  readonly base: string;
}

/** Buckets of a forward-return histogram. */
const HISTOGRAM_BUCKETS = 20;

type Timeframe = StrategyRecord['timeframe'];

/** Returns to a millionth (0.0001 %): finer says nothing, and the stored and served rows stay a third of the size. */
const micro = (value: number): number => Math.round(value * 1e6) / 1e6;

const sampleOf = (counts: Counts): number => counts.wins + counts.losses + counts.expired;

/** Wins over the sample with their Wilson interval; both null below MIN_TRACK_SAMPLE. */
function outcomeOf(counts: Counts, forward: ForwardReturn[]): Outcome {
  const sample = sampleOf(counts);
  const enough = sample >= MIN_TRACK_SAMPLE;
  return {
    sample,
    wins: counts.wins,
    losses: counts.losses,
    expired: counts.expired,
    winRate: enough ? counts.wins / sample : null,
    interval: enough ? wilsonInterval(counts.wins, sample) : null,
    forward,
  };
}

const middleOf = (sorted: ArrayLike<number>): number => {
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function histogramOf(sorted: Float64Array): NonNullable<ForwardReturn['histogram']> {
  const from = sorted[0]!;
  const to = sorted[sorted.length - 1]!;
  const width = (to - from) / HISTOGRAM_BUCKETS;
  if (width === 0) return [{ from: micro(from), to: micro(to), count: sorted.length }];
  const counts = new Array<number>(HISTOGRAM_BUCKETS).fill(0);
  for (const value of sorted) counts[Math.min(HISTOGRAM_BUCKETS - 1, Math.floor((value - from) / width))]!++;
  return counts.map((count, k) => ({
    from: from + k * width,
    to: k === HISTOGRAM_BUCKETS - 1 ? to : from + (k + 1) * width,
    count,
  }));
}

/** A strategy's forward returns: mean, median and share above zero (null below MIN_TRACK_SAMPLE), and their histogram. */
function recordForward(values: number[], horizon: ForwardReturn['horizon'], drawn: boolean): ForwardReturn {
  const sample = values.length;
  if (sample < MIN_TRACK_SAMPLE) return { horizon, sample, mean: null, median: null, positive: null };
  const sorted = Float64Array.from(values).sort();
  let sum = 0;
  let positive = 0;
  for (const value of sorted) {
    sum += value;
    if (value > 0) positive++;
  }
  return {
    horizon,
    sample,
    mean: micro(sum / sample),
    median: micro(middleOf(sorted)),
    positive: positive / sample,
    ...(drawn ? { histogram: histogramOf(sorted) } : {}),
  };
}

/** The baseline's forward returns of a set of series, as a buy; a sell's are derived by symmetry (`towards`). */
interface PooledForward {
  readonly sample: number;
  readonly sum: number;
  readonly above: number;
  readonly below: number;
  readonly median: number;
}

/**
 * Pools into one reused scratch array rather than a fresh one per group, strategy and horizon: the pooled values
 * are read only for their median.
 */
function poolForward(
  series: readonly SeriesRecord[],
  h: number,
  scratch: { values: Float64Array },
): PooledForward {
  let sample = 0;
  let sum = 0;
  let above = 0;
  let below = 0;
  for (const record of series) sample += record.forward[h]!.length;
  if (scratch.values.length < sample) scratch.values = new Float64Array(sample * 2);
  const pooled = scratch.values.subarray(0, sample);
  let at = 0;
  for (const record of series) {
    const values = record.forward[h]!;
    pooled.set(values, at);
    at += values.length;
    for (const value of values) {
      sum += value;
      if (value > 0) above++;
      else if (value < 0) below++;
    }
  }
  // One series' values are sorted already; several are merged by sorting the pool (once per set of series: memoised).
  if (series.length > 1) pooled.sort();
  return { sample, sum, above, below, median: sample === 0 ? 0 : middleOf(pooled) };
}

const towards = (
  pooled: PooledForward,
  position: Position,
  horizon: ForwardReturn['horizon'],
): ForwardReturn => {
  const { sample } = pooled;
  if (sample < MIN_TRACK_SAMPLE) return { horizon, sample, mean: null, median: null, positive: null };
  const side = position === 'sell' ? -1 : 1;
  return {
    horizon,
    sample,
    mean: micro((side * pooled.sum) / sample),
    median: micro(side * pooled.median),
    positive: (side === 1 ? pooled.above : pooled.below) / sample,
  };
};

/** The rows one group of series gives one strategy: its record, its baseline and the edge between them. */
function recordOf(
  parts: readonly { series: SeriesRecord; tally: StrategyTally }[],
  position: Position,
  pooled: (series: readonly SeriesRecord[], h: number) => PooledForward,
  drawn: boolean,
): Pick<StrategyRecord, 'record' | 'baseline' | 'edge'> {
  const counts: Counts = { wins: 0, losses: 0, expired: 0 };
  const baselineCounts: Counts = { wins: 0, losses: 0, expired: 0 };
  for (const { tally } of parts) {
    counts.wins += tally.wins;
    counts.losses += tally.losses;
    counts.expired += tally.expired;
    baselineCounts.wins += tally.baseline.wins;
    baselineCounts.losses += tally.baseline.losses;
    baselineCounts.expired += tally.baseline.expired;
  }
  const series = parts.map((part) => part.series);
  const record = outcomeOf(
    counts,
    FORWARD_HORIZONS.map((horizon, h) =>
      recordForward(
        parts.flatMap(({ tally }) => tally.forward[h]!),
        horizon,
        drawn,
      ),
    ),
  );
  const baseline = outcomeOf(
    baselineCounts,
    FORWARD_HORIZONS.map((horizon, h) => towards(pooled(series, h), position, horizon)),
  );
  const edge =
    record.winRate === null || record.interval === null || baseline.winRate === null
      ? null
      : {
          value: record.winRate - baseline.winRate,
          interval: {
            low: record.interval.low - baseline.winRate,
            high: record.interval.high - baseline.winRate,
          },
        };
  return { record, baseline, edge };
}

/**
 * The track record per strategy × market × timeframe (source and base null), per source, and per asset where the
 * strategy's sample reaches MIN_TRACK_SAMPLE (a source's row only where the strategy has ended matches there). Each baseline covers the series its record's matches came from, with
 * each series' own geometry. Series `scopeOf` does not place are left out. Strategies without a single ended match
 * in a market and timeframe still get their row (sample 0), so a reader sees "no signal yet" rather than nothing.
 */
export function aggregateRecords(
  series: readonly SeriesRecord[],
  strategies: readonly { readonly id: number; readonly position: Position }[],
  scopeOf: (key: SeriesKey) => RecordScope | undefined,
): StrategyRecord[] {
  type Group = {
    market: Market;
    timeframe: Timeframe;
    source: SourceName | null;
    base: string | null;
    series: SeriesRecord[];
  };
  const groups = new Map<string, Group>();
  const join = (scope: Omit<Group, 'series'>, record: SeriesRecord) => {
    const id = `${scope.market}|${scope.timeframe}|${scope.source}|${scope.base}`;
    const group = groups.get(id) ?? { ...scope, series: [] };
    group.series.push(record);
    groups.set(id, group);
  };
  for (const record of series) {
    const scope = scopeOf(record.key);
    if (scope === undefined) continue;
    const timeframe = record.key.timeframe as Timeframe;
    join({ market: scope.market, timeframe, source: null, base: null }, record);
    join({ market: scope.market, timeframe, source: scope.source, base: null }, record);
    join({ market: scope.market, timeframe, source: scope.source, base: scope.base }, record);
  }
  const memo = new Map<string, PooledForward>();
  const ids = new Map(series.map((record, k) => [record, k]));
  const scratch = { values: new Float64Array(0) };
  const pooled = (members: readonly SeriesRecord[], h: number): PooledForward => {
    const id = `${h}:${members.map((member) => ids.get(member)).join(',')}`;
    const found = memo.get(id) ?? poolForward(members, h, scratch);
    memo.set(id, found);
    return found;
  };
  const rows: StrategyRecord[] = [];
  for (const group of groups.values()) {
    const tallies = new Map<number, { series: SeriesRecord; tally: StrategyTally }[]>();
    for (const record of group.series)
      for (const tally of record.strategies) {
        const list = tallies.get(tally.strategyId) ?? [];
        list.push({ series: record, tally });
        tallies.set(tally.strategyId, list);
      }
    for (const strategy of strategies) {
      const parts = tallies.get(strategy.id) ?? [];
      // Only the all-sources rows carry histograms (the strategy page draws those), and a source's row with no
      // ended match at all says nothing its market row does not (fewer rows and objects to hold and clone).
      const overall = group.source === null;
      if (!overall && parts.length === 0) continue;
      const stats = recordOf(parts, strategy.position, pooled, overall);
      if (group.base !== null && stats.record.sample < MIN_TRACK_SAMPLE) continue;
      const { market, timeframe, source, base } = group;
      rows.push({ strategyId: strategy.id, market, timeframe, source, base, ...stats });
    }
  }
  return rows;
}
