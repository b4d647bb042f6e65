import fc from 'fast-check';
import { type CandleColumns, emptyColumns } from '../src/series';

export interface CandleArbitraryOptions {
  readonly minLength?: number;
  readonly maxLength?: number;
}

const move = fc.oneof(
  // Flat stretches reach the zero-range and zero-change branches (RSI, stochastic, CCI, MFI).
  { weight: 2, arbitrary: fc.constant(0) },
  { weight: 5, arbitrary: fc.integer({ min: -400, max: 400 }) },
);
const step = fc.record({
  move,
  upperWick: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 200 })),
  lowerWick: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 200 })),
  volume: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5000 })),
});

/**
 * Valid OHLCV candles (high ≥ open, close ≥ low > 0, hourly times) from a random walk in cents,
 * so exact ties and flat runs occur as they do in real quotes.
 */
export function candleColumnsArbitrary(options: CandleArbitraryOptions = {}): fc.Arbitrary<CandleColumns> {
  const { minLength = 0, maxLength = 120 } = options;
  return fc
    .tuple(fc.integer({ min: 50_000, max: 150_000 }), fc.array(step, { minLength, maxLength }))
    .map(([startCents, steps]) => {
      const columns = emptyColumns(steps.length);
      let close = startCents;
      steps.forEach((s, i) => {
        const open = close;
        close = Math.max(1_000, open + s.move);
        columns.time[i] = 1_600_000_000 + i * 3600;
        columns.open[i] = open / 100;
        columns.close[i] = close / 100;
        columns.high[i] = (Math.max(open, close) + s.upperWick) / 100;
        columns.low[i] = Math.max(1, Math.min(open, close) - s.lowerWick) / 100;
        columns.volume[i] = s.volume;
      });
      return columns;
    });
}
