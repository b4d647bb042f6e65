import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candleColumnsArbitrary } from '../../../test/arbitrary-candles';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { DEFAULT_PIVOT_SPANS, type PivotKind } from '../../pivots';
import type { CandleColumns } from '../../series';
import { ATR_14, BatchContext } from '../context';
import { RETEST_BARS } from '../lines/boundary';
import { LINE_EVENT, TrendlineBook } from './trendline-book';
import { TRENDLINE_LEVELS, TRENDLINE_WINDOWS, type Trendline, trendlineEndingAt } from './trendline-rules';

/** The gate's rule read off every line of the kind (LINE_EVENT bits), none skipped (a book of its own, so no memo is shared). */
function eventsByRule(context: BatchContext, book: TrendlineBook, bar: number, kind: PivotKind): number {
  let events = 0;
  for (const t of book.linesAt(bar, kind)) {
    if (t.formedAt > bar) continue;
    const broken = t.line.brokenAt(context, bar);
    if (broken === bar) events |= LINE_EVENT.break;
    if (t.formedAt === bar && broken < 0) events |= LINE_EVENT.bounce;
    if (broken >= t.formedAt && broken < bar && t.line.retestAt(context, broken, bar) === bar)
      events |= LINE_EVENT.retest;
    if (t.channel !== null && broken < 0 && t.channel.line.brokenAt(context, bar) === bar)
      events |= LINE_EVENT['channel-break'];
  }
  return events;
}

/**
 * Bars on which the book's gate and the plain rule disagree (for either kind, or the kinds together), and how many bars
 * have an event. `linesFirst`: every bar's lines are asked before the gate (as a detector run before it does), so the
 * gate also reads lines it answered earlier.
 */
function compare(columns: CandleColumns, linesFirst = false): { differ: number[]; events: number } {
  const gated = new BatchContext(columns);
  const plain = new BatchContext(columns);
  const book = new TrendlineBook(gated);
  const oracle = new TrendlineBook(plain);
  const differ: number[] = [];
  let events = 0;
  if (linesFirst)
    for (let bar = 0; bar < columns.time.length; bar++) {
      book.linesAt(bar, 'low');
      book.linesAt(bar, 'high');
    }
  for (let bar = 0; bar < columns.time.length; bar++) {
    const lows = eventsByRule(plain, oracle, bar, 'low');
    const highs = eventsByRule(plain, oracle, bar, 'high');
    if (
      book.eventsOn(bar, 'low') !== lows ||
      book.eventsOn(bar, 'high') !== highs ||
      book.eventOn(bar) !== (lows !== 0 || highs !== 0)
    )
      differ.push(bar);
    if (lows !== 0 || highs !== 0) events++;
  }
  return { differ, events };
}

describe('the trendline gate', () => {
  it("answers each kind's events: the lines of the bar that break, form, are retested or have their channel broken (fixtures)", () => {
    let events = 0;
    for (const columns of Object.values(strategyFixtures()))
      for (const linesFirst of [false, true]) {
        const found = compare(columns, linesFirst);
        expect([linesFirst, found.differ]).toEqual([linesFirst, []]);
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

/**
 * The book's lines of a bar by their definition: per level, coarsest first, the line ending at each confirmed pivot of
 * the kind within the level's reach and a retest's bars, most touches first, then the newest.
 */
function linesByDefinition(context: BatchContext, bar: number, kind: PivotKind): Trendline[] {
  const atr = context.indicator(ATR_14).atr;
  return TRENDLINE_LEVELS.flatMap((level) => {
    const pivots = context.pivots()[level];
    const lower = bar - TRENDLINE_WINDOWS[level].reach - RETEST_BARS;
    const lines = pivots.flatMap((p, k) =>
      p.kind === kind && p.index >= lower && p.index + DEFAULT_PIVOT_SPANS[level] <= bar
        ? (trendlineEndingAt(context, atr, level, pivots, k) ?? [])
        : [],
    );
    return lines.sort((a, b) => b.touches.length - a.touches.length || b.formedAt - a.formedAt);
  });
}

const shape = (lines: readonly Trendline[]) => lines.map((t) => [t.level, t.formedAt, t.touches.length]);

describe('the trendline book', () => {
  it('lists the lines of each bar as their definition does, asked bar after bar or by jumps', () => {
    const columns = strategyFixtures()['btcusdt-240']!;
    const plain = new BatchContext(columns);
    const book = new TrendlineBook(new BatchContext(columns));
    const length = columns.time.length;
    // Bar after bar (the range moves on), then jumps back and forth (it is rebuilt), then bar after bar again.
    const bars = [
      ...Array.from({ length: 400 }, (_, k) => 100 + k),
      ...[900, 350, 1200, 60].filter((bar) => bar < length),
      ...Array.from({ length: 200 }, (_, k) => length - 200 + k),
    ];
    let seen = 0;
    for (const bar of bars)
      for (const kind of ['low', 'high'] as const) {
        const expected = shape(linesByDefinition(plain, bar, kind));
        expect([bar, kind, shape(book.linesAt(bar, kind))]).toEqual([bar, kind, expected]);
        seen += expected.length;
      }
    expect(seen).toBeGreaterThan(1000);
  }, 30_000);
});
