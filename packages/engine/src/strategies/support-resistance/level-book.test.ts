import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candleColumnsArbitrary } from '../../../test/arbitrary-candles';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import type { CandleColumns } from '../../series';
import { BatchContext } from '../context';
import { lineEventOn } from '../lines/boundary';
import { LevelBook } from './define-level';

/** The gate's rule read off every level of the bar, none skipped (a book of its own, so no memo is shared). */
const anyEvent = (context: BatchContext, book: LevelBook, bar: number): boolean =>
  (['low', 'high'] as const).some((role) =>
    book.levelsAt(bar, role).some((level) => lineEventOn(context, level.line, level.formedAt, bar)),
  );

/**
 * Bars on which the book's gate and the plain rule disagree, and how many bars have an event. `levelsFirst`: every
 * bar's levels are asked before the gate (as a detector run before it does), so the gate also reads levels it answered
 * earlier; `backwards`: the bars are asked last first (a batch scan's strategies start at different bars).
 */
function compare(columns: CandleColumns, levelsFirst = false, backwards = false) {
  const book = new LevelBook(new BatchContext(columns));
  const plain = new BatchContext(columns);
  const oracle = new LevelBook(plain);
  const n = columns.time.length;
  const bars = Array.from({ length: n }, (_, k) => (backwards ? n - 1 - k : k));
  const differ: number[] = [];
  let events = 0;
  if (levelsFirst)
    for (let bar = 0; bar < n; bar++) {
      book.levelsAt(bar, 'low');
      book.levelsAt(bar, 'high');
    }
  for (const bar of bars) {
    const expected = anyEvent(plain, oracle, bar);
    if (book.eventOn(bar) !== expected) differ.push(bar);
    if (expected) events++;
  }
  return { differ, events };
}

describe('the support / resistance gate', () => {
  it('passes exactly the bars on which some level breaks, forms or is retested (fixtures)', () => {
    let events = 0;
    for (const [name, columns] of Object.entries(strategyFixtures()))
      for (const [levelsFirst, backwards] of [
        [false, false],
        [true, false],
        [false, true],
      ] as const) {
        const found = compare(columns, levelsFirst, backwards);
        expect([name, levelsFirst, backwards, found.differ]).toEqual([name, levelsFirst, backwards, []]);
        events += found.events;
      }
    expect(events).toBeGreaterThan(50);
  }, 30_000);

  it('does so on random candles too', () => {
    fc.assert(
      fc.property(candleColumnsArbitrary({ minLength: 30, maxLength: 400 }), (columns) => {
        expect(compare(columns).differ).toEqual([]);
        expect(compare(columns, true).differ).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
