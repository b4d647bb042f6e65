import { atr } from '../indicators';
import type { CandleColumns } from '../series';

/**
 * A jump is a candle whose close-to-close move is far beyond recent volatility: |return| > k · σ,
 * with σ = ATR(20) / close of the candles before it (ATR-normalised volatility, so the jump candle
 * does not raise its own bar). k = 4: on the 5-minute Binance and Bybit futures in our data that is
 * a handful of candles per pair per week (k = 3 gives about twice as many). The move must also be
 * at least 0.5 %, so a dead-quiet market does not "jump" by a tick.
 */
export const JUMP_RULES = {
  atrPeriod: 20,
  k: 4,
  minMovePercent: 0.5,
  /** Jumps at most this many candles after the previous one join its group (15 minutes on 3m). */
  groupGap: 5,
} as const;

export interface JumpRules {
  readonly atrPeriod: number;
  readonly k: number;
  readonly minMovePercent: number;
  readonly groupGap: number;
}

export interface Jump {
  readonly index: number;
  /** Open time of the jump candle, unix seconds. */
  readonly time: number;
  /** Its close. */
  readonly price: number;
  /** Close-to-close move, percent. */
  readonly change: number;
  /** The move in units of σ: how many ATR-normalised volatilities it spans. */
  readonly size: number;
  readonly direction: 'up' | 'down';
}

/** Every jump candle of the series, oldest first; none before the ATR is warm. */
export function findJumps(columns: CandleColumns, rules: JumpRules = JUMP_RULES): Jump[] {
  const { close, high, low, time } = columns;
  const volatility = atr(high, low, close, rules.atrPeriod);
  const jumps: Jump[] = [];
  for (let i = 1; i < close.length; i++) {
    const previous = close[i - 1]!;
    const sigma = volatility[i - 1]! / previous;
    if (!(previous > 0 && sigma > 0)) continue;
    const move = close[i]! / previous - 1;
    const size = Math.abs(move) / sigma;
    if (size > rules.k && Math.abs(move) * 100 >= rules.minMovePercent) {
      jumps.push({
        index: i,
        time: time[i]!,
        price: close[i]!,
        change: move * 100,
        size,
        direction: move > 0 ? 'up' : 'down',
      });
    }
  }
  return jumps;
}
