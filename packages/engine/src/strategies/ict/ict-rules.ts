import type { Pivot, PivotLevel } from '../../pivots';
import { ATR_14, type StrategyContext } from '../context';
import { exceeds } from '../signal-rules';
import { LEVELS_COARSEST_FIRST } from '../swings';
import type { ChartData, ChartPoint, Signal } from '../types';
import {
  BREAK_REACH,
  type IctSide,
  RETURN_REACH,
  type Sided,
  type StructureBook,
  type StructureBreak,
} from './structure';

/** The family's rules, each bullish and bearish (README.md). */
const ICT_RULES = [
  'bos',
  'choch',
  'fvg-return',
  'order-block-return',
  'sweep-choch',
  'ote',
  'breaker-retest',
] as const;
export type IctRule = (typeof ICT_RULES)[number];

/** Bars searched back from the displacement's start for its order block. */
export const ORDER_BLOCK_SEARCH = 10;
/** Equal highs / lows: two swings of one level within this fraction of ATR(14) of each other. */
export const EQUAL_ATR = 0.2;
/** Most bars from the older equal swing to the sweep. */
export const LIQUIDITY_REACH = 100;
/** The optimal trade entry band: retracements of the leg that broke structure. */
export const OTE_NEAR = 0.62;
export const OTE_MID = 0.705;
export const OTE_FAR = 0.79;

/** One side's view of the candles, the book's own (built once per context: a rule's call allocates none). */
const sided = (book: StructureBook, side: IctSide): Sided => book.views[side];

const point = (context: StrategyContext, bar: number, value: number): ChartPoint => ({
  date: context.time[bar - context.offset]!,
  value,
});

/** The broken swing and the level at the breaking candle, named by its kind (`bos` or `choch`): the structure line. */
const breakPoints = (context: StrategyContext, b: StructureBreak): Record<string, ChartPoint> => ({
  broken: point(context, b.broken.index, b.broken.price),
  [b.kind]: point(context, b.bar, b.broken.price),
});

/** The extreme of `away` on local bars [from, to] in the side's direction (the highest high for a buy). */
function extremeOf(values: Float64Array, s: number, from: number, to: number): number {
  let best = values[from]!;
  for (let j = from + 1; j <= to; j++) if (s * values[j]! > s * best) best = values[j]!;
  return best;
}

interface Setup {
  readonly zone: readonly [near: number, far: number];
  readonly target: number;
  readonly anchor: Pivot;
  readonly level: PivotLevel;
  readonly chartData: ChartData;
  /** Overrides the default invalidation (the zone's far edge). */
  readonly invalidation?: number;
}

function signalOf(context: StrategyContext, view: Sided, i: number, setup: Setup): Signal {
  const [near, far] = setup.zone;
  return {
    index: i + context.offset,
    price: context.close[i]!,
    zone: { from: Math.min(near, far), to: Math.max(near, far) },
    invalidation: setup.invalidation ?? far,
    // A close beyond the signal candle's far extreme (its high for a buy): the reaction has begun.
    trigger: view.away[i]!,
    target: setup.target,
    anchorIndex: setup.anchor.index,
    anchorKind: setup.anchor.kind,
    pivotType: setup.level,
    chartData: setup.chartData,
  };
}

/** A close beyond the displacement's start voids a break; its target is the leg measured again from the level. */
function breakSetup(context: StrategyContext, b: StructureBreak, extra: ChartData = {}): Setup {
  const i = b.bar - context.offset;
  return {
    zone: [context.close[i]!, b.broken.price],
    invalidation: b.start,
    target: b.broken.price + (b.broken.price - b.start),
    anchor: b.broken,
    level: b.level,
    chartData: { ...breakPoints(context, b), start: point(context, b.startBar, b.start), ...extra },
  };
}

/** Whether `toward` stayed short of `near` on local bars (from, to): the zone is still fresh. */
function untouched(view: Sided, near: number, from: number, to: number): boolean {
  for (let j = from + 1; j < to; j++) if (view.s * view.toward[j]! <= view.s * near) return false;
  return true;
}

/** Local bar i reaches into [near, far] and closes on the near side of far: the first return holds. */
const returnsInto = (context: StrategyContext, view: Sided, i: number, near: number, far: number): boolean =>
  view.s * view.toward[i]! <= view.s * near && view.s * context.close[i]! > view.s * far;

/** Finds a rule's signal on local bar i; the book is the context's, taken when the detector was prepared. */
export type RuleFinder = (
  context: StrategyContext,
  book: StructureBook,
  side: IctSide,
  i: number,
) => Signal | null;

/** The newest break of the side within the return reach before local bar i, per level, coarsest first. */
const recentBreaks = (context: StrategyContext, book: StructureBook, side: IctSide, i: number) =>
  book.recentBreaks(side, i + context.offset - RETURN_REACH, i + context.offset - 1);

const structureRule =
  (kind: StructureBreak['kind']): RuleFinder =>
  (context, book, side, i) => {
    for (let l = 0; l < LEVELS_COARSEST_FIRST.length; l++) {
      const level = LEVELS_COARSEST_FIRST[l]!;
      const b = book.breakOn(level, side, i + context.offset);
      if (b !== null && b.kind === kind)
        return signalOf(context, sided(book, side), i, breakSetup(context, b));
    }
    return null;
  };

/**
 * The first return into a fresh fair value gap left by the displacement that broke structure: c1's high
 * below c3's low (bullish), the middle candle closing up, c1 on or after the displacement's start and
 * c3 on or before the break; the newest such gap first.
 */
const fvgReturn: RuleFinder = (context, book, side, i) => {
  const view = sided(book, side);
  const { s, toward, away } = view;
  const breaks = recentBreaks(context, book, side, i);
  for (let n = 0; n < breaks.length; n++) {
    const b = breaks[n]!;
    b.memo.gaps ??= gapsOf(context, view, b);
    const gaps = b.memo.gaps;
    for (let g = 0; g < gaps.length; g++) {
      const bar = gaps[g]!;
      const c3 = bar - context.offset;
      const near = toward[c3]!;
      const far = away[c3 - 2]!;
      // The signal candle's own test first: the freshness check reads every bar since the gap.
      if (!returnsInto(context, view, i, near, far) || !untouched(view, near, c3, i)) continue;
      const fill = Math.min(1, (s * (near - toward[i]!)) / (s * (near - far)));
      return signalOf(context, view, i, {
        zone: [near, far],
        target: extremeOf(away, s, b.startBar - context.offset, i - 1),
        anchor: b.broken,
        level: b.level,
        chartData: {
          c1: point(context, bar - 2, far),
          c3: point(context, bar, near),
          ...breakPoints(context, b),
          fill: point(context, i + context.offset, fill),
        },
      });
    }
  }
  return null;
};

/** The displacement's gaps (global bars of candle 3), newest first: candle 1 beyond candle 3, the middle closing the side's way. */
function gapsOf(context: StrategyContext, view: Sided, b: StructureBreak): number[] {
  const { s, toward, away } = view;
  const { open, close } = context;
  const gaps: number[] = [];
  for (let c3 = b.bar - context.offset; c3 >= b.startBar - context.offset + 2; c3--) {
    const c2 = c3 - 1;
    if (s * toward[c3]! > s * away[c3 - 2]! && s * close[c2]! > s * open[c2]!) gaps.push(c3 + context.offset);
  }
  return gaps;
}

/** The last candle of the other colour on or before the displacement's start (a down candle for a buy), or −1. */
function orderBlockOf(context: StrategyContext, side: IctSide, startBar: number): number {
  const { open, close } = context;
  const s = side === 'bullish' ? 1 : -1;
  const start = startBar - context.offset;
  for (let j = start; j >= Math.max(0, start - ORDER_BLOCK_SEARCH); j--)
    if (s * close[j]! < s * open[j]!) return j + context.offset;
  return -1;
}

const blockPoints = (context: StrategyContext, bar: number): Record<string, ChartPoint> => {
  const j = bar - context.offset;
  return { obHigh: point(context, bar, context.high[j]!), obLow: point(context, bar, context.low[j]!) };
};

/** The first return after the break into the order block of the displacement that broke structure. */
const orderBlockReturn: RuleFinder = (context, book, side, i) => {
  const view = sided(book, side);
  const breaks = recentBreaks(context, book, side, i);
  for (let n = 0; n < breaks.length; n++) {
    const b = breaks[n]!;
    b.memo.block ??= orderBlockOf(context, side, b.startBar);
    const block = b.memo.block;
    if (block < 0) continue;
    const j = block - context.offset;
    const near = view.away[j]!;
    const far = view.toward[j]!;
    if (!returnsInto(context, view, i, near, far) || !untouched(view, near, b.bar - context.offset, i))
      continue;
    return signalOf(context, view, i, {
      zone: [near, far],
      target: extremeOf(view.away, view.s, b.startBar - context.offset, i - 1),
      anchor: b.broken,
      level: b.level,
      chartData: { ...blockPoints(context, block), ...breakPoints(context, b) },
    });
  }
  return null;
};

/** The breaker a break stands on: the order block of the last opposite break before it, turned by a close beyond it. */
function breakerOf(
  context: StrategyContext,
  book: StructureBook,
  side: IctSide,
  b: StructureBreak,
): NonNullable<StructureBreak['memo']['breaker']> | null {
  const s = side === 'bullish' ? 1 : -1;
  const other: IctSide = side === 'bullish' ? 'bearish' : 'bullish';
  const failed = book.lastBreak(b.level, other, b.bar - BREAK_REACH, b.bar - 1);
  if (failed === null) return null;
  const block = orderBlockOf(context, other, failed.startBar);
  if (block < 0) return null;
  const near = (side === 'bullish' ? context.high : context.low)[block - context.offset]!;
  for (let k = failed.bar + 1; k <= b.bar; k++)
    if (s * context.close[k - context.offset]! > s * near) return { failed, block, turned: k };
  return null;
}

/**
 * The zones a break left that are still untouched on its bar, as (near, far) pairs: its gaps, its order block and its
 * breaker. A return rule fires only on a candle reaching one of them with a close short of its far edge, no candle
 * since the break having reached it.
 */
export function returnZones(
  context: StrategyContext,
  book: StructureBook,
  side: IctSide,
  b: StructureBreak,
): Float64Array {
  if (b.memo.zones !== undefined) return b.memo.zones;
  const view = sided(book, side);
  const { toward, away } = view;
  const edges: number[] = [];
  b.memo.gaps ??= gapsOf(context, view, b);
  for (const bar of b.memo.gaps) {
    const c3 = bar - context.offset;
    if (untouched(view, toward[c3]!, c3, b.bar - context.offset + 1)) edges.push(toward[c3]!, away[c3 - 2]!);
  }
  b.memo.block ??= orderBlockOf(context, side, b.startBar);
  if (b.memo.block >= 0) {
    const j = b.memo.block - context.offset;
    edges.push(away[j]!, toward[j]!);
  }
  if (b.memo.breaker === undefined) b.memo.breaker = breakerOf(context, book, side, b);
  if (b.memo.breaker !== null) {
    const j = b.memo.breaker.block - context.offset;
    edges.push(away[j]!, toward[j]!);
  }
  b.memo.zones = Float64Array.from(edges);
  return b.memo.zones;
}

/**
 * A breaker: the order block of an earlier break the other way (the last up candle before a drop, for a
 * buy), which a later close beyond it turned; the first return to it from the new side after this
 * side's break.
 */
const breakerRetest: RuleFinder = (context, book, side, i) => {
  const view = sided(book, side);
  const { s } = view;
  const breaks = recentBreaks(context, book, side, i);
  for (let n = 0; n < breaks.length; n++) {
    const b = breaks[n]!;
    if (b.memo.breaker === undefined) b.memo.breaker = breakerOf(context, book, side, b);
    const breaker = b.memo.breaker;
    if (breaker === null) continue;
    const { failed, block } = breaker;
    const j = block - context.offset;
    const near = view.away[j]!;
    const far = view.toward[j]!;
    const turned = breaker.turned - context.offset;
    if (!returnsInto(context, view, i, near, far)) continue;
    if (!untouched(view, near, Math.max(turned, b.bar - context.offset), i)) continue;
    return signalOf(context, view, i, {
      zone: [near, far],
      target: extremeOf(view.away, s, turned, i - 1),
      anchor: b.broken,
      level: b.level,
      chartData: {
        ...blockPoints(context, block),
        ...breakPoints(context, b),
        failed: point(context, failed.bar, failed.broken.price),
      },
    });
  }
  return null;
};

/**
 * The newest pair of equal swings of the level (lows for a buy) confirmed before the sweep bar, within
 * EQUAL_ATR × ATR(14) of each other, whose pool (the lower low) no candle ran before the sweep.
 */
function equalSwings(
  context: StrategyContext,
  side: IctSide,
  level: PivotLevel,
  sweep: number,
): [Pivot, Pivot] | null {
  const list = context.pivots()[level];
  const kind = side === 'bullish' ? 'low' : 'high';
  const s = side === 'bullish' ? 1 : -1;
  const atr = context.indicator(ATR_14).atr[sweep - 1 - context.offset]!;
  if (!(atr > 0)) return null;
  const toward = side === 'bullish' ? context.low : context.high;
  const swings: Pivot[] = [];
  for (let k = list.length - 1; k >= 0 && swings.length < 8; k--) {
    const p = list[k]!;
    if (p.index < sweep - LIQUIDITY_REACH) break;
    if (p.confirmedAt < sweep && p.kind === kind) swings.push(p);
  }
  for (let n = 0; n < swings.length; n++) {
    for (let m = n + 1; m < swings.length; m++) {
      const newer = swings[n]!;
      const older = swings[m]!;
      if (Math.abs(newer.price - older.price) > EQUAL_ATR * atr) continue;
      const pool = s > 0 ? Math.min(newer.price, older.price) : Math.max(newer.price, older.price);
      let runBefore = false;
      for (let j = newer.index + 1; j < sweep && !runBefore; j++)
        runBefore = s * toward[j - context.offset]! < s * pool;
      if (!runBefore) return [older, newer];
    }
  }
  return null;
}

/**
 * A change of character whose displacement starts at a liquidity sweep: the candle that made the
 * pullback's extreme ran below a pool of equal lows and closed back above it (a buy; mirrored for a sell).
 */
const sweepChoch: RuleFinder = (context, book, side, i) => {
  const view = sided(book, side);
  const { s } = view;
  for (let l = 0; l < LEVELS_COARSEST_FIRST.length; l++) {
    const level = LEVELS_COARSEST_FIRST[l]!;
    const b = book.breakOn(level, side, i + context.offset);
    if (b === null || b.kind !== 'choch') continue;
    const pair = equalSwings(context, side, level, b.startBar);
    if (pair === null) continue;
    const pool = s > 0 ? Math.min(pair[0].price, pair[1].price) : Math.max(pair[0].price, pair[1].price);
    const j = b.startBar - context.offset;
    if (!(s * view.toward[j]! < s * pool && s * context.close[j]! > s * pool)) continue;
    return signalOf(context, view, i, {
      ...breakSetup(context, b, {
        liq1: point(context, pair[0].index, pair[0].price),
        liq2: point(context, pair[1].index, pair[1].price),
        sweep: point(context, b.startBar, b.start),
      }),
      zone: [pool, b.start],
    });
  }
  return null;
};

/** Retracement r of a leg from `start` to `end`. */
const retracement = (start: number, end: number, r: number) => end - r * (end - start);

/**
 * The leg's running top (local bar) an OTE on local bar i after BOS `b` measures to, or −1 when a candle since the
 * break already reached 0.62 (the break has no OTE left). The bars before i are judged once and remembered: a scan
 * asks the bars after a break in turn.
 */
function oteTop(context: StrategyContext, view: Sided, b: StructureBreak, i: number): number {
  const { s, toward, away } = view;
  const bar = i + context.offset;
  let state = b.memo.ote;
  if (state === undefined || state.seen > bar - 1)
    state = b.memo.ote = { seen: b.bar, top: b.bar, reached: false };
  for (let j = state.seen + 1; j < bar && !state.reached; j++) {
    const k = j - context.offset;
    if (s * toward[k]! <= s * retracement(b.start, away[state.top - context.offset]!, OTE_NEAR))
      state.reached = true;
    else if (s * away[k]! > s * away[state.top - context.offset]!) state.top = j;
    state.seen = j;
  }
  return state.reached ? -1 : state.top - context.offset;
}

/** Local bar i reaches 0.62 of the leg from the break's start to local bar `top`, not past the start, closing beyond 0.79. */
function takesOte(context: StrategyContext, view: Sided, b: StructureBreak, top: number, i: number): boolean {
  const { s, toward, away } = view;
  const reached = s * toward[i]! <= s * retracement(b.start, away[top]!, OTE_NEAR);
  const far = retracement(b.start, away[top]!, OTE_FAR);
  return reached && s * toward[i]! > s * b.start && exceeds(s * context.close[i]!, s * far);
}

/**
 * Whether local bar i takes an OTE (the rule below without its signal): the ote strategies' gate, asked on every candle,
 * so the detector is called only on the few that fire.
 */
export function takesAnyOte(
  context: StrategyContext,
  book: StructureBook,
  side: IctSide,
  i: number,
): boolean {
  const view = sided(book, side);
  const breaks = recentBreaks(context, book, side, i);
  for (let n = 0; n < breaks.length; n++) {
    const b = breaks[n]!;
    if (b.kind !== 'bos') continue;
    const top = oteTop(context, view, b, i);
    if (top >= 0 && takesOte(context, view, b, top, i)) return true;
  }
  return false;
}

/**
 * Optimal trade entry after a break of structure: the first candle since the break whose low reaches the
 * 0.62 retracement of the leg from the displacement's start to its running top (a buy), without passing
 * the start, closing above 0.79.
 */
const ote: RuleFinder = (context, book, side, i) => {
  const view = sided(book, side);
  const { away } = view;
  const breaks = recentBreaks(context, book, side, i);
  for (let n = 0; n < breaks.length; n++) {
    const b = breaks[n]!;
    if (b.kind !== 'bos') continue;
    const top = oteTop(context, view, b, i);
    if (top < 0 || !takesOte(context, view, b, top, i)) continue;
    const end = away[top]!;
    const at = top + context.offset;
    return signalOf(context, view, i, {
      zone: [retracement(b.start, end, OTE_NEAR), retracement(b.start, end, OTE_FAR)],
      invalidation: b.start,
      target: end,
      anchor: b.broken,
      level: b.level,
      chartData: {
        ...breakPoints(context, b),
        start: point(context, b.startBar, b.start),
        end: point(context, at, end),
        ote62: point(context, at, retracement(b.start, end, OTE_NEAR)),
        ote705: point(context, at, retracement(b.start, end, OTE_MID)),
        ote79: point(context, at, retracement(b.start, end, OTE_FAR)),
      },
    });
  }
  return null;
};

export const RULE_FINDERS: Readonly<Record<IctRule, RuleFinder>> = {
  bos: structureRule('bos'),
  choch: structureRule('choch'),
  'fvg-return': fvgReturn,
  'order-block-return': orderBlockReturn,
  'sweep-choch': sweepChoch,
  ote,
  'breaker-retest': breakerRetest,
};
