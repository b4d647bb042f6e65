import { ATR_14 } from '../context';
import { LEVELS_COARSEST_FIRST } from '../swings';
import type { Detection, DetectorGate } from '../types';
import { type IctRule, RULE_FINDERS } from './ict-rules';
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
 * The return rules (FVG, order block, breaker) fire on the first candle since a recent break to reach back to a zone
 * it left: one whose extreme passes the candle before (a lower low for a buy), since that one stayed short of the zone,
 * unless the break was on the candle before (nothing between). None without a recent break.
 */
const returnGate = (side: IctSide): DetectorGate => ({
  prepare: (context) => {
    const book = structureBookOf(context);
    const s = side === 'bullish' ? 1 : -1;
    const toward = side === 'bullish' ? context.low : context.high;
    return (i) => {
      const bar = i + context.offset;
      if (bar < FIRST_BAR) return false;
      const breaks = book.recentBreaks(side, bar - RETURN_REACH, bar - 1);
      if (breaks.length === 0) return false;
      if (!(s * toward[i]! >= s * toward[i - 1]!)) return true;
      for (let k = 0; k < breaks.length; k++) if (breaks[k]!.bar === bar - 1) return true;
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
