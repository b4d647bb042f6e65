import {
  FORWARD_HORIZONS,
  type Outcome,
  type StrategyRecord,
  type StrategyStats,
  strategyStatsSchema,
} from '@tradescope/domain';

type OutcomeFields = Partial<Outcome> & Pick<Outcome, 'sample'>;

/** Forward returns at every horizon, with a three-bucket distribution when `histogram` is asked for. */
const forwardOf = (sample: number, histogram: boolean): Outcome['forward'] =>
  FORWARD_HORIZONS.map((horizon) => ({
    horizon,
    sample,
    mean: 0.002 * horizon,
    median: 0.001 * horizon,
    positive: 0.55,
    ...(histogram
      ? {
          histogram: [
            { from: -0.02, to: 0, count: Math.floor(sample / 3) },
            { from: 0, to: 0.02, count: Math.floor(sample / 2) },
            { from: 0.02, to: 0.04, count: sample - Math.floor(sample / 3) - Math.floor(sample / 2) },
          ],
        }
      : {}),
  }));

/** An outcome of `sample` signals: 58 % wins unless told, and no rate below the sample floor (as the server sends). */
const outcomeFixture = (fields: OutcomeFields, histogram = false): Outcome => {
  const { sample } = fields;
  const wins = fields.wins ?? Math.round(sample * 0.58);
  const losses = fields.losses ?? Math.round((sample - wins) * 0.7);
  const enough = sample >= 30;
  return {
    wins,
    losses,
    expired: sample - wins - losses,
    winRate: enough ? wins / sample : null,
    interval: enough ? { low: wins / sample - 0.03, high: wins / sample + 0.03 } : null,
    forward: forwardOf(sample, histogram),
    ...fields,
  };
};

/** A market-wide record (every source and asset) of a crypto strategy on 4h, beside a 51 % baseline. */
export const strategyRecordFixture = (
  fields: Partial<StrategyRecord> & { sample?: number; histogram?: boolean } = {},
): StrategyRecord => {
  const { sample = 1240, histogram = false, ...rest } = fields;
  const record = outcomeFixture({ sample }, histogram);
  const baseline = outcomeFixture({ sample: 90_000, wins: 45_900 }, histogram);
  const edge =
    record.winRate === null || baseline.winRate === null
      ? null
      : {
          value: record.winRate - (baseline.winRate ?? 0),
          interval: {
            low: record.winRate - baseline.winRate - 0.03,
            high: record.winRate - baseline.winRate + 0.03,
          },
        };
  return {
    strategyId: 1,
    market: 'crypto',
    timeframe: 240,
    source: null,
    base: null,
    record,
    baseline,
    edge,
    ...rest,
  };
};

/** The answer of GET {market}/strategies/stats, checked against the contract's schema as the server's would be. */
export const strategyStatsFixture = (
  records: readonly StrategyRecord[],
  state: StrategyStats['state'] = 'ready',
): StrategyStats =>
  strategyStatsSchema.parse({
    state,
    computedAt: state === 'ready' ? 1_795_636_800_000 : null,
    from: 1_700_000_000,
    to: 1_795_636_800,
    records,
  });
