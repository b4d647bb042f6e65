import { describe, expect, it } from 'vitest';
import { strategyFixtures } from '../../test/strategy-fixtures';
import { CANDLESTICK_PATTERNS } from './catalog';

describe('lastCode (one bar, rule reused over the same window arrays)', () => {
  it.each(CANDLESTICK_PATTERNS.map((p) => [p.name, p] as const))(
    '%s gives detect()[lookback] on every window of the real fixtures',
    (_name, pattern) => {
      const { lookback } = pattern.detect;
      // The same four arrays refilled bar after bar, as the scanner's pattern windows are.
      const window = [0, 1, 2, 3].map(() => new Float64Array(lookback + 1));
      const [o, h, l, c] = window as [Float64Array, Float64Array, Float64Array, Float64Array];
      for (const columns of Object.values(strategyFixtures())) {
        for (let i = lookback; i < columns.time.length; i++) {
          const from = i - lookback;
          o.set(columns.open.subarray(from, i + 1));
          h.set(columns.high.subarray(from, i + 1));
          l.set(columns.low.subarray(from, i + 1));
          c.set(columns.close.subarray(from, i + 1));
          const expected = pattern.detect(o.slice(), h.slice(), l.slice(), c.slice())[lookback] ?? 0;
          const code = pattern.detect.lastCode(o, h, l, c);
          if (code !== expected) expect([i, code]).toEqual([i, expected]);
        }
      }
    },
  );
});
