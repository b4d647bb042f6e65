import { lastConfirmed, type Pivot, type PivotLevel } from '../../pivots';
import type { StrategyContext } from '../context';
import { perContext } from '../lines/line-memo';
import { exceeds } from '../signal-rules';
import { LEVELS_COARSEST_FIRST } from '../swings';

export type IctSide = 'bullish' | 'bearish';

/** Most bars from the broken swing to the candle closing beyond it. */
export const BREAK_REACH = 100;
/** Most bars from a break to the candle that returns to what it left (FVG, order block, OTE, breaker). */
export const RETURN_REACH = 50;
/** Bars a detector reads before its signal bar: the return reach, an older break (breakers), its broken and prior swings, an order block search. */
export const ICT_HISTORY = RETURN_REACH + 3 * BREAK_REACH + 20;

/**
 * A close beyond the level's last swing (pivots/README): a bullish break closes above the last
 * confirmed swing high, the first close above it; a bearish one mirrors it on the last swing low.
 */
export interface StructureBreak {
  readonly side: IctSide;
  /** `choch`: the pullback before the break went past the swing before the broken one (bullish: a lower low). */
  readonly kind: 'bos' | 'choch';
  readonly level: PivotLevel;
  /** Global bar of the close beyond the swing. */
  readonly bar: number;
  /** The swing broken (a high for a bullish break). */
  readonly broken: Pivot;
  /** The swing of the other kind before the broken one (a low for a bullish break). */
  readonly prior: Pivot;
  /** Global bar and price of the extreme between the broken swing and the break: the displacement's start. */
  readonly startBar: number;
  readonly start: number;
  /** What the family's rules worked out about this break once, kept for the next bars (ict-rules.ts). */
  readonly memo: BreakMemo;
}

/** Per-break answers of the rules: each depends only on candles up to the bar it was found on, or is a scan state. */
export interface BreakMemo {
  /** Global bars of the third candles of the displacement's fair value gaps, newest first. */
  gaps?: number[];
  /** The order block's global bar, or −1. */
  block?: number;
  /** The breaker (order block of the last opposite break before this one) and the bar its close turned it, or null. */
  breaker?: { readonly failed: StructureBreak; readonly block: number; readonly turned: number } | null;
  /** The zones the break left still untouched on its bar, as (near, far) edge pairs: what the return rules' gate reads. */
  zones?: Float64Array;
  /** OTE: the bars after the break judged so far (up to `seen`), the leg's running top, whether 0.62 was reached. */
  ote?: { seen: number; top: number; reached: boolean };
}

const NO_BREAKS: readonly StructureBreak[] = [];

const LEVEL_SLOT: Readonly<Record<PivotLevel, number>> = { SuperMinor: 0, Minor: 1, MidMajor: 2, Major: 3 };
const LEVELS_BY_SLOT: readonly PivotLevel[] = ['SuperMinor', 'Minor', 'MidMajor', 'Major'];
/** Where each of a slot's quiet numbers sits (StructureBook's quiet array), and how many there are per slot. */
const Q = { examined: 0, swingUntil: 1, listLength: 2, price: 3, newest: 4, second: 5, from: 6 } as const;
const QUIET = 7;

/** Position in `list` of the swing a break on global bar `bar` would cross (the last confirmed of `kind`), or −1. */
function brokenSwingAt(list: readonly Pivot[], kind: Pivot['kind'], bar: number): number {
  let k = lastConfirmed(list, bar);
  while (k >= 0 && list[k]!.kind !== kind) k--;
  return k >= 0 && list[k]!.index >= bar - BREAK_REACH ? k : -1;
}

/** Whether `close` lies beyond the swing the side breaks (above a high for a bullish break). */
const beyond = (bullish: boolean, close: number, swing: Pivot) =>
  bullish ? exceeds(close, swing.price) : exceeds(swing.price, close);

/** The first global bar in [from, to] whose close lies beyond the swing, or −1. */
function firstCloseBeyond(
  context: StrategyContext,
  bullish: boolean,
  swing: Pivot,
  from: number,
  to: number,
): number {
  for (let bar = from; bar <= to; bar++)
    if (beyond(bullish, context.close[bar - context.offset]!, swing)) return bar;
  return -1;
}

/** The break on global bar `bar` of one level and side, or null (pure: reads bars back to the prior swing). */
export function structureBreakOn(
  context: StrategyContext,
  level: PivotLevel,
  side: IctSide,
  bar: number,
): StructureBreak | null {
  const bullish = side === 'bullish';
  const list = context.pivots()[level];
  const k = brokenSwingAt(list, bullish ? 'high' : 'low', bar);
  if (k < 0 || !beyond(bullish, context.close[bar - context.offset]!, list[k]!)) return null;
  if (firstCloseBeyond(context, bullish, list[k]!, list[k]!.index + 1, bar - 1) >= 0) return null;
  return breakAt(context, level, side, bar, list, k);
}

/** The break on global bar `bar`, whose close is the first beyond swing `list[k]`; null without a prior swing or a displacement. */
function breakAt(
  context: StrategyContext,
  level: PivotLevel,
  side: IctSide,
  bar: number,
  list: readonly Pivot[],
  position: number,
): StructureBreak | null {
  const i = bar - context.offset;
  const bullish = side === 'bullish';
  const broken = list[position]!;
  const first = broken.index - context.offset;
  // The swing before the broken one: the nearest earlier pivot of the other kind (its run's most extreme).
  let k = position;
  while (k >= 0 && list[k]!.kind === broken.kind) k--;
  if (k < 0) return null;
  const prior = list[k]!;
  if (prior.index < bar - 2 * BREAK_REACH) return null;
  // The displacement starts at the pullback's extreme between the broken swing and the break.
  const far = bullish ? context.low : context.high;
  let startBar = first + 1;
  for (let j = first + 2; j <= i; j++)
    if (bullish ? far[j]! <= far[startBar]! : far[j]! >= far[startBar]!) startBar = j;
  const start = far[startBar]!;
  // A flat stretch (the pullback never left the broken swing's price) is no displacement.
  if (!(bullish ? start < broken.price : start > broken.price)) return null;
  const deeper = bullish ? start < prior.price : start > prior.price;
  return {
    side,
    kind: deeper ? 'choch' : 'bos',
    level,
    bar,
    broken,
    prior,
    startBar: startBar + context.offset,
    start,
    memo: {},
  };
}

/**
 * One side's view of the candles: `toward` is what a return reaches the zone with (lows for a buy),
 * `away` the other extreme, `s` +1 for a buy and −1 for a sell, so `s * x > s * y` reads "x is above y"
 * for a buy and "x is below y" for a sell.
 */
export interface Sided {
  readonly s: 1 | -1;
  readonly toward: Float64Array;
  readonly away: Float64Array;
}

/** Breaks found so far on one level and side: every bar of [from, to] examined, the breaks in bar order. */
class BreakRun {
  from = 0;
  to = -1;
  readonly breaks: StructureBreak[] = [];
  /**
   * Each break's bar, side by side: a window is found by walking these, not the break objects, each of them a cache
   * line of its own once 400 states are updated in turn.
   */
  readonly bars: number[] = [];
  /** The swing the last examined bar would break, and the first close beyond it up to that bar (−1: none yet). */
  swing: Pivot | null = null;
  beyondAt = -1;
  /**
   * Until the level's list grows or bar `nextAt` confirms its next pivot, the swing to break stays `swing` (at
   * `position`, −1: none) while it is within reach: most bars look nothing up.
   */
  position = -1;
  listLength = -1;
  nextAt = 0;
}

/**
 * Breaks of each level and side found once, bar after bar, and shared by the family's strategies on one
 * context (global bars, so a sliding window keeps what it found). A strategy asks for the newest break
 * in a window of recent bars; the run is extended to the window's end and searched from its newest break.
 */
class StructureBook {
  readonly #context: StrategyContext;
  readonly #runs = Array.from({ length: 8 }, () => new BreakRun());

  /** Each side's view of the context's candles (its arrays never move), for the family's rules. */
  readonly views: Readonly<Record<IctSide, Sided>>;

  constructor(context: StrategyContext) {
    this.#context = context;
    this.views = {
      bullish: { s: 1, toward: context.low, away: context.high },
      bearish: { s: -1, toward: context.high, away: context.low },
    };
  }

  readonly #recent: Readonly<Record<IctSide, StructureBreak[]>> = { bullish: [], bearish: [] };
  /**
   * Per side, the bars of the breaks `recentBreaks` answered last, in its order: a rule that needs a break's bar only
   * reads it here, not in the break (a cold cache line of its own once 400 states are updated in turn).
   */
  readonly recentBars: Readonly<Record<IctSide, Float64Array>> = {
    bullish: new Float64Array(LEVELS_COARSEST_FIRST.length),
    bearish: new Float64Array(LEVELS_COARSEST_FIRST.length),
  };
  /** The window each side last answered, and its breaks (`#recent`, or none). */
  readonly #recentWindow: Readonly<
    Record<IctSide, { from: number; to: number; breaks: readonly StructureBreak[] }>
  > = {
    bullish: { from: 0, to: -1, breaks: NO_BREAKS },
    bearish: { from: 0, to: -1, breaks: NO_BREAKS },
  };

  /**
   * The newest break of the side on global bars [from, to] of each level that has one, coarsest first.
   * The array is the book's own, refilled by the next call for the same side.
   */
  recentBreaks(side: IctSide, from: number, to: number): readonly StructureBreak[] {
    // The family's four return rules ask the same window on a bar in turn; a window's breaks never change.
    const window = this.#recentWindow[side];
    if (window.from === from && window.to === to) return window.breaks;
    window.from = from;
    window.to = to;
    // Mostly the window only slid a bar and the same break of each level stands in it: read off the quiet numbers.
    if (window.breaks !== undefined && this.#sameBreaks(side, from, to)) return window.breaks;
    // Overwritten in place, and none answered by a shared empty list: setting the length to 0 gave the array's store
    // back, and the next push took a new one.
    const found = this.#recent[side];
    const bars = this.recentBars[side];
    let n = 0;
    for (let l = 0; l < LEVELS_COARSEST_FIRST.length; l++) {
      const b = this.lastBreak(LEVELS_COARSEST_FIRST[l]!, side, from, to);
      if (b === null) continue;
      if (n < found.length) found[n] = b;
      else found.push(b);
      bars[n] = b.bar;
      n++;
    }
    if (n > 0 && n < found.length) found.length = n;
    window.breaks = n === 0 ? NO_BREAKS : found;
    const first = side === 'bullish' ? 0 : 1;
    for (let slot = first; slot < 8; slot += 2) this.#answered[slot] = this.#newestIn(slot, from, to);
    return window.breaks;
  }

  /** Per slot, the bar of the break `recentBreaks` last answered for its level (−1: none). */
  readonly #answered = new Float64Array(8).fill(-1);

  /** The bar of the level's newest break on [from, to] by the slot's quiet numbers (−1: none; NaN: not examined that far). */
  #newestIn(slot: number, from: number, to: number): number {
    const q = slot * QUIET;
    const quiet = this.#quiet;
    if (!(quiet[q + Q.examined]! >= to && from >= quiet[q + Q.from]!)) return Number.NaN;
    // Past `to` by more than one break: older ones are not kept here.
    const newest =
      quiet[q + Q.newest]! <= to
        ? quiet[q + Q.newest]!
        : quiet[q + Q.second]! <= to
          ? quiet[q + Q.second]!
          : Number.NaN;
    return newest >= from ? newest : newest < from ? -1 : Number.NaN;
  }

  /** Whether each level's newest break of the side on [from, to] is the one `recentBreaks` answered last. */
  #sameBreaks(side: IctSide, from: number, to: number): boolean {
    for (let slot = side === 'bullish' ? 0 : 1; slot < 8; slot += 2)
      if (this.#newestIn(slot, from, to) !== this.#answered[slot]) return false;
    return true;
  }

  /** The break on global bar `bar` of the level and side, or null. */
  breakOn(level: PivotLevel, side: IctSide, bar: number): StructureBreak | null {
    // Three rules ask each level and side about the same bar in turn.
    const slot = LEVEL_SLOT[level] * 2 + (side === 'bullish' ? 0 : 1);
    if (this.#onBar[slot] !== bar) {
      this.#onBreak[slot] = this.#quietOn(slot, level, side, bar) ? null : this.#breakFound(level, side, bar);
      this.#onBar[slot] = bar;
    }
    return this.#onBreak[slot] ?? null;
  }

  #breakFound(level: PivotLevel, side: IctSide, bar: number): StructureBreak | null {
    const found = this.lastBreak(level, side, bar, bar);
    return found !== null && found.bar === bar ? found : null;
  }

  /**
   * Per slot, side by side (QUIET numbers, what `extendRun` left): the last bar examined, the bar before which the
   * swing to break stays the same, the level's list length then, the price a close must pass to break it (NaN:
   * broken already, or none), the bars of its newest two breaks (−1: none) and the first bar the run examined. A new bar is mostly quiet: these
   * numbers answer it, no run or swing read.
   */
  readonly #quiet = new Float64Array(8 * QUIET).fill(Number.NaN);
  /** The context's pivot lists by LEVEL_SLOT (they grow in place), taken on first use. */
  #lists: readonly (readonly Pivot[])[] | undefined;

  /** Whether global bar `bar`, the one after the last examined, breaks nothing and changes no swing: then it is examined. */
  #quietOn(slot: number, level: PivotLevel, side: IctSide, bar: number): boolean {
    const q = slot * QUIET;
    const quiet = this.#quiet;
    if (quiet[q + Q.examined] !== bar - 1 || !(bar < quiet[q + Q.swingUntil]!)) return false;
    this.#lists ??= LEVELS_BY_SLOT.map((l) => this.#context.pivots()[l]);
    if (this.#lists[LEVEL_SLOT[level]]!.length !== quiet[q + Q.listLength]) return false;
    const close = this.#context.close[bar - this.#context.offset]!;
    const price = quiet[q + Q.price]!;
    if (side === 'bullish' ? exceeds(close, price) : exceeds(price, close)) return false;
    quiet[q + Q.examined] = bar;
    return true;
  }

  /** Extends the slot's run to `to`, and keeps its quiet numbers. */
  #extend(slot: number, run: BreakRun, level: PivotLevel, side: IctSide, to: number): void {
    extendRun(this.#context, run, level, side, to);
    const q = slot * QUIET;
    const quiet = this.#quiet;
    quiet[q + Q.examined] = run.to;
    quiet[q + Q.swingUntil] =
      run.swing === null ? run.nextAt : Math.min(run.nextAt, run.swing.index + BREAK_REACH + 1);
    quiet[q + Q.listLength] = run.listLength;
    quiet[q + Q.price] = run.swing !== null && run.beyondAt < 0 ? run.swing.price : Number.NaN;
  }

  /** Per level and side, the bar `breakOn` answered last and its answer. */
  readonly #onBar = new Float64Array(8).fill(-1);
  readonly #onBreak: (StructureBreak | null)[] = new Array(8).fill(null);

  /** The newest break of the level and side on global bars [from, to], or null. */
  lastBreak(level: PivotLevel, side: IctSide, from: number, to: number): StructureBreak | null {
    const slot = LEVEL_SLOT[level] * 2 + (side === 'bullish' ? 0 : 1);
    const run = this.#runs[slot]!;
    // Bars `breakOn` found quiet since: the run stands as it was through them.
    const quietTo = this.#quiet[slot * QUIET + Q.examined]!;
    if (quietTo > run.to) run.to = quietTo;
    if (run.to < run.from || from > run.to + ICT_HISTORY) {
      // Nothing examined yet, or only bars far behind: the run starts afresh at the window.
      run.from = from;
      run.to = from - 1;
      run.breaks.length = 0;
      run.bars.length = 0;
      run.swing = null;
      run.listLength = -1;
      this.#quiet[slot * QUIET + Q.examined] = Number.NaN;
    } else if (from < run.from) {
      // A window reaching further back (a breaker looks for the break before another): examine the bars
      // before the run and put their breaks in front, keeping the ones found (and what they remember).
      const before = new BreakRun();
      before.from = from;
      before.to = from - 1;
      extendRun(this.#context, before, level, side, run.from - 1);
      run.breaks.unshift(...before.breaks);
      run.bars.unshift(...before.bars);
      run.from = from;
    }
    if (run.to < to) this.#extend(slot, run, level, side, to);
    // Breaks older than any window a detector asks are dropped now and then (an incremental state lives long).
    const oldest = Math.min(from, run.to - ICT_HISTORY);
    const { bars } = run;
    if (bars.length > 64 && bars[0]! < oldest) {
      // A loop, not findIndex: a closure over `oldest` made every call allocate its scope.
      let count = 0;
      while (count < bars.length && bars[count]! < oldest) count++;
      run.breaks.splice(0, count);
      bars.splice(0, count);
      run.from = oldest;
    }
    const q = slot * QUIET;
    this.#quiet[q + Q.newest] = bars.length > 0 ? bars[bars.length - 1]! : -1;
    this.#quiet[q + Q.second] = bars.length > 1 ? bars[bars.length - 2]! : -1;
    this.#quiet[q + Q.from] = run.from;
    let k = bars.length - 1;
    while (k >= 0 && bars[k]! > to) k--;
    return k >= 0 && bars[k]! >= from ? run.breaks[k]! : null;
  }
}

/**
 * Examines bars run.to + 1 … to: the swing each would break is looked up, and the closes since that swing
 * are read once per swing (the same swing stays the one to break for many bars), not once per bar.
 */
function extendRun(
  context: StrategyContext,
  run: BreakRun,
  level: PivotLevel,
  side: IctSide,
  to: number,
): void {
  const bullish = side === 'bullish';
  const list = context.pivots()[level];
  const kind = bullish ? 'high' : 'low';
  for (let bar = run.to + 1; bar <= to; bar++) {
    if (
      list.length !== run.listLength ||
      bar >= run.nextAt ||
      (run.swing !== null && run.swing.index < bar - BREAK_REACH)
    ) {
      const last = lastConfirmed(list, bar);
      run.listLength = list.length;
      run.nextAt = last + 1 < list.length ? list[last + 1]!.confirmedAt : Number.POSITIVE_INFINITY;
      run.position = brokenSwingAt(list, kind, bar);
      if (run.position < 0) run.swing = null;
    }
    const k = run.position;
    if (k < 0) continue;
    const swing = list[k]!;
    if (swing !== run.swing) {
      run.swing = swing;
      run.beyondAt = firstCloseBeyond(context, bullish, swing, swing.index + 1, bar - 1);
    }
    if (run.beyondAt >= 0 || !beyond(bullish, context.close[bar - context.offset]!, swing)) continue;
    run.beyondAt = bar;
    const found = breakAt(context, level, side, bar, list, k);
    if (found === null) continue;
    run.breaks.push(found);
    run.bars.push(bar);
  }
  run.to = to;
}

/** The context's book (looked up once, when a detector is prepared: an incremental state keeps it). */
export const structureBookOf = perContext((context: StrategyContext) => new StructureBook(context));

export type { StructureBook };
