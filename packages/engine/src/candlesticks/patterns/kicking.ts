import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';
import { isKick, mayKick } from './kick';

/** CDLKICKING: two opposite marubozu with a full gap between them; signed by the second candle. */
export const kicking = definePattern({
  lookback: maxPeriod('shadowVeryShort', 'bodyLong') + 1,
  mayFire: mayKick,
  setup: (context) => {
    const kick = isKick(context);
    const c = context.candles;
    return (i) => (kick(i) ? c.color(i) * 100 : 0);
  },
});
