import { MIN_TRACK_SAMPLE } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import { aggregateGroups, aggregateRecords, groupIdOf, type RecordScope } from './aggregate';
import { packTallies, type SeriesRecord, type StrategyTally } from './series-record';
import { wilsonInterval } from './wilson';

const tally = (
  strategyId: number,
  wins: number,
  losses: number,
  expired: number,
  baseline: [number, number, number],
): StrategyTally => ({
  strategyId,
  position: strategyId === 2 ? 'sell' : 'buy',
  wins,
  losses,
  expired,
  forward: [
    Array.from({ length: wins + losses + expired }, (_, k) => (k % 2 === 0 ? 0.01 : -0.005)),
    [],
    [],
    [],
  ],
  baseline: { wins: baseline[0], losses: baseline[1], expired: baseline[2] },
  geometry: { target: 0.02, invalidation: 0.01 },
});

const series = (symbol: string, tallies: StrategyTally[], forward: number[]): SeriesRecord => ({
  key: { source: 'binance-spot', symbol, timeframe: 240 },
  from: 0,
  to: 1,
  tallies: packTallies(tallies),
  forward: [Float64Array.from(forward).sort(), new Float64Array(0), new Float64Array(0), new Float64Array(0)],
});

const scopeOf = ({ symbol }: { symbol: string }): RecordScope | undefined =>
  symbol === 'LOST'
    ? undefined
    : { market: 'crypto', source: 'binance-spot', base: symbol.replace('USDT', '') };

const strategies = [
  { id: 1, position: 'buy' as const },
  { id: 2, position: 'sell' as const },
  { id: 3, position: 'buy' as const },
];
const ups = Array.from({ length: 40 }, (_, k) => (k < 30 ? 0.01 : -0.02));

describe('aggregating the track record', () => {
  const rows = aggregateRecords(
    [
      series('BTCUSDT', [tally(1, 20, 10, 10, [300, 300, 400]), tally(2, 3, 2, 1, [100, 100, 100])], ups),
      series('ETHUSDT', [tally(1, 5, 3, 2, [100, 200, 200])], ups),
      series('LOST', [tally(1, 100, 0, 0, [0, 0, 100])], ups),
    ],
    strategies,
    scopeOf,
  );
  const row = (strategyId: number, source: string | null, base: string | null) =>
    rows.find((r) => r.strategyId === strategyId && r.source === source && r.base === base);

  it('pools every source and asset of the market and timeframe, leaving out what has no scope', () => {
    const all = row(1, null, null)!;
    expect(all.record).toMatchObject({ sample: 50, wins: 25, losses: 13, expired: 12, winRate: 0.5 });
    expect(all.record.interval).toEqual(wilsonInterval(25, 50));
    expect(all.baseline).toMatchObject({ sample: 1500, wins: 400, winRate: 400 / 1500 });
    expect(all.edge!.value).toBeCloseTo(0.5 - 400 / 1500);
    expect(all.edge!.interval.low).toBeCloseTo(wilsonInterval(25, 50).low - 400 / 1500);
    expect(row(1, 'binance-spot', null)!.record.sample).toBe(50);
  });

  it('gives an asset its own row only where its sample reaches the threshold', () => {
    expect(row(1, 'binance-spot', 'BTC')!.record.sample).toBe(40);
    expect(row(1, 'binance-spot', 'ETH')).toBeUndefined();
    expect(row(2, 'binance-spot', 'BTC')).toBeUndefined();
  });

  it('shows the count and no rate below the threshold, and a strategy with no match as sample 0', () => {
    const small = row(2, null, null)!;
    expect(small.record).toMatchObject({ sample: 6, winRate: null, interval: null });
    expect(small.edge).toBeNull();
    expect(row(3, null, null)!.record.sample).toBe(0);
    expect(MIN_TRACK_SAMPLE).toBeGreaterThan(6);
  });

  it('takes the baseline forward returns of the same series, mirrored for a sell', () => {
    const buy = row(1, null, null)!.baseline.forward[0]!;
    expect(buy).toMatchObject({ sample: 80, positive: 60 / 80, median: 0.01 });
    expect(buy.mean).toBeCloseTo((60 * 0.01 - 20 * 0.02) / 80);
    // Strategy 2 matched on BTC only: 40 candles, a sell gains when price falls.
    const sell = row(2, null, null)!.baseline.forward[0]!;
    expect(sell).toMatchObject({ sample: 40, positive: 10 / 40, median: -0.01 });
  });

  it('gives the record forward returns a histogram whose counts add up to the sample', () => {
    const forward = row(1, null, null)!.record.forward[0]!;
    expect(forward.sample).toBe(50);
    expect(forward.histogram!.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(50);
    expect(forward.histogram![0]!.from).toBe(-0.005);
    expect(forward.histogram!.at(-1)!.to).toBe(0.01);
  });
});

describe('aggregating again after an upkeep', () => {
  const btc = series('BTCUSDT', [tally(1, 20, 10, 10, [300, 300, 400])], ups);
  const eth = series('ETHUSDT', [tally(1, 5, 3, 2, [100, 200, 200])], ups);
  const all = [...aggregateGroups([btc, eth], strategies, scopeOf)];

  it('gives only the groups holding a series measured again, with the rows a full pass gives them', () => {
    const again = [...aggregateGroups([btc, eth], strategies, scopeOf, (record) => record === eth)];
    // The market's and the source's groups hold ETH; BTC's own group does not.
    expect(again.map(groupIdOf)).toEqual([
      'crypto|240||',
      'crypto|240|binance-spot|',
      'crypto|240|binance-spot|ETH',
    ]);
    for (const group of again) expect(group).toEqual(all.find((one) => groupIdOf(one) === groupIdOf(group)));
    expect(all.map(groupIdOf)).toContain('crypto|240|binance-spot|BTC');
  });
});
