import { DEFAULT_PIVOT_SPANS, type Pivot, type PivotLevel } from '../../pivots';
import type { StrategyContext } from '../context';
import { LEVELS_COARSEST_FIRST } from '../swings';
import type { ChartData, Detection, DetectorGate, GateGroup, Signal } from '../types';
import {
  EXTENSIONS,
  extensionName,
  extensionOf,
  GOLDEN_POCKET_EDGE,
  RETRACEMENTS,
  retracementName,
  retracementOf,
} from './fib-levels';
import { LEG, type Leg, type LegCache, legCacheOf } from './leg-cache';

export type FibSide = 'bullish' | 'bearish';

/** Most bars from the leg's start to the signal: the detector reads the start's candle. */
export const FIB_REACH = 200;

/**
 * What a Fibonacci strategy watches on the last completed leg: a band of retracements the price
 * should touch and turn from (`near` first reached, `far` its invalidation), or the extension band
 * the move beyond the leg's end reaches.
 */
export interface FibRule {
  readonly kind: 'retracement' | 'extension';
  readonly near: number;
  readonly far: number;
}

const LEVEL_INDEX: Readonly<Record<PivotLevel, number>> = { SuperMinor: 0, Minor: 1, MidMajor: 2, Major: 3 };

/** The levels drawn and their point names, built once (a signal built a list and a name string per level). */
const DRAWN_RETRACEMENTS: readonly number[] = [...RETRACEMENTS, GOLDEN_POCKET_EDGE];
const RETRACEMENT_NAMES = DRAWN_RETRACEMENTS.map(retracementName);
const EXTENSION_NAMES = EXTENSIONS.map(extensionName);

function chartDataOf(context: StrategyContext, start: Pivot, end: Pivot): ChartData {
  const date = (p: Pivot) => context.time[p.index - context.offset]!;
  const at = date(end);
  const data: Record<string, { date: number; value: number }> = {
    start: { date: date(start), value: start.price },
    end: { date: at, value: end.price },
  };
  for (let k = 0; k < DRAWN_RETRACEMENTS.length; k++) {
    const r = DRAWN_RETRACEMENTS[k]!;
    data[RETRACEMENT_NAMES[k]!] = { date: at, value: retracementOf(start.price, end.price, r) };
  }
  for (let k = 0; k < EXTENSIONS.length; k++)
    data[EXTENSION_NAMES[k]!] = { date: at, value: extensionOf(start.price, end.price, EXTENSIONS[k]!) };
  return data;
}

/**
 * A candle can first reach a level since the leg's end only by passing the candle before it (a lower low to reach a
 * retracement of an up leg): the leg's end is confirmed at least two bars back, so that candle is inside the leg's
 * stretch, and had it gone as far it would have reached the level first (NaN passes: the detector decides).
 */
const passesBefore = (touch: Float64Array, s: 1 | -1, i: number): boolean =>
  !(s * touch[i]! <= s * touch[i - 1]!);

/**
 * A level's last leg at `bar` when it runs the way the strategy reads it (an up leg ends on a high above its start),
 * else null: alternate fractal pivots can leave a high under the low before it.
 */
function legTowards(
  context: StrategyContext,
  cache: LegCache,
  level: PivotLevel,
  bar: number,
  upLeg: boolean,
  s: 1 | -1,
): Leg | null {
  const leg = cache.legAt(context.pivots(), level, LEVEL_INDEX[level], bar, bar - FIB_REACH);
  if (leg === null) return null;
  const end = leg[1];
  return end.kind === (upLeg ? 'high' : 'low') && s * (end.price - leg[0].price) > 0 ? leg : null;
}

/** One strategy's rule and side as its gate reads them. */
interface FibTest {
  readonly rule: FibRule;
  /** A retracement buy and an extension sell both read an up leg. */
  readonly upLeg: boolean;
  readonly s: 1 | -1;
}

/**
 * Whether some level's last leg lets the strategy fire on local bar i by this candle alone: it passes the candle
 * before and reaches the near level, no high passed an up leg's top, a retracement stays inside its leg and closes
 * back beyond the level. What it leaves to the detector is whether an earlier candle since the leg's end got there
 * first.
 */
function mayFire(context: StrategyContext, cache: LegCache, test: FibTest, i: number): boolean {
  const { rule, upLeg, s } = test;
  const retracement = rule.kind === 'retracement';
  const touch = retracement === upLeg ? context.low : context.high;
  if (!passesBefore(touch, retracement === upLeg ? -1 : 1, i)) return false;
  const stand = upLeg ? context.high : context.low;
  const bar = i + context.offset;
  const levels = context.pivots();
  // The legs' prices as the cache keeps them side by side: the pivots themselves are not read.
  const numbers = cache.numbers;
  for (const level of LEVELS_COARSEST_FIRST) {
    const slot = LEVEL_INDEX[level];
    if (cache.legAt(levels, level, slot, bar, bar - FIB_REACH) === null) continue;
    const at = slot * LEG;
    const start = numbers[at]!;
    const end = numbers[at + 1]!;
    // The leg runs the way the strategy reads it (legTowards).
    if ((numbers[at + 2] === 1) !== upLeg || !(s * (end - start) > 0)) continue;
    // Each level function called by name: a call through a chosen function allocated.
    const near = retracement ? retracementOf(start, end, rule.near) : extensionOf(start, end, rule.near);
    if (retracement ? !(s * touch[i]! <= s * near) : !(s * touch[i]! >= s * near)) continue;
    if (retracement && !(s * stand[i]! <= s * end)) continue;
    if (retracement && s * touch[i]! < s * start) continue;
    if (retracement && !(s * context.close[i]! > s * near)) continue;
    return true;
  }
  return false;
}

/** The family's tests, by their slot in the gate group. */
const tests: FibTest[] = [];

/** The Fibonacci gates answered together by the incremental scan: one call per candle for the eight strategies. */
const FIB_GATES: GateGroup = {
  prepare: (context) => {
    const cache = legCacheOf(context);
    return (i, answers) => {
      for (let slot = 0; slot < tests.length; slot++)
        answers[slot] = mayFire(context, cache, tests[slot]!, i) ? 1 : 0;
    };
  },
  size: () => tests.length,
};

/** A strategy's gate: its own test (a batch scan asks it), in the family's group for the incremental scan. */
function fibGate(test: FibTest): DetectorGate {
  tests.push(test);
  return {
    prepare: (context) => {
      const cache = legCacheOf(context);
      return (i) => mayFire(context, cache, test, i);
    },
    group: { gates: FIB_GATES, slot: tests.length - 1 },
  };
}

/**
 * One rule, one side, on the last completed leg of each level (its two last alternating swings, the
 * end confirmed by this bar). A retracement buy stands on an up leg: the candle's low first reaches the
 * band's near level since the leg's top without passing the leg's start, no high has passed the top, and
 * the candle closes back above the near level. An extension sell also stands on an up leg: its high first
 * reaches the near extension. The bearish rules mirror these. Levels are tried coarsest first; the match
 * carries the level.
 */
export function defineFibonacci(rule: FibRule, side: FibSide): Detection {
  // A retracement buy and an extension sell both read an up leg.
  const upLeg = (rule.kind === 'retracement') === (side === 'bullish');
  const s = upLeg ? 1 : -1;
  const finest = DEFAULT_PIVOT_SPANS.SuperMinor;
  return {
    position: side === 'bullish' ? 'buy' : 'sell',
    lookback: finest + 1 + finest,
    history: FIB_REACH,
    needs: [],
    gate: fibGate({ rule, upLeg, s }),
    prepare: (context) => {
      const cache = legCacheOf(context);
      // The window's arrays stay the same objects; its offset moves as it slides, so it is read per call.
      const { high, low, close } = context;
      // Up leg: the retracement is read on lows and the leg's top on highs; the extension on highs.
      const touch = rule.kind === 'retracement' ? (upLeg ? low : high) : upLeg ? high : low;
      const stand = upLeg ? high : low;
      const retracement = rule.kind === 'retracement';
      // Whether bar j's candle reached the near level (down to it for an up leg's retracement).
      const reached = (j: number, near: number) =>
        retracement ? s * touch[j]! <= s * near : s * touch[j]! >= s * near;
      // An up leg stands while no high passes its top (its end).
      const stands = (j: number, end: Pivot) => !retracement || s * stand[j]! <= s * end.price;
      // Per level, the leg last read and how far past its end the bars were judged (global bar), and whether one of
      // them already reached the level or passed the leg's end: each bar is judged once per leg, not again by every
      // later candle that reaches the level.
      const judged = LEVELS_COARSEST_FIRST.map(() => ({
        start: null as Pivot | null,
        end: null as Pivot | null,
        to: -1,
        spent: false,
      }));
      const fires = (i: number, slot: number, start: Pivot, end: Pivot): boolean => {
        const near = (retracement ? retracementOf : extensionOf)(start.price, end.price, rule.near);
        if (!reached(i, near) || !stands(i, end)) return false;
        // A retracement stays inside its leg: a wick past the leg's start is no reaction at a level.
        if (retracement && s * touch[i]! < s * start.price) return false;
        if (retracement && !(s * close[i]! > s * near)) return false;
        // The first candle to reach it since the leg's end.
        const memo = judged[slot]!;
        const bar = i + context.offset;
        if (memo.start !== start || memo.end !== end || memo.to >= bar) {
          memo.start = start;
          memo.end = end;
          memo.to = end.index;
          memo.spent = false;
        }
        for (let j = memo.to + 1; j < bar && !memo.spent; j++) {
          memo.spent = reached(j - context.offset, near) || !stands(j - context.offset, end);
          memo.to = j;
        }
        return !memo.spent;
      };
      return (from, to, emit) => {
        for (let i = from; i <= to; i++) {
          const bar = i + context.offset;
          for (const level of LEVELS_COARSEST_FIRST) {
            const leg = legTowards(context, cache, level, bar, upLeg, s);
            if (leg === null) continue;
            const start = leg[0];
            const end = leg[1];
            if (!fires(i, LEVEL_INDEX[level], start, end)) continue;
            emit(signalOf(context, i, level, start, end, rule));
            break;
          }
        }
      };
    },
  };
}

function signalOf(
  context: StrategyContext,
  i: number,
  level: PivotLevel,
  start: Pivot,
  end: Pivot,
  rule: FibRule,
): Signal {
  const at = rule.kind === 'retracement' ? retracementOf : extensionOf;
  const near = at(start.price, end.price, rule.near);
  const far = at(start.price, end.price, rule.far);
  return {
    index: i + context.offset,
    price: context.close[i]!,
    zone: { from: Math.min(near, far), to: Math.max(near, far) },
    // A close beyond the band's far level: the retracement went deeper, or the move ran past its target.
    invalidation: far,
    // The reaction runs back to the leg's end: the top a retracement bounces towards, the end an extension falls to.
    target: end.price,
    anchorIndex: end.index,
    anchorKind: end.kind,
    pivotType: level,
    chartData: chartDataOf(context, start, end),
  };
}
