import type { PastMatch, ScanMatch, SeriesKey } from '@tradescope/engine';
import { describe, expect, it } from 'vitest';
import { scanMatchOf } from '../../test';
import { MatchIndex } from './match-index';
import { matchesOf } from './series-segment';

const key = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 240 } as SeriesKey;
const matchOf = (id: string, strategyId: number, matchDate: number): ScanMatch =>
  scanMatchOf({ id, ...key, strategyId, matchDate, type: 'buy' });
const pastRows = (index: MatchIndex) =>
  [...index.pastTable().segments].flatMap((segment) => matchesOf(segment) as PastMatch[]);

describe('the ended matches of the match index', () => {
  it('keeps a match that leaves the live set as past, ended when it left', () => {
    const clock = { now: 1_800_000_000_000 };
    const index = new MatchIndex(() => clock.now);
    const match = matchOf('a', 1001, 1_799_000_000);
    index.apply(key, { added: [match], removed: [], current: [match] });
    expect(pastRows(index)).toEqual([]);
    clock.now += 60_000;
    index.apply(key, { added: [], removed: [match], current: [] });
    expect(pastRows(index)).toEqual([{ ...match, endedAt: 1_800_000_060, state: 'expired' }]);
  });

  it('keeps each strategy’s newest ended match of a series, from history and from the live set alike', () => {
    const index = new MatchIndex(() => 1_800_000_000_000);
    index.applyPast(key, [
      { ...matchOf('old', 1001, 100), endedAt: 200 },
      { ...matchOf('other', 1002, 50), endedAt: 90 },
    ]);
    const newer = matchOf('new', 1001, 300);
    index.apply(key, { added: [], removed: [newer], current: [] });
    expect(
      pastRows(index)
        .map((row) => row.id)
        .sort(),
    ).toEqual(['new', 'other']);
    index.clearPast(key);
    expect(pastRows(index)).toEqual([]);
  });
});
