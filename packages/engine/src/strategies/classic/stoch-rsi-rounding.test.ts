import { describe, expect, it } from 'vitest';
import { parseCandleFixture } from '../../../test/fixture';
import btcusdt240December2021 from '../../../test/fixtures/btcusdt-240-2021-12.json?raw';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { signalBars } from '../../../test/strategy-helpers';
import type { CandleColumns } from '../../series';
import { crossedAbove, exceeds } from '../signal-rules';

const at = (candles: CandleColumns, iso: string) => candles.time.indexOf(Date.parse(`${iso}Z`) / 1000);
const dates = (candles: CandleColumns, bars: number[]) =>
  bars.map((bar) => new Date(candles.time[bar]! * 1000).toISOString().slice(0, 16));

/**
 * StochRSI pinned at 0 leaves %K and %D at −1e-14-sized rounding remainders (found by an independent
 * check against TA-Lib): they tie, and the buy fires on the real cross a few candles later.
 */
describe('StochRSI oversold cross near 0', () => {
  const fixtures = strategyFixtures();
  const cases = [
    // %K −3.8e-14 "over" %D −9.6e-14 on 04:00; the real cross: %K 9.73 over %D 3.24 on 12:00.
    {
      name: 'BTCUSDT 4h',
      candles: parseCandleFixture(btcusdt240December2021),
      noise: '2021-12-04T04:00',
      real: '2021-12-04T12:00',
    },
    // %K −2.6e-14 over %D −4.0e-14 on 10-23; %K 10.13 over %D 3.38 on 10-24.
    {
      name: 'ETHUSDT 1d',
      candles: fixtures['ethusdt-1440']!,
      noise: '2017-10-23T00:00',
      real: '2017-10-24T00:00',
    },
    // %K 1.1e-14 over %D −4.9e-14 on 05-16; %K 10.37 over %D 3.46 on 05-17.
    {
      name: 'EURUSD OANDA 1d',
      candles: fixtures['eurusd-oanda-1440']!,
      noise: '2012-05-16T21:00',
      real: '2012-05-17T21:00',
    },
  ] as const;

  it.each(cases)(
    '$name: no buy on the noise at $noise, a buy on the real cross at $real',
    ({ candles, noise, real }) => {
      const noiseBar = at(candles, noise);
      expect(noiseBar).toBeGreaterThan(0);
      const near = signalBars('classic.stoch-rsi-oversold-cross', candles).filter(
        (bar) => bar >= noiseBar - 1 && bar <= noiseBar + 5,
      );
      expect(dates(candles, near)).toEqual([real]);
    },
  );

  it('ties values within rounding of the 0–100 scale, and still sees a real cross', () => {
    expect(exceeds(-3.8e-14, -9.6e-14)).toBe(true);
    expect(exceeds(-3.8e-14, -9.6e-14, 100)).toBe(false);
    const k = Float64Array.from([-3.8e-14, 9.73]);
    const d = Float64Array.from([-9.6e-14, 3.24]);
    expect(crossedAbove(k, d, 1)).toBe(false);
    expect(crossedAbove(k, d, 1, 100)).toBe(true);
  });
});
