import { describe, expect, it } from 'vitest';
import talibRegression252 from '../../test/fixtures/talib-regression-252.json?raw';
import { strategyFixtures } from '../../test/strategy-fixtures';
import { Candles } from './candles';
import { CANDLESTICK_PATTERNS } from './catalog';
import decimalTicks from './fixtures/decimal-ticks.json?raw';
import synthetic from './fixtures/synthetic-candles.json?raw';

interface Ohlc {
  readonly open: ArrayLike<number>;
  readonly high: ArrayLike<number>;
  readonly low: ArrayLike<number>;
  readonly close: ArrayLike<number>;
}

// The real series the strategy tests read, TA-Lib's regression series, and the constructed candles of the parity
// test (built to hit every pattern, so the firing bars are many).
const datasets: Record<string, Ohlc> = {
  ...strategyFixtures(),
  'talib-regression-252': JSON.parse(talibRegression252) as Ohlc,
  synthetic: JSON.parse(synthetic) as Ohlc,
  'decimal-ticks': JSON.parse(decimalTicks) as Ohlc,
};

// A rule written as `mayFire(c, i) && <its average tests>` has its pre-check as a necessary condition by construction
// (TA-Lib parity holds the rule itself); this guards the pre-checks written beside a rule (Harami, Tristar, Hikkake,
// the shadow-longer-than-body ones, ...), and all of them against the one-bar code the scanner reads.
const checked = CANDLESTICK_PATTERNS.filter((p) => p.detect.mayFire !== undefined);

describe('mayFire (a pattern’s average-free pre-check)', () => {
  it('is missing only where each test of the rule reads an average (single candles judged by their averages)', () => {
    const without = CANDLESTICK_PATTERNS.filter((p) => p.detect.mayFire === undefined).map((p) => p.name);
    expect(without.sort()).toEqual([
      'beltHold',
      'closingMarubozu',
      'doji',
      'dragonflyDoji',
      'gravestoneDoji',
      'longLine',
      'marubozu',
      'shortLine',
    ]);
  });

  it.each(checked.map((p) => [p.name, p] as const))(
    '%s: wherever it fails, detect() and the one-bar code give 0',
    (_name, pattern) => {
      const { detect } = pattern;
      const mayFire = detect.mayFire!;
      const { lookback } = detect;
      const window = [0, 1, 2, 3].map(() => new Float64Array(lookback + 1));
      const [o, h, l, c] = window as [Float64Array, Float64Array, Float64Array, Float64Array];
      let failed = 0;
      let fired = 0;
      for (const [name, d] of Object.entries(datasets)) {
        const candles = new Candles(d.open, d.high, d.low, d.close);
        const codes = detect(d.open, d.high, d.low, d.close);
        for (let i = lookback; i < candles.length; i++) {
          const windowCode = () => {
            for (let k = 0; k <= lookback; k++) {
              o[k] = d.open[i - lookback + k]!;
              h[k] = d.high[i - lookback + k]!;
              l[k] = d.low[i - lookback + k]!;
              c[k] = d.close[i - lookback + k]!;
            }
            return detect.lastCode(o, h, l, c);
          };
          if (codes[i] !== 0) fired++;
          if (mayFire(candles, i)) continue;
          failed++;
          if (codes[i] !== 0) expect([name, i, codes[i]]).toEqual([name, i, 0]);
          const code = windowCode();
          if (code !== 0) expect([name, i, 'one bar', code]).toEqual([name, i, 'one bar', 0]);
        }
      }
      // Not vacuous: the pre-check rules bars out, and the series hold bars where the pattern fires.
      expect(failed).toBeGreaterThan(0);
      expect(fired).toBeGreaterThan(0);
    },
  );
});
