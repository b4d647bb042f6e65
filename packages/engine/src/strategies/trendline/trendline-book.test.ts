import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candleColumnsArbitrary } from '../../../test/arbitrary-candles';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import type { PivotKind } from '../../pivots';
import type { CandleColumns } from '../../series';
import { BatchContext } from '../context';
import { lineEventOn } from '../lines/boundary';
import { TrendlineBook } from './trendline-book';

/** The gate's rule read off every line of the bar, none skipped (a book of its own, so no memo is shared). */
function anyEvent(context: BatchContext, book: TrendlineBook, bar: number): boolean {
  return (['low', 'high'] as PivotKind[]).some((kind) =>
    book
      .linesAt(bar, kind)
      .some(
        (t) =>
          lineEventOn(context, t.line, t.formedAt, bar) ||
          (t.channel !== null &&
            t.formedAt <= bar &&
            t.line.brokenAt(context, bar) < 0 &&
            t.channel.line.brokenAt(context, bar) === bar),
      ),
  );
}

/** Bars on which the book's gate and the plain rule disagree, and how many bars have an event. */
function compare(columns: CandleColumns): { differ: number[]; events: number } {
  const gated = new BatchContext(columns);
  const plain = new BatchContext(columns);
  const book = new TrendlineBook(gated);
  const oracle = new TrendlineBook(plain);
  const differ: number[] = [];
  let events = 0;
  for (let bar = 0; bar < columns.time.length; bar++) {
    const expected = anyEvent(plain, oracle, bar);
    if (book.eventOn(bar) !== expected) differ.push(bar);
    if (expected) events++;
  }
  return { differ, events };
}

describe('the trendline gate', () => {
  it('passes exactly the bars on which some line breaks, forms, is retested or has its channel broken (fixtures)', () => {
    let events = 0;
    for (const columns of Object.values(strategyFixtures())) {
      const found = compare(columns);
      expect(found.differ).toEqual([]);
      events += found.events;
    }
    expect(events).toBeGreaterThan(50);
  }, 30_000);

  it('does so on random candles too', () => {
    fc.assert(
      fc.property(candleColumnsArbitrary({ minLength: 30, maxLength: 400 }), (columns) => {
        expect(compare(columns).differ).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
