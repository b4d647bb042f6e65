import type { Candle } from '../../lib/endpoints/candle-history';

/**
 * A live price folded into the candles (spec §4 data feed): inside the forming candle's period it moves the
 * close and stretches high and low; past it a new candle opens at the next step boundary of the series, so
 * sessions keep the alignment the history has. Ticks carry no volume: a new candle starts at zero.
 */
export const mergePrice = (candles: Candle[], price: number, time: number, stepS: number): Candle[] => {
  const last = candles.at(-1);
  if (last === undefined || !Number.isFinite(price) || price <= 0 || time < last.time) return candles;
  if (time < last.time + stepS) {
    if (price === last.close) return candles;
    const forming = {
      ...last,
      close: price,
      high: Math.max(last.high, price),
      low: Math.min(last.low, price),
    };
    return [...candles.slice(0, -1), forming];
  }
  const opened = last.time + Math.floor((time - last.time) / stepS) * stepS;
  return [...candles, { time: opened, open: price, high: price, low: price, close: price, volume: 0 }];
};
