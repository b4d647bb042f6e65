import type { ScanMatch } from '@tradescope/engine';
import { describe, expect, it } from 'vitest';
import { fromUpdates, toUpdates } from './scan-job';

const match = (id: string, passedCandle: number, state: ScanMatch['state'] = 'active') =>
  ({
    id,
    source: 'binance-spot',
    symbol: 'BTCUSDT',
    timeframe: 60,
    strategyId: 4001,
    type: 'buy',
    matchDate: 1_790_000_000,
    price: 43_000,
    passedCandle,
    distance: 1.5,
    zone: { from: 42_000, to: 42_500 },
    pivotType: 'Minor',
    chartData: { X: { date: 1_789_990_000, value: 41_000 } },
    state,
    invalidation: 41_000,
    trigger: 42_500,
    target: 45_000,
    validity: 20,
    currentPrice: 43_000,
  }) as ScanMatch;

describe('scan results as updates of the matches held', () => {
  it('sends a held match as its changing fields only, a new one whole, in scan order', () => {
    const entries = toUpdates([match('a', 3, 'triggered'), match('b', 0)], ['a', 'gone']);
    expect(entries[0]).toEqual({
      id: 'a',
      passedCandle: 3,
      distance: 1.5,
      pivotType: 'Minor',
      state: 'triggered',
      currentPrice: 43_000,
    });
    expect(entries[1]).toEqual(match('b', 0));
    expect(JSON.stringify(entries[0]).length).toBeLessThan(JSON.stringify(match('a', 3)).length / 2);
  });

  it('joins each update to the held match: the same matches as a whole answer', () => {
    const held = [match('a', 2), match('x', 1)];
    // Every field an update carries moved since the match was held.
    const moved = {
      ...match('a', 3, 'triggered'),
      distance: 0,
      pivotType: 'Major',
      currentPrice: 42_100,
    } as ScanMatch;
    const scanned = [moved, match('b', 0)];
    expect(fromUpdates(toUpdates(scanned, ['a', 'x']), held)).toEqual(scanned);
    // Nothing held: the answer is whole and used as it is.
    const whole = toUpdates(scanned, undefined);
    expect(fromUpdates(whole, [])).toEqual(scanned);
  });

  it('refuses an update of a match that is not held', () => {
    expect(() => fromUpdates(toUpdates([match('a', 3)], ['a']), [])).toThrow(/not held/);
  });
});
