import type { StrategyContext } from '../context';
import { ATR_14 } from '../context';
import { LEVELS_COARSEST_FIRST } from '../swings';
import type { Detection, DetectorGate, GateGroup } from '../types';
import { type IctRule, RULE_FINDERS, returnZones, takesAnyOte } from './ict-rules';
import { ICT_HISTORY, type IctSide, RETURN_REACH, type StructureBook, structureBookOf } from './structure';

/** ATR(14) has its first value on bar 14; nothing structural forms before a few swings anyway. */
const FIRST_BAR = 20;

/** The structure rules (BOS, CHoCH, the sweep's CHoCH) fire only on a bar that breaks structure on some level. */
function breaksStructure(book: StructureBook, side: IctSide, bar: number): boolean {
  if (bar < FIRST_BAR) return false;
  for (let l = 0; l < LEVELS_COARSEST_FIRST.length; l++)
    if (book.breakOn(LEVELS_COARSEST_FIRST[l]!, side, bar) !== null) return true;
  return false;
}

/**
 * The return rules (FVG, order block, breaker) fire on the first candle since a recent break to reach back into a zone
 * it left (`returnZones`) and close short of its far edge: every candle between the break and this one stayed short of
 * the zone, so this one's extreme passes all of theirs (a lower low than each, for a buy). None without a recent break.
 * `reached` is scratch room for RETURN_REACH + 1 numbers.
 */
function mayReturn(
  context: StrategyContext,
  book: StructureBook,
  side: IctSide,
  i: number,
  reached: Float64Array,
): boolean {
  const bar = i + context.offset;
  if (bar < FIRST_BAR) return false;
  const breaks = book.recentBreaks(side, bar - RETURN_REACH, bar - 1);
  if (breaks.length === 0) return false;
  // The breaks' bars as the book keeps them side by side: a break itself is read only when a candle since it is left.
  const bars = book.recentBars[side];
  const { s, toward } = book.views[side];
  let oldest = bars[0]!;
  for (let k = 1; k < breaks.length; k++) if (bars[k]! < oldest) oldest = bars[k]!;
  // Back to the newest candle as deep as this one (most candles stop at once): only breaks after it are left.
  // reached[i − 1 − j] is the farthest reach of the candles j … i − 1 (s times it).
  const reach = s * toward[i]!;
  let far = Number.POSITIVE_INFINITY;
  let j = i - 1;
  for (; j > oldest - context.offset; j--) {
    const x = s * toward[j]!;
    if (x <= reach) break;
    if (x < far) far = x;
    reached[i - 1 - j] = far;
  }
  const closed = s * context.close[i]!;
  for (let k = 0; k < breaks.length; k++) {
    const after = bars[k]! - context.offset + 1;
    if (after <= j) continue;
    // Untouched since the break: the zone's near edge short of every candle after it.
    const since = after <= i - 1 ? reached[i - 1 - after]! : Number.POSITIVE_INFINITY;
    const zones = returnZones(context, book, side, breaks[k]!);
    for (let z = 0; z < zones.length; z += 2) {
      const near = s * zones[z]!;
      if (reach <= near && near < since && closed > s * zones[z + 1]!) return true;
    }
  }
  return false;
}

/** The family's gates by slot: structure breaks and returns, bullish then bearish. */
const SLOTS = [
  { rules: ['bos', 'choch', 'sweep-choch'], side: 'bullish' },
  { rules: ['bos', 'choch', 'sweep-choch'], side: 'bearish' },
  { rules: ['fvg-return', 'order-block-return', 'breaker-retest'], side: 'bullish' },
  { rules: ['fvg-return', 'order-block-return', 'breaker-retest'], side: 'bearish' },
  { rules: ['ote'], side: 'bullish' },
  { rules: ['ote'], side: 'bearish' },
] as const;

/** The slot's test of local bar i (a batch scan asks it gate by gate). */
function slotTest(context: StrategyContext, book: StructureBook, slot: number): (i: number) => boolean {
  const { side } = SLOTS[slot]!;
  if (slot < 2) return (i) => breaksStructure(book, side, i + context.offset);
  if (slot >= 4) return (i) => i + context.offset >= FIRST_BAR && takesAnyOte(context, book, side, i);
  const reached = new Float64Array(RETURN_REACH + 1);
  return (i) => mayReturn(context, book, side, i, reached);
}

/** The ICT gates answered together by the incremental scan: one call per candle, the book looked up once. */
const ICT_GATES: GateGroup = {
  prepare: (context) => {
    const book = structureBookOf(context);
    const tests = SLOTS.map((_, slot) => slotTest(context, book, slot));
    return (i, answers) => {
      for (let slot = 0; slot < tests.length; slot++) answers[slot] = tests[slot]!(i) ? 1 : 0;
    };
  },
  size: () => SLOTS.length,
};

const GATES: Readonly<Record<IctSide, Partial<Record<IctRule, DetectorGate>>>> = { bullish: {}, bearish: {} };
SLOTS.forEach(({ rules, side }, slot) => {
  const gate: DetectorGate = {
    prepare: (context) => slotTest(context, structureBookOf(context), slot),
    group: { gates: ICT_GATES, slot },
  };
  for (const rule of rules) GATES[side][rule] = gate;
});

/** One ICT strategy: a rule on one side, at most one signal per bar (levels tried coarsest first). */
export function defineIct(rule: IctRule, side: IctSide): Detection {
  const find = RULE_FINDERS[rule];
  return {
    position: side === 'bullish' ? 'buy' : 'sell',
    lookback: FIRST_BAR,
    history: ICT_HISTORY,
    // Only the sweep reads ATR (the equal-lows tolerance).
    needs: rule === 'sweep-choch' ? [ATR_14] : [],
    ...(GATES[side][rule] && { gate: GATES[side][rule] }),
    prepare: (context) => {
      const book = structureBookOf(context);
      return (from, to, emit) => {
        for (let i = Math.max(from, FIRST_BAR - context.offset); i <= to; i++) {
          const found = find(context, book, side, i);
          if (found !== null) emit(found);
        }
      };
    },
  };
}
