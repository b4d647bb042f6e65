import { FORWARD_HORIZONS, type ForwardReturn, type Outcome, type StrategyRecord } from '@tradescope/domain';
import type { RecordGroup } from './aggregate';

/**
 * One group's rows packed in two arrays of numbers (null as NaN, as JSON would write it): a server holds tens of
 * thousands of rows, about 2 KB each as objects and 0.5 KB packed, and packed rows cross to another thread by
 * transfer, not by copy. A row is unpacked into its StrategyRecord when a request selects it.
 */
export interface PackedGroup extends Omit<RecordGroup, 'rows'> {
  /** ROW_STRIDE numbers a row: the strategy id, the record's outcome, the baseline's, then the edge. */
  readonly rows: Float64Array;
  /** The forward returns' histograms one after the other, each its bucket count then (from, to, count) a bucket. */
  readonly histograms: Float64Array;
}

// An outcome: sample, wins, losses, expired, winRate, interval low and high, then per horizon: horizon, sample, mean,
// median, positive and where its histogram starts in `histograms` (-1: none).
const FORWARD_STRIDE = 6;
const OUTCOME_STRIDE = 7 + FORWARD_HORIZONS.length * FORWARD_STRIDE;
const RECORD = 1;
const BASELINE = RECORD + OUTCOME_STRIDE;
const EDGE = BASELINE + OUTCOME_STRIDE;
const ROW_STRIDE = EDGE + 3;

const orNaN = (value: number | null): number => value ?? Number.NaN;
const orNull = (value: number): number | null => (Number.isNaN(value) ? null : value);

/** Packs a group's rows one at a time (rows read from a store page by page never all exist as objects). */
export class GroupPacker {
  readonly #group: Omit<RecordGroup, 'rows'>;
  readonly #rows: number[] = [];
  readonly #histograms: number[] = [];

  constructor({ market, timeframe, source, base }: Omit<RecordGroup, 'rows'>) {
    this.#group = { market, timeframe, source, base };
  }

  #outcome(outcome: Outcome): void {
    const { interval } = outcome;
    this.#rows.push(
      outcome.sample,
      outcome.wins,
      outcome.losses,
      outcome.expired,
      orNaN(outcome.winRate),
      orNaN(interval?.low ?? null),
      orNaN(interval?.high ?? null),
    );
    for (const forward of outcome.forward) {
      this.#rows.push(
        forward.horizon,
        forward.sample,
        orNaN(forward.mean),
        orNaN(forward.median),
        orNaN(forward.positive),
        forward.histogram === undefined ? -1 : this.#histograms.length,
      );
      if (forward.histogram === undefined) continue;
      this.#histograms.push(forward.histogram.length);
      for (const bucket of forward.histogram) this.#histograms.push(bucket.from, bucket.to, bucket.count);
    }
  }

  add(row: StrategyRecord): void {
    this.#rows.push(row.strategyId);
    this.#outcome(row.record);
    this.#outcome(row.baseline);
    const { edge } = row;
    this.#rows.push(
      orNaN(edge?.value ?? null),
      orNaN(edge?.interval.low ?? null),
      orNaN(edge?.interval.high ?? null),
    );
  }

  pack(): PackedGroup {
    return {
      ...this.#group,
      rows: Float64Array.from(this.#rows),
      histograms: Float64Array.from(this.#histograms),
    };
  }
}

/** Packs one group's rows. */
export function packGroup(group: RecordGroup): PackedGroup {
  const packer = new GroupPacker(group);
  for (const row of group.rows) packer.add(row);
  return packer.pack();
}

/** How many rows a packed group holds. */
export const packedLength = (group: PackedGroup): number => group.rows.length / ROW_STRIDE;

/** The strategy of a packed group's row `i`. */
export const packedStrategyId = (group: PackedGroup, i: number): number => group.rows[i * ROW_STRIDE]!;

/** Row `i` of a packed group as it was packed; without `histograms` its forward returns come without them. */
export function unpackRow(group: PackedGroup, i: number, histograms = true): StrategyRecord {
  const { rows } = group;
  const outcomeAt = (at: number): Outcome => {
    const low = orNull(rows[at + 5]!);
    return {
      sample: rows[at]!,
      wins: rows[at + 1]!,
      losses: rows[at + 2]!,
      expired: rows[at + 3]!,
      winRate: orNull(rows[at + 4]!),
      interval: low === null ? null : { low, high: rows[at + 6]! },
      forward: FORWARD_HORIZONS.map((_, h) => {
        const f = at + 7 + h * FORWARD_STRIDE;
        const histogramAt = rows[f + 5]!;
        const forward: ForwardReturn = {
          horizon: rows[f] as ForwardReturn['horizon'],
          sample: rows[f + 1]!,
          mean: orNull(rows[f + 2]!),
          median: orNull(rows[f + 3]!),
          positive: orNull(rows[f + 4]!),
        };
        if (histograms && histogramAt >= 0) forward.histogram = histogramOf(group.histograms, histogramAt);
        return forward;
      }),
    };
  };
  const at = i * ROW_STRIDE;
  const edge = orNull(rows[at + EDGE]!);
  return {
    strategyId: rows[at]!,
    market: group.market,
    timeframe: group.timeframe,
    source: group.source,
    base: group.base,
    record: outcomeAt(at + RECORD),
    baseline: outcomeAt(at + BASELINE),
    edge:
      edge === null
        ? null
        : { value: edge, interval: { low: rows[at + EDGE + 1]!, high: rows[at + EDGE + 2]! } },
  };
}

const histogramOf = (values: Float64Array, at: number): NonNullable<ForwardReturn['histogram']> =>
  Array.from({ length: values[at]! }, (_, b) => ({
    from: values[at + 1 + b * 3]!,
    to: values[at + 2 + b * 3]!,
    count: values[at + 3 + b * 3]!,
  }));
