import { DEFAULT_PIVOT_SPANS, type PivotKind } from '../../pivots';
import { ATR_14, type StrategyContext } from '../context';
import { closesBeyondLine, lineEventOn, RETEST_BARS } from '../lines/boundary';
import { BarAnswers, BarNumbers, LineMemo, perContext } from '../lines/line-memo';
import { lineSignal, touchPoints } from '../lines/line-signal';
import { hasKind, PivotRange } from '../lines/pivot-range';
import { exceeds } from '../signal-rules';
import type { Detection, DetectorGate, Emit, Signal } from '../types';
import {
  LEVEL_HISTORY,
  LEVEL_PIVOTS,
  LEVEL_REACH,
  levelEndingAt,
  type PriceLevel,
  STRONG_LEVEL,
} from './level-rules';

export const LEVEL_SIGNALS = ['breakout', 'role-flip', 'bounce'] as const;
export type LevelSignal = (typeof LEVEL_SIGNALS)[number];
export type LevelSide = 'bullish' | 'bearish';

/** ATR(14) has its first value on bar 14; a Minor pivot is confirmed five bars after it. */
const FIRST_BAR = 14 + DEFAULT_PIVOT_SPANS[LEVEL_PIVOTS];

/** A bullish breakout or role flip is of a resistance (newest touch a high); a bullish bounce at a support. */
const roleOf = (signal: LevelSignal, side: LevelSide): PivotKind =>
  (signal === 'bounce') === (side === 'bullish') ? 'low' : 'high';

const NO_LEVELS: readonly PriceLevel[] = [];

/** Bars whose answers are kept: a batch scan asks the last `validity + 1`. */
const ASKED_BARS = 32;

/**
 * Per level, what the gate reads on a quiet bar, side by side (STRIDE numbers): the bar through which the level is known
 * unbroken, set only after it formed (NaN: not yet), the bar after which it has no event left (+∞ until its break is
 * known), and its line's x0, y0, slope and side (1: it holds lows). One close against these tells a quiet level, where the
 * level's objects were each a cold cache line once 400 states are updated in turn.
 */
const STRIDE = 6;
const HELD = 0;
const QUIET = 1;
const X0 = 2;
const Y0 = 3;
const SLOPE = 4;
const HOLDS_LOW = 5;

/** One role's levels as of the bar answered last, and the gate's numbers of the levels they were written for. */
interface RoleLevels {
  readonly range: PivotRange;
  levels: readonly PriceLevel[];
  numbered: readonly PriceLevel[];
  readonly numbers: number[];
}

/** Writes the gate's numbers of `levels` (nothing known of them yet). */
function numberLevels(role: RoleLevels, levels: readonly PriceLevel[]): void {
  const numbers = role.numbers;
  numbers.length = 0;
  for (const { line } of levels)
    numbers.push(
      Number.NaN,
      Number.POSITIVE_INFINITY,
      line.x0,
      line.y0,
      line.slope,
      line.holds === 'low' ? 1 : 0,
    );
  role.numbered = levels;
}

/** Levels known on a bar, strongest first, then the newest. */
export class LevelBook {
  readonly #context: StrategyContext;
  readonly #memo = new LineMemo<PriceLevel>(LEVEL_HISTORY);

  constructor(context: StrategyContext) {
    this.#context = context;
  }

  /** Per role (supports, resistances): the six strategies ask the same bars in turn. */
  readonly #supports = new BarAnswers<readonly PriceLevel[]>(ASKED_BARS);
  readonly #resistances = new BarAnswers<readonly PriceLevel[]>(ASKED_BARS);

  /** Levels of `role` known on `bar` whose newest touch is within the reach and a retest, strongest first. */
  levelsAt(bar: number, role: PivotKind): readonly PriceLevel[] {
    return role === 'low'
      ? this.#supports.get(bar, this.#findSupports)
      : this.#resistances.get(bar, this.#findResistances);
  }

  /** Whether any level known on global bar `bar` breaks, forms or is retested there: the family's gate. */
  eventOn(bar: number): boolean {
    return this.#events.get(bar, this.#findEvent) === 1;
  }

  readonly #events = new BarNumbers(ASKED_BARS);
  readonly #findEvent = (bar: number): number =>
    this.#hasEvent(bar, 'low') || this.#hasEvent(bar, 'high') ? 1 : 0;

  #hasEvent(bar: number, role: PivotKind): boolean {
    const levels = this.levelsAt(bar, role);
    const context = this.#context;
    const last = role === 'low' ? this.#lastSupports : this.#lastResistances;
    if (levels !== last.levels) {
      // An older bar's levels (answered before the book moved on): each read.
      for (let k = 0; k < levels.length; k++)
        if (lineEventOn(context, levels[k]!.line, levels[k]!.formedAt, bar)) return true;
      return false;
    }
    if (last.numbered !== levels) numberLevels(last, levels);
    const numbers = last.numbers;
    const close = context.close[bar - context.offset]!;
    for (let k = 0; k < levels.length; k++) {
      const at = k * STRIDE;
      if (bar > numbers[at + QUIET]!) continue;
      // Known unbroken through the bar before (and so formed before it): its close alone can tell it has no event.
      if (
        bar === numbers[at + HELD]! + 1 &&
        !closesBeyondLine(
          numbers[at + X0]!,
          numbers[at + Y0]!,
          numbers[at + SLOPE]!,
          numbers[at + HOLDS_LOW]! === 1,
          close,
          bar,
        )
      ) {
        numbers[at + HELD] = bar;
        continue;
      }
      const { line, formedAt } = levels[k]!;
      if (lineEventOn(context, line, formedAt, bar)) return true;
      const broken = line.brokenAt(context, bar);
      // Past its retest bars a broken level has no event left: no break, bounce or retest.
      if (broken >= 0) numbers[at + QUIET] = broken + RETEST_BARS;
      else if (formedAt < bar) numbers[at + HELD] = bar;
    }
    return false;
  }

  readonly #findSupports = (bar: number): readonly PriceLevel[] => this.#find(bar, 'low');
  readonly #findResistances = (bar: number): readonly PriceLevel[] => this.#find(bar, 'high');

  /** Per role, the pivots and levels of the bar answered last, and what the gate reads of them (numberLevels). */
  readonly #lastSupports: RoleLevels = {
    range: new PivotRange(),
    levels: NO_LEVELS,
    numbered: NO_LEVELS,
    numbers: [],
  };
  readonly #lastResistances: RoleLevels = {
    range: new PivotRange(),
    levels: NO_LEVELS,
    numbered: NO_LEVELS,
    numbers: [],
  };

  #find(bar: number, role: PivotKind): readonly PriceLevel[] {
    const context = this.#context;
    const levels = context.pivots();
    const pivots = levels[LEVEL_PIVOTS];
    const last = role === 'low' ? this.#lastSupports : this.#lastResistances;
    // No pivot of the role came or left since the bar before: its levels stand.
    const { range } = last;
    const next = bar === range.bar + 1;
    const first = range.first;
    const end = range.end;
    if (range.moveTo(pivots, bar, bar - LEVEL_REACH - RETEST_BARS)) return last.levels;
    if (next && !hasKind(pivots, role, first, range.first) && !hasKind(pivots, role, end, range.end)) {
      return last.levels;
    }
    const found: PriceLevel[] = [];
    for (let k = range.first; k < range.end; k++) {
      const pivot = pivots[k]!;
      if (pivot.kind !== role) continue;
      let level = this.#memo.get(pivot.index);
      if (level === undefined) {
        level = this.#memo.set(pivot.index, levelEndingAt(context, context.indicator(ATR_14).atr, levels, k));
      }
      if (level !== null) found.push(level);
    }
    last.levels = found.sort((a, b) => b.strength - a.strength || b.formedAt - a.formedAt);
    return last.levels;
  }
}

const levelBookOf = perContext((context: StrategyContext) => new LevelBook(context));

/**
 * The prices of the support and resistance levels formed by a (global) bar whose newest touch is within reach: what a
 * line signal's target is the next of (lines/next-level.ts), read only when a signal fires. Bound to the context's
 * book when a detector is prepared: the book shared by the last context prepared is another state's when states are
 * updated in turn, and a new one would find every level again.
 */
export const levelPricesOf = (context: StrategyContext): ((bar: number) => number[]) => {
  const book = levelBookOf(context);
  return (bar) => pricesAt(book, bar);
};

function pricesAt(book: LevelBook, bar: number): number[] {
  return [...book.levelsAt(bar, 'low'), ...book.levelsAt(bar, 'high')]
    .filter((level) => level.formedAt <= bar)
    .map((level) => level.price);
}

function signalOn(
  context: StrategyContext,
  book: LevelBook,
  signal: LevelSignal,
  side: LevelSide,
  bar: number,
): Signal | null {
  const i = bar - context.offset;
  // A bounce fires on the bar its level forms, so its newest touch is always within reach.
  const reach = signal === 'role-flip' ? LEVEL_REACH + RETEST_BARS : LEVEL_REACH;
  for (const level of book.levelsAt(bar, roleOf(signal, side))) {
    if (level.formedAt > bar || level.touches[level.touches.length - 1]!.index < bar - reach) continue;
    const broken = level.line.brokenAt(context, bar);
    let fires = false;
    if (signal === 'breakout') fires = broken === bar;
    else if (signal === 'bounce')
      fires = level.formedAt === bar && broken < 0 && level.strength >= STRONG_LEVEL;
    else if (broken >= level.formedAt && broken < bar && level.line.retestAt(context, broken, bar) === bar) {
      // The broken resistance holds as support (a close above it), the broken support as resistance.
      const close = context.close[i]!;
      fires = side === 'bullish' ? exceeds(close, level.price) : exceeds(level.price, close);
    }
    if (!fires) continue;
    const last = level.touches[level.touches.length - 1]!;
    return lineSignal(
      context,
      i,
      level.line,
      side === 'bullish' ? 'buy' : 'sell',
      last,
      level.pivotType,
      {
        ...touchPoints(context, level.touches),
        level: { date: context.time[level.touches[0]!.index - context.offset]!, value: level.price },
        end: { date: context.time[i]!, value: level.price },
        strength: { date: context.time[last.index - context.offset]!, value: level.strength },
      },
      pricesAt(book, bar),
    );
  }
  return null;
}

/** The family's gate: a bar on which no level breaks, forms or is retested fires nothing. */
const LEVEL_EVENT_GATE: DetectorGate = {
  prepare: (context) => {
    const book = levelBookOf(context);
    return (i) => i + context.offset >= FIRST_BAR && book.eventOn(i + context.offset);
  },
};

/** One support / resistance strategy: a signal kind on one side. */
export function defineLevel(signal: LevelSignal, side: LevelSide): Detection {
  return {
    position: side === 'bullish' ? 'buy' : 'sell',
    lookback: FIRST_BAR,
    history: LEVEL_HISTORY,
    needs: [ATR_14],
    gate: LEVEL_EVENT_GATE,
    prepare: (context) => {
      const book = levelBookOf(context);
      return (from: number, to: number, emit: Emit) => {
        for (let i = Math.max(from, FIRST_BAR - context.offset); i <= to; i++) {
          const found = signalOn(context, book, signal, side, i + context.offset);
          if (found !== null) emit(found);
        }
      };
    },
  };
}
