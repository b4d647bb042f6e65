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

  it('keeps each receipt as the map of every id did: stamped when first seen, restored, moved, dropped, pruned', () => {
    // The old way, as the reference: one map of every match id to when it was first seen.
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('replace' as const),
        series: fc.nat(keys.length - 1),
        listed: fc.uniqueArray(fc.nat(11), { maxLength: 8 }),
      }),
      fc.record({
        kind: fc.constant('restore' as const),
        receipts: fc.array(fc.tuple(fc.nat(keys.length - 1), fc.nat(14), fc.nat(500)), { maxLength: 4 }),
      }),
      fc.record({ kind: fc.constant('prune' as const) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 16 }), (steps) => {
        let now = 1_000;
        const heard: { stamped: (readonly [string, number])[]; dropped: string[] }[] = [];
        const index = new MatchIndex(
          () => now,
          (stamped, dropped) => heard.push({ stamped: [...stamped], dropped: [...dropped] }),
        );
        const want = new Map<string, number>();
        const wantHeard: typeof heard = [];
        const live = new Map<string, ScanMatch[]>();
        const matchOf = (series: number, n: number) =>
          scanMatchOf({
            ...keys[series]!,
            id: `${keys[series]!.symbol}-${n}`,
            matchDate: 1_790_000_000 + (n % 4),
          });
        for (const s of steps) {
          now += 1_000;
          if (s.kind === 'replace') {
            const key = keys[s.series]!;
            const current = s.listed.map((n) => matchOf(s.series, n));
            const change = index.replace(key, current);
            const stamped: [string, number][] = [];
            for (const match of change.added)
              if (!want.has(match.id)) {
                want.set(match.id, now);
                stamped.push([match.id, now]);
              }
            const dropped = change.removed.filter((match) => want.delete(match.id)).map((match) => match.id);
            if (stamped.length > 0 || dropped.length > 0) wantHeard.push({ stamped, dropped });
            live.set(key.symbol, current);
          } else if (s.kind === 'restore') {
            const receipts = s.receipts.map(([series, n, at]) => [matchOf(series, n).id, at] as const);
            index.restoreReceipts(receipts);
            for (const [id, at] of receipts) want.set(id, at);
          } else {
            const ids = new Set([...live.values()].flat().map((match) => match.id));
            const gone = [...want.keys()].filter((id) => !ids.has(id));
            for (const id of gone) want.delete(id);
            expect([...index.pruneReceipts()].sort()).toEqual(gone.sort());
            if (gone.length > 0) wantHeard.push({ stamped: [], dropped: gone });
          }
          for (const [symbol, current] of live) {
            const key = keys.find((k) => k.symbol === symbol)!;
            for (const match of current) expect(index.receivedAt(match)).toBe(want.get(match.id));
            // What an answer lists, row by row.
            const segment = [...index.segments()].find((g) => g.symbol === symbol);
            for (let i = 0; i < (segment?.length ?? 0); i++)
              expect(index.receivedAtRow(segment!, i)).toBe(want.get(segment!.ids[i]!) ?? Number.NaN);
            expect(index.receiptsOf(key)).toEqual(
              expect.arrayContaining(
                current.flatMap((m) => (want.has(m.id) ? [[m.id, want.get(m.id)]] : [])),
              ),
            );
            expect(index.receiptsOf(key).length).toBe(current.filter((m) => want.has(m.id)).length);
          }
        }
        // A prune's ids may come in another order.
        const sorted = (list: typeof heard) =>
          list.map(({ stamped, dropped }) => ({ stamped, dropped: [...dropped].sort() }));
        expect(sorted(heard)).toEqual(sorted(wantHeard));
      }),
      { numRuns: 500 },
    );
  });
});
