import { bucketStart, type Candle, type UnixSeconds } from '@tradescope/engine';

/** Deterministic candles for the fakes: the same (symbol, timeframe, open) always gives the same candle. */
export const scriptedCandle = (symbol: string, timeframe: number, open: number, forming = false): Candle => {
  const seed = [...symbol].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const k = Math.floor(open / (timeframe * 60)) + seed;
  const o = 100 + (k % 37) + 0.25;
  // A forming candle has not reached its close yet: it moves a little less, then lands on the scripted close.
  const c = o + ((k % 5) - 2) * (forming ? 0.125 : 0.25);
  return {
    time: open as UnixSeconds,
    open: o,
    high: Math.max(o, c) + 0.5,
    low: Math.min(o, c) - 0.5,
    close: c,
    volume: 10 + (k % 7) + (forming ? 0 : 0.5),
  };
};

/** Open times of candles of `timeframe` from the one containing `fromS` through the one containing `toS`. */
export const opensBetween = (fromS: number, toS: number, timeframe: number): number[] => {
  const out: number[] = [];
  for (let t: number = bucketStart(fromS as UnixSeconds, timeframe); t <= toS; t += timeframe * 60)
    out.push(t);
  return out;
};

export const formingAt = (nowS: number, timeframe: number): number =>
  bucketStart(nowS as UnixSeconds, timeframe);

/** Decimal strings as venues send them. */
export const decimal = (value: number, digits = 8): string => value.toFixed(digits);
