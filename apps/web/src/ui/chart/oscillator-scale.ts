import type { ChartOscillator } from '@tradescope/domain';

/**
 * Decimals the oscillator's scale shows: RSI and stochastics (0-100) read at 2, a MACD on a pair priced in cents
 * (readings of 0.004) needs 5, an OBV in the millions none. Taken from the largest reading.
 */
export const oscillatorDecimals = (oscillator: ChartOscillator): number => {
  let largest = 0;
  for (const line of oscillator.lines) {
    for (const [, value] of line.points) largest = Math.max(largest, Math.abs(value));
  }
  if (largest >= 1000) return 0;
  if (largest >= 1) return 2;
  if (largest >= 0.01) return 4;
  return 6;
};
