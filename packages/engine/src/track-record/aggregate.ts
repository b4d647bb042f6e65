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
import { type Counts, type SeriesRecord, tallyForward } from './series-record';
import { nthOfSorted } from './sorted-select';
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
function recordForward(
  values: Float64Array,
  horizon: ForwardReturn['horizon'],
  drawn: boolean,
): ForwardReturn {
  const sample = values.length;
  if (sample < MIN_TRACK_SAMPLE) return { horizon, sample, mean: null, median: null, positive: null };
  const sorted = values.sort();
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

/** The baseline's forward returns of a set of series pooled: their sum, signs and median (no copy of the values). */
function poolForward(series: readonly SeriesRecord[], h: number): PooledForward {
  let sample = 0;
  let sum = 0;
  let above = 0;
  let below = 0;
  for (const record of series)
    for (const value of record.forward[h]!) {
      sample++;
      sum += value;
      if (value > 0) above++;
      else if (value < 0) below++;
    }
  if (sample === 0) return { sample, sum, above, below, median: 0 };
  // Each series' values are sorted: the middle one or two of them all are selected, as sorting them together would.
  const sorted = series.map((record) => record.forward[h]!);
  const middle = sample >> 1;
  const median =
    sample % 2 === 1
      ? nthOfSorted(sorted, middle)
      : (nthOfSorted(sorted, middle - 1) + nthOfSorted(sorted, middle)) / 2;
  return { sample, sum, above, below, median };
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

/** One strategy's tally on one series of a group: the series and the tally's place in its packed tallies. */
interface Part {
  readonly series: SeriesRecord;
  readonly k: number;
}

/** The forward returns after horizon `h` of every part's matches, in one array (the caller sorts it). */
const joinedForward = (parts: readonly Part[], h: number): Float64Array => {
  let length = 0;
  for (const { series, k } of parts) length += tallyForward(series.tallies, k, h).length;
  const joined = new Float64Array(length);
  let at = 0;
  for (const { series, k } of parts) {
    const values = tallyForward(series.tallies, k, h);
    joined.set(values, at);
    at += values.length;
  }
  return joined;
};

/** The rows one group of series gives one strategy: its record, its baseline and the edge between them. */
function recordOf(
  parts: readonly Part[],
  position: Position,
  pooled: (series: readonly SeriesRecord[], h: number) => PooledForward,
  drawn: boolean,
): Pick<StrategyRecord, 'record' | 'baseline' | 'edge'> {
  const counts: Counts = { wins: 0, losses: 0, expired: 0 };
  const baselineCounts: Counts = { wins: 0, losses: 0, expired: 0 };
  for (const { series, k } of parts) {
    const tally = series.tallies.counts;
    counts.wins += tally[k * 6]!;
    counts.losses += tally[k * 6 + 1]!;
    counts.expired += tally[k * 6 + 2]!;
    baselineCounts.wins += tally[k * 6 + 3]!;
    baselineCounts.losses += tally[k * 6 + 4]!;
    baselineCounts.expired += tally[k * 6 + 5]!;
  }
  const series = parts.map((part) => part.series);
  const record = outcomeOf(
    counts,
    FORWARD_HORIZONS.map((horizon, h) => recordForward(joinedForward(parts, h), horizon, drawn)),
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

/** The rows of one group of series: a market and timeframe, per source or not, per asset of a source or not. */
export interface RecordGroup {
  readonly market: Market;
  readonly timeframe: Timeframe;
  readonly source: SourceName | null;
  readonly base: string | null;
  readonly rows: StrategyRecord[];
}

/** A group's identity: the rows an upkeep's group replaces are the rows of the group of this id. */
export const groupIdOf = ({ market, timeframe, source, base }: Omit<RecordGroup, 'rows'>): string =>
  `${market}|${timeframe}|${source ?? ''}|${base ?? ''}`;

/**
 * The track record per strategy × market × timeframe (source and base null), per source, and per asset where the
 * strategy's sample reaches MIN_TRACK_SAMPLE (a source's row only where the strategy has ended matches there), one
 * group of rows at a time. Each baseline covers the series its record's matches came from, with each series' own
 * geometry. Series `scopeOf` does not place are left out. Strategies without a single ended match in a market and
 * timeframe still get their row (sample 0), so a reader sees "no signal yet" rather than nothing. With `touched`,
 * only the groups holding a series it accepts are aggregated (an upkeep: the others' rows cannot have changed).
 */
export function* aggregateGroups(
  series: readonly SeriesRecord[],
  strategies: readonly { readonly id: number; readonly position: Position }[],
  scopeOf: (key: SeriesKey) => RecordScope | undefined,
  touched: (record: SeriesRecord) => boolean = () => true,
): Generator<RecordGroup> {
  type Group = Omit<RecordGroup, 'rows'> & { series: SeriesRecord[]; touched: boolean };
  const groups = new Map<string, Group>();
  const join = (scope: Omit<RecordGroup, 'rows'>, record: SeriesRecord, moved: boolean) => {
    const id = groupIdOf(scope);
    const group = groups.get(id) ?? { ...scope, series: [], touched: false };
    group.series.push(record);
    group.touched ||= moved;
    groups.set(id, group);
  };
  for (const record of series) {
    const scope = scopeOf(record.key);
    if (scope === undefined) continue;
    const timeframe = record.key.timeframe as Timeframe;
    const moved = touched(record);
    join({ market: scope.market, timeframe, source: null, base: null }, record, moved);
    join({ market: scope.market, timeframe, source: scope.source, base: null }, record, moved);
    join({ market: scope.market, timeframe, source: scope.source, base: scope.base }, record, moved);
  }
  const ids = new Map(series.map((record, k) => [record, k]));
  for (const group of groups.values()) {
    if (!group.touched) continue;
    // Pooled baselines repeat within a group (strategies that matched on the same series), seldom across groups.
    const memo = new Map<string, PooledForward>();
    const pooled = (members: readonly SeriesRecord[], h: number): PooledForward => {
      const id = `${h}:${members.map((member) => ids.get(member)).join(',')}`;
      const found = memo.get(id) ?? poolForward(members, h);
      memo.set(id, found);
      return found;
    };
    const tallies = new Map<number, Part[]>();
    for (const record of group.series)
      record.tallies.ids.forEach((strategyId, k) => {
        const list = tallies.get(strategyId) ?? [];
        list.push({ series: record, k });
        tallies.set(strategyId, list);
      });
    const { market, timeframe, source, base } = group;
    const rows: StrategyRecord[] = [];
    for (const strategy of strategies) {
      const parts = tallies.get(strategy.id) ?? [];
      // Only the all-sources rows carry histograms (the strategy page draws those), and a source's row with no
      // ended match at all says nothing its market row does not.
      const overall = source === null;
      if (!overall && parts.length === 0) continue;
      const stats = recordOf(parts, strategy.position, pooled, overall);
      if (base !== null && stats.record.sample < MIN_TRACK_SAMPLE) continue;
      rows.push({ strategyId: strategy.id, market, timeframe, source, base, ...stats });
    }
    yield { market, timeframe, source, base, rows };
  }
}

/** Every group's rows (aggregateGroups) in one list. */
export const aggregateRecords = (...args: Parameters<typeof aggregateGroups>): StrategyRecord[] =>
  [...aggregateGroups(...args)].flatMap((group) => group.rows);
