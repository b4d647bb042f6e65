import type { ScanMatch, SeriesKey } from '@tradescope/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanMatchOf } from '../../test';
import { LiveStore } from './live-store';
import { MatchIndex } from './match-index';
import { matchesOf } from './series-segment';

const keys = ['BTCUSDT', 'ETHUSDT'].map(
  (symbol) => ({ source: 'binance-spot', symbol, timeframe: 60 }) as SeriesKey,
);
const ids = (matches: readonly ScanMatch[]) => matches.map((m) => m.id).sort();

describe('the match index on its own (a process that follows another one’s scans)', () => {
  it('works out each replacement’s change as the live store does, and holds the same matches', () => {
    const step = fc.record({
      series: fc.nat(keys.length - 1),
      // Which of 12 possible matches the series lists now, and in which state.
      listed: fc.uniqueArray(fc.nat(11), { maxLength: 8 }),
      states: fc.array(fc.constantFrom<ScanMatch['state']>('forming', 'active', 'triggered'), {
        minLength: 12,
        maxLength: 12,
      }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const store = new LiveStore();
        const mirrored = new MatchIndex(() => 0);
        store.listen((key, change) => mirrored.apply(key, change));
        const alone = new MatchIndex(() => 0);
        for (const { series, listed, states } of steps) {
          const key = keys[series]!;
          const current = listed.map((n) =>
            scanMatchOf({
              ...key,
              id: `${key.symbol}-${n}`,
              matchDate: 1_790_000_000 + n,
              state: states[n]!,
            }),
          );
          const want = store.replace(key, current);
          const got = alone.replace(key, [...current]);
          expect(ids(got.added)).toEqual(ids(want.added));
          expect(ids(got.changed)).toEqual(ids(want.changed));
          expect(got.removed.map((m) => m.id).sort()).toEqual(ids(want.removed));
          expect(got.removed).toEqual(expect.arrayContaining(want.removed));
        }
        expect([...alone.segments()].map(matchesOf)).toEqual([...mirrored.segments()].map(matchesOf));
        expect(alone.size).toBe(store.size);
        expect(alone.version).toBe(mirrored.version);
      }),
    );
  });
});
