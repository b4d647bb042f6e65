import type { ScanMatch, SeriesKey } from '@tradescope/engine';
import { describe, expect, it } from 'vitest';
import { createMatchCounts } from './match-counts';

const keyOf = (symbol: string, timeframe: number) =>
  ({ source: 'binance-spot', symbol, timeframe }) as SeriesKey;
const matches = (...sides: [ScanMatch['type'], ScanMatch['state']][]) =>
  sides.map(([type, state]) => ({ type, state }) as ScanMatch);

describe('match counts per asset', () => {
  it('adds every timeframe of an asset, and a series set again replaces its own share only', () => {
    const counts = createMatchCounts();
    counts.set(keyOf('BTCUSDT', 60), matches(['buy', 'active'], ['sell', 'forming']));
    counts.set(keyOf('BTCUSDT', 240), matches(['buy', 'triggered'], ['neutral', 'active']));
    counts.set(keyOf('ETHUSDT', 60), matches(['sell', 'active']));
    const first = counts.of('binance-spot:BTCUSDT');
    expect(first).toEqual({ buy: 2, sell: 1, neutral: 1 });
    // The 1h series again: its invalidated match no longer counts, the 4h share stays.
    counts.set(
      keyOf('BTCUSDT', 60),
      matches(['buy', 'invalidated'], ['sell', 'active'], ['sell', 'forming']),
    );
    expect(counts.of('binance-spot:BTCUSDT')).toEqual({ buy: 1, sell: 2, neutral: 1 });
    counts.set(keyOf('BTCUSDT', 240), []);
    expect(counts.of('binance-spot:BTCUSDT')).toEqual({ buy: 0, sell: 2, neutral: 0 });
    expect(counts.of('binance-spot:ETHUSDT')).toEqual({ buy: 0, sell: 1, neutral: 0 });
    expect(counts.of('binance-spot:XRPUSDT')).toEqual({ buy: 0, sell: 0, neutral: 0 });
    // An answer given earlier is not changed under its reader.
    expect(first).toEqual({ buy: 2, sell: 1, neutral: 1 });
  });
});
