import { describe, expect, it } from 'vitest';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { PIVOT_LEVELS } from '../../pivots';
import { BatchContext } from '../context';
import { LEVELS_COARSEST_FIRST } from '../swings';
import {
  BREAK_REACH,
  type IctSide,
  RETURN_REACH,
  type StructureBreak,
  structureBookOf,
  structureBreakOn,
} from './structure';

const sides: readonly IctSide[] = ['bullish', 'bearish'];
const plain = (b: StructureBreak | null) => (b === null ? null : { ...b, memo: undefined });

describe('structure breaks', () => {
  it.each(Object.entries(strategyFixtures()))(
    'found bar after bar by the book equal the pure rule on every bar of %s, whatever windows are asked, their bars too',
    (_name, columns) => {
      const context = new BatchContext(columns);
      const book = structureBookOf(context);
      const length = columns.time.length;
      for (const level of PIVOT_LEVELS)
        for (const side of sides) {
          for (let bar = 0; bar < length; bar++)
            expect(plain(book.breakOn(level, side, bar))).toEqual(
              plain(structureBreakOn(context, level, side, bar)),
            );
          // A window behind what the run examined starts it afresh and still agrees.
          const bar = Math.floor(length / 2);
          expect(plain(book.lastBreak(level, side, bar - 200, bar))).toEqual(
            plain(
              Array.from({ length: 201 }, (_, k) => structureBreakOn(context, level, side, bar - k)).find(
                (b) => b !== null,
              ) ?? null,
            ),
          );
        }
    },
  );

  it.each(Object.entries(strategyFixtures()))(
    'a recent window of %s holds the newest break of each level, coarsest first, asked as an incremental scan asks',
    (_name, columns) => {
      const context = new BatchContext(columns);
      const length = columns.time.length;
      const pure = new Map(
        PIVOT_LEVELS.flatMap((level) =>
          sides.map((side) => [
            `${level}.${side}`,
            Array.from({ length }, (_, bar) => structureBreakOn(context, level, side, bar)),
          ]),
        ),
      );
      const newest = (side: IctSide, from: number, to: number) =>
        LEVELS_COARSEST_FIRST.flatMap((level) => {
          const breaks = pure.get(`${level}.${side}`)!;
          for (let bar = to; bar >= Math.max(0, from); bar--)
            if (breaks[bar] !== null) return [plain(breaks[bar]!)];
          return [];
        });
      // A book started mid-series (a state created there): each bar's breaks asked first, then the window before it,
      // now and then a window reaching far back (a breaker's older break).
      const book = structureBookOf(new BatchContext(columns));
      let asked = 0;
      for (let bar = Math.floor(length / 2); bar < length; bar++)
        for (const side of sides) {
          for (const level of LEVELS_COARSEST_FIRST) book.breakOn(level, side, bar);
          const breaks = book.recentBreaks(side, bar - RETURN_REACH, bar - 1);
          const found = breaks.map(plain);
          expect([bar, found]).toEqual([bar, newest(side, bar - RETURN_REACH, bar - 1)]);
          // The bars kept side by side for the return gate are the breaks' own, in order.
          const bars = Array.from(book.recentBars[side].subarray(0, breaks.length));
          expect([bar, bars]).toEqual([bar, breaks.map((b) => b.bar)]);
          asked += found.length;
          if (bar % 97 === 0)
            for (const level of LEVELS_COARSEST_FIRST)
              book.lastBreak(level, side, bar - 2 * BREAK_REACH, bar - 1);
        }
      expect(asked).toBeGreaterThan(0);
    },
  );

  it('are the first close beyond a swing of the level, labelled CHoCH after a deeper pullback', () => {
    const columns = strategyFixtures()['btcusdt-240']!;
    const context = new BatchContext(columns);
    const levels = context.pivots();
    let checked = 0;
    for (let bar = 0; bar < columns.time.length; bar++) {
      const b = structureBreakOn(context, 'SuperMinor', 'bullish', bar);
      if (b === null) continue;
      checked++;
      expect(levels.SuperMinor).toContain(b.broken);
      expect(b.broken.kind).toBe('high');
      expect(b.broken.confirmedAt).toBeLessThanOrEqual(bar);
      expect(columns.close[bar]!).toBeGreaterThan(b.broken.price);
      for (let j = b.broken.index + 1; j < bar; j++)
        expect(columns.close[j]!).toBeLessThanOrEqual(b.broken.price);
      expect(b.prior.kind).toBe('low');
      expect(b.start).toBe(Math.min(...columns.low.slice(b.broken.index + 1, bar + 1)));
      expect(b.kind).toBe(b.start < b.prior.price ? 'choch' : 'bos');
    }
    expect(checked).toBeGreaterThan(10);
  });
});
