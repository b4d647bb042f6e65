import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';
import { isKick, mayKick } from './kick';

/** CDLKICKINGBYLENGTH: the kicking pattern, signed by whichever marubozu is longer. */
export const kickingByLength = definePattern({
  lookback: maxPeriod('shadowVeryShort', 'bodyLong') + 1,
  mayFire: mayKick,
  setup: (context) => {
    const kick = isKick(context);
    const c = context.candles;
    return (i) => (kick(i) ? c.color(c.body(i) > c.body(i - 1) ? i : i - 1) * 100 : 0);
  },
});
