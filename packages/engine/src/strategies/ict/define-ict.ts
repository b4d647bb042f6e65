import { ATR_14 } from '../context';
import { LEVELS_COARSEST_FIRST } from '../swings';
import type { Detection, DetectorGate } from '../types';
import { type IctRule, RULE_FINDERS, returnZones } from './ict-rules';
import { ICT_HISTORY, type IctSide, RETURN_REACH, structureBookOf } from './structure';

/** ATR(14) has its first value on bar 14; nothing structural forms before a few swings anyway. */
const FIRST_BAR = 20;

/** The structure rules (BOS, CHoCH, the sweep's CHoCH) fire only on a bar that breaks structure on some level. */
const breakGate = (side: IctSide): DetectorGate => ({
  prepare: (context) => {
    const book = structureBookOf(context);
    return (i) => {
      if (i + context.offset < FIRST_BAR) return false;
      for (let l = 0; l < LEVELS_COARSEST_FIRST.length; l++)
        if (book.breakOn(LEVELS_COARSEST_FIRST[l]!, side, i + context.offset) !== null) return true;
      return false;
    };
  },
});

/**
 * The return rules (FVG, order block, breaker) fire on the first candle since a recent break to reach back into a zone
 * it left (`returnZones`) and close short of its far edge: every candle between the break and this one stayed short of
 * the zone, so this one's extreme passes all of theirs (a lower low than each, for a buy). None without a recent break.
 */
const returnGate = (side: IctSide): DetectorGate => ({
  prepare: (context) => {
    const book = structureBookOf(context);
    const s = side === 'bullish' ? 1 : -1;
    const toward = side === 'bullish' ? context.low : context.high;
    const { close } = context;
    // reached[i − 1 − j]: the farthest reach of the candles j … i − 1 (s times it), as the scan back fills it.
    const reached = new Float64Array(RETURN_REACH + 1);
    return (i) => {
      const bar = i + context.offset;
      if (bar < FIRST_BAR) return false;
      const breaks = book.recentBreaks(side, bar - RETURN_REACH, bar - 1);
      if (breaks.length === 0) return false;
      let oldest = breaks[0]!.bar;
      for (let k = 1; k < breaks.length; k++) if (breaks[k]!.bar < oldest) oldest = breaks[k]!.bar;
      // Back to the newest candle as deep as this one (most candles stop at once): only breaks after it are left.
      const reach = s * toward[i]!;
      let far = Number.POSITIVE_INFINITY;
      let j = i - 1;
      for (; j > oldest - context.offset; j--) {
        const x = s * toward[j]!;
        if (x <= reach) break;
        if (x < far) far = x;
        reached[i - 1 - j] = far;
      }
      const closed = s * close[i]!;
      for (let k = 0; k < breaks.length; k++) {
        const b = breaks[k]!;
        const after = b.bar - context.offset + 1;
        if (after <= j) continue;
        // Untouched since the break: the zone's near edge short of every candle after it.
        const since = after <= i - 1 ? reached[i - 1 - after]! : Number.POSITIVE_INFINITY;
        const zones = returnZones(context, book, side, b);
        for (let z = 0; z < zones.length; z += 2) {
          const near = s * zones[z]!;
          if (reach <= near && near < since && closed > s * zones[z + 1]!) return true;
        }
      }
      return false;
    };
  },
});

const GATES: Readonly<Record<IctSide, Readonly<Partial<Record<IctRule, DetectorGate>>>>> = Object.fromEntries(
  (['bullish', 'bearish'] as const).map((side) => {
    const breaks = breakGate(side);
    const returns = returnGate(side);
    return [
      side,
      {
        bos: breaks,
        choch: breaks,
        'sweep-choch': breaks,
        'fvg-return': returns,
        'order-block-return': returns,
        'breaker-retest': returns,
      },
    ];
  }),
) as Record<IctSide, Partial<Record<IctRule, DetectorGate>>>;

/** One ICT strategy: a rule on one side, at most one signal per bar (levels tried coarsest first). */
export function defineIct(rule: IctRule, side: IctSide): Detection {
  const find = RULE_FINDERS[rule];
  return {
    position: side === 'bullish' ? 'buy' : 'sell',
    lookback: FIRST_BAR,
    history: ICT_HISTORY,
    // Only the sweep reads ATR (the equal-lows tolerance).
    needs: rule === 'sweep-choch' ? [ATR_14] : [],
    // OTE has none: its level moves with the leg's running top, so a candle can reach it without passing the one before.
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
