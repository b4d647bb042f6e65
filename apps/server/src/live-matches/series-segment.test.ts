import type { PastMatch, ScanMatch } from '@tradescope/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanMatchOf } from '../../test';
import { buildSegment, matchAt, matchesOf, newestFirst } from './series-segment';

const key = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 60 };

// Charts as the engine draws them (named points, XMoon's contributor keys, integer-like names), none, and odd ones
// the columns cannot hold (kept whole).
const charts: ScanMatch['chartData'][] = [
  {},
  { X: { date: 1, value: 2.5 }, A: { date: 3, value: -4 }, przTop: { date: 5, value: 1e-9 } },
  { '1001@60': { date: 7, value: 8 }, '12@240': { date: 9, value: 10 } },
  { 2: { date: 1, value: 1 }, 1: { date: 2, value: 2 }, name: { date: 3, value: 3 } },
  { odd: { date: 1, value: 'x' } } as never,
  { odd: { date: 1 } } as never,
];

const match = fc
  .record({
    n: fc.nat(1000),
    strategyId: fc.constantFrom(1001, 1002, 1100),
    matchDate: fc.integer({ min: 0, max: 4 }).map((d) => 1_790_000_000 + d * 3600),
    passedCandle: fc.nat(20),
    chart: fc.nat(charts.length - 1),
    formingInvalidation: fc.option(fc.double({ noNaN: true }), { nil: undefined }),
    endedAt: fc.option(fc.integer({ min: 1_790_000_000, max: 1_800_000_000 }), { nil: undefined }),
    state: fc.constantFrom<ScanMatch['state']>('forming', 'active', 'triggered', 'invalidated', 'expired'),
    numbers: fc.array(fc.double({ noNaN: true }), { minLength: 9, maxLength: 9 }),
  })
  .map(({ n, chart, formingInvalidation, endedAt, numbers, ...fields }) => {
    const [price, distance, currentPrice, invalidation, trigger, target, from, to, validity] = numbers;
    const made = scanMatchOf({
      ...key,
      ...fields,
      id: `m${n}`,
      chartData: charts[chart]!,
      ...({ price, distance, currentPrice, invalidation, trigger, target, validity } as Partial<ScanMatch>),
      zone: { from: from!, to: to! },
      ...(formingInvalidation === undefined ? {} : { formingInvalidation }),
    });
    return endedAt === undefined ? made : ({ ...made, endedAt } as PastMatch);
  });

describe('a series segment in columns', () => {
  it('gives back every match it was built from, newest first, charts in their own key order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(match, { selector: (m) => m.id, maxLength: 60 }), (matches) => {
        const segment = buildSegment(key, matches);
        const want = [...matches].sort(newestFirst);
        const got = matchesOf(segment);
        expect(got).toEqual(want);
        // toEqual ignores key order and absent-versus-undefined: the JSON a chart is answered as does not.
        expect(got.map((m) => JSON.stringify(m.chartData))).toEqual(
          want.map((m) => JSON.stringify(m.chartData)),
        );
        for (let i = 0; i < got.length; i++) {
          expect('formingInvalidation' in got[i]!).toBe('formingInvalidation' in want[i]!);
          expect('endedAt' in got[i]!).toBe('endedAt' in want[i]!);
        }
        expect(segment.groups.reduce((sum, group) => sum + group.count, 0)).toBe(matches.length);
        // Rows by group: each group's rows, in row order, and every row once.
        segment.groups.forEach((_, g) => {
          const rows = [...segment.byGroup.subarray(segment.groupStart[g], segment.groupStart[g + 1])];
          expect(rows).toEqual(got.flatMap((_, i) => (segment.group[i] === g ? [i] : [])));
          const passed = [...segment.groupPassed.subarray(segment.groupStart[g], segment.groupStart[g + 1])];
          expect(passed).toEqual(rows.map((i) => segment.passed[i]!).sort((a, b) => a - b));
        });
        expect(segment.groupStart[segment.groups.length]).toBe(matches.length);
      }),
      { numRuns: 300 },
    );
  });

  it('builds a row anew each time, so an answer never shares a chart with the index', () => {
    const segment = buildSegment(key, [scanMatchOf({ chartData: { X: { date: 1, value: 2 } } })]);
    const first = matchAt(segment, 0);
    expect(matchAt(segment, 0).chartData).not.toBe(first.chartData);
    expect(matchAt(segment, 0)).toEqual(first);
  });
});
