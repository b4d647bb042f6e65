import { ATR_14 } from '../context';
import type { Detection } from '../types';
import { type IctRule, RULE_FINDERS } from './ict-rules';
import { ICT_HISTORY, type IctSide, structureBookOf } from './structure';

/** ATR(14) has its first value on bar 14; nothing structural forms before a few swings anyway. */
const FIRST_BAR = 20;

/** One ICT strategy: a rule on one side, at most one signal per bar (levels tried coarsest first). */
export function defineIct(rule: IctRule, side: IctSide): Detection {
  const find = RULE_FINDERS[rule];
  return {
    position: side === 'bullish' ? 'buy' : 'sell',
    lookback: FIRST_BAR,
    history: ICT_HISTORY,
    // Only the sweep reads ATR (the equal-lows tolerance).
    needs: rule === 'sweep-choch' ? [ATR_14] : [],
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
