import { describe, expect, it } from 'vitest';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { PIVOT_LEVELS } from '../../pivots';
import { BatchContext } from '../context';
import { type IctSide, type StructureBreak, structureBookOf, structureBreakOn } from './structure';

const sides: readonly IctSide[] = ['bullish', 'bearish'];
const plain = (b: StructureBreak | null) => (b === null ? null : { ...b, memo: undefined });

describe('structure breaks', () => {
  it.each(Object.entries(strategyFixtures()))(
    'found bar after bar by the book equal the pure rule on every bar of %s, whatever windows are asked',
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
