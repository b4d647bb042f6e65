import { DEFAULT_PIVOT_SPANS, type PivotKind } from '../../pivots';
import { ATR_14, type StrategyContext } from '../context';
import type { Boundary } from '../lines/boundary';
import { lineSignal, pointOn, touchPoints } from '../lines/line-signal';
import { exceeds } from '../signal-rules';
import { levelPricesOf } from '../support-resistance';
import type { ChartData, Detection, DetectorGate, Emit, GateGroup, Signal } from '../types';
import { LINE_EVENT, type TrendlineBook, trendlineBookOf, withinReach } from './trendline-book';
import { TRENDLINE_REACH, type Trendline } from './trendline-rules';

export const TRENDLINE_SIGNALS = ['break', 'retest', 'bounce', 'channel-break'] as const;
export type TrendlineSignal = (typeof TRENDLINE_SIGNALS)[number];
export type TrendlineSide = 'bullish' | 'bearish';

/** ATR(14) has its first value on bar 14; a line's last touch is confirmed two bars later at the soonest. */
const FIRST_BAR = 14 + DEFAULT_PIVOT_SPANS.SuperMinor;

/**
 * Which lines a signal reads: a bullish break or retest is of a resistance (highs), a bullish bounce
 * at a support (lows), a bullish channel break through the upper parallel of a support channel.
 */
const lineKindOf = (signal: TrendlineSignal, side: TrendlineSide): PivotKind =>
  (signal === 'break' || signal === 'retest') === (side === 'bullish') ? 'high' : 'low';

/** Whether a close at bar x is on the far side of a broken line (above a broken resistance). */
const staysThrough = (line: Boundary, close: number, x: number): boolean =>
  line.holds === 'high' ? exceeds(close, line.valueAt(x)) : exceeds(line.valueAt(x), close);

function chartDataOf(context: StrategyContext, t: Trendline, bar: number, withChannel: boolean): ChartData {
  const data: Record<string, ChartData[string]> = {
    ...touchPoints(context, t.touches),
    start: pointOn(context, t.line, t.touches[0]!.index),
    end: pointOn(context, t.line, bar),
  };
  if (withChannel && t.channel !== null) {
    data.parallelStart = pointOn(context, t.channel.line, t.touches[0]!.index);
    data.parallelEnd = pointOn(context, t.channel.line, bar);
  }
  return data;
}

/** The signal of one kind on global bar `bar`, from the first line (in the book's order) giving one. */
function signalOn(
  context: StrategyContext,
  book: TrendlineBook,
  levelPrices: (bar: number) => number[],
  signal: TrendlineSignal,
  side: TrendlineSide,
  bar: number,
): Signal | null {
  const position = side === 'bullish' ? 'buy' : 'sell';
  const i = bar - context.offset;
  const close = context.close[i]!;
  for (const t of book.linesAt(bar, lineKindOf(signal, side))) {
    if (t.formedAt > bar || (signal !== 'retest' && !withinReach(t, bar))) continue;
    const last = t.touches[t.touches.length - 1]!;
    const broken = t.line.brokenAt(context, bar);
    let line: Boundary | null = null;
    if (signal === 'break' && broken === bar) line = t.line;
    else if (signal === 'bounce' && t.formedAt === bar && broken < 0) line = t.line;
    else if (signal === 'retest' && broken >= t.formedAt && broken < bar) {
      if (t.line.retestAt(context, broken, bar) === bar && staysThrough(t.line, close, bar)) line = t.line;
    } else if (signal === 'channel-break' && t.channel !== null && broken < 0) {
      if (t.channel.line.brokenAt(context, bar) === bar) line = t.channel.line;
    }
    if (line === null) continue;
    // The target: the next support / resistance level, or the channel's other line, beyond the zone.
    const levels = levelPrices(bar);
    if (t.channel !== null && line !== t.channel.line) levels.push(t.channel.line.valueAt(bar));
    return lineSignal(
      context,
      i,
      line,
      position,
      last,
      t.level,
      chartDataOf(context, t, bar, signal === 'channel-break'),
      levels,
    );
  }
  return null;
}

/** The family's tests by slot: a signal kind on one side, the kind of lines it reads and its event bit there. */
const SLOTS = TRENDLINE_SIGNALS.flatMap((signal) =>
  (['bullish', 'bearish'] as const).map((side) => ({
    signal,
    side,
    kind: lineKindOf(signal, side),
    event: LINE_EVENT[signal],
  })),
);

/** Whether a line of the slot's kind has the slot's event on global bar `bar` (the book remembers the bar's events). */
const slotPasses = (book: TrendlineBook, slot: number, bar: number): boolean =>
  bar >= FIRST_BAR && (book.eventsOn(bar, SLOTS[slot]!.kind) & SLOTS[slot]!.event) !== 0;

/** The trendline gates answered together by the incremental scan: each kind's lines read once per candle. */
const TRENDLINE_GATES: GateGroup = {
  prepare: (context) => {
    const book = trendlineBookOf(context);
    return (i, answers) => {
      for (let slot = 0; slot < SLOTS.length; slot++)
        answers[slot] = slotPasses(book, slot, i + context.offset) ? 1 : 0;
    };
  },
  size: () => SLOTS.length,
};

/**
 * A strategy's gate: a bar on which no line of the kind it reads has its signal's event (breaks, forms, is retested or
 * has its channel broken) fires nothing.
 */
const GATES: readonly DetectorGate[] = SLOTS.map((_, slot) => ({
  prepare: (context) => {
    const book = trendlineBookOf(context);
    return (i) => slotPasses(book, slot, i + context.offset);
  },
  group: { gates: TRENDLINE_GATES, slot },
}));

const gateOf = (signal: TrendlineSignal, side: TrendlineSide): DetectorGate =>
  GATES[SLOTS.findIndex((slot) => slot.signal === signal && slot.side === side)]!;

/** One trendline strategy: a signal kind on one side, over the lines of every pivot level. */
export function defineTrendline(signal: TrendlineSignal, side: TrendlineSide): Detection {
  return {
    position: side === 'bullish' ? 'buy' : 'sell',
    lookback: FIRST_BAR,
    history: TRENDLINE_REACH,
    needs: [ATR_14],
    gate: gateOf(signal, side),
    prepare: (context) => {
      const book = trendlineBookOf(context);
      const levelPrices = levelPricesOf(context);
      return (from: number, to: number, emit: Emit) => {
        for (let i = Math.max(from, FIRST_BAR - context.offset); i <= to; i++) {
          const found = signalOn(context, book, levelPrices, signal, side, i + context.offset);
          if (found !== null) emit(found);
        }
      };
    },
  };
}
