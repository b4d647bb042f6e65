import { describe, expect, it } from 'vitest';
import { matchId, seriesTag } from './match-id';

const btc = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 240 };

describe('match ids', () => {
  it('are the same for the same series, strategy and signal candle, whatever the run', () => {
    expect(matchId(seriesTag(btc), 1001, 1_665_460_800)).toBe(
      matchId(seriesTag({ ...btc }), 1001, 1_665_460_800),
    );
    expect(matchId(seriesTag(btc), 1001, 1_665_460_800)).toMatch(/^1001\.1665460800\.[0-9a-z]+$/);
  });

  it('differ when the source, symbol, timeframe, strategy or candle differ', () => {
    const ids = [
      matchId(seriesTag(btc), 1001, 1_665_460_800),
      matchId(seriesTag({ ...btc, source: 'kucoin' }), 1001, 1_665_460_800),
      matchId(seriesTag({ ...btc, symbol: 'ETHUSDT' }), 1001, 1_665_460_800),
      matchId(seriesTag({ ...btc, timeframe: 60 }), 1001, 1_665_460_800),
      matchId(seriesTag(btc), 1002, 1_665_460_800),
      matchId(seriesTag(btc), 1001, 1_665_475_200),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('fit the 64 characters the domain allows, even for long symbols', () => {
    const tag = seriesTag({ source: 'lite-finance', symbol: 'X'.repeat(32), timeframe: 43_800 });
    expect(matchId(tag, 12_999, 4_102_444_800).length).toBeLessThanOrEqual(30);
  });
});
