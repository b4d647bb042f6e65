// trading-signals 8.3.0 expected values for the indicators TA-Lib lacks: Ichimoku, Supertrend, VWAP.
import { DonchianChannels, IchimokuCloud, SuperTrend, VWAP } from 'trading-signals';
import { cases, write } from './fixture-io.mjs';

const TS = 'trading-signals 8.3.0 (bennycode/trading-signals)';

export function writeTradingSignalsFixtures() {
  // trading-signals streams candles through `add` and returns null until warm.
  const streamed = (make, c, pick) => {
    const indicator = make();
    return c.close.map((_, i) => {
      const r = indicator.add({
        open: c.open[i],
        high: c.high[i],
        low: c.low[i],
        close: c.close[i],
        volume: c.volume[i],
      });
      return r === null ? null : pick(r);
    });
  };
  const donchianMiddle = (c, period) =>
    streamed(
      () => new DonchianChannels(period),
      c,
      (r) => r.middle,
    );
  write(
    'ichimoku',
    `${TS} IchimokuCloud (spanA from bar 51), DonchianChannels middle (conversion, base, spanB from their own warm-up)`,
    cases([
      [
        { conversionPeriod: 9, basePeriod: 26, spanBPeriod: 52 },
        (c) => ({
          conversion: donchianMiddle(c, 9),
          base: donchianMiddle(c, 26),
          spanB: donchianMiddle(c, 52),
          spanA: streamed(
            () => new IchimokuCloud({ conversionInterval: 9, baseInterval: 26, spanBInterval: 52 }),
            c,
            (r) => r.spanA,
          ),
        }),
      ],
    ]),
  );
  write(
    'supertrend',
    `${TS} SuperTrend (ATR = TR with bar 0 as high − low, Wilder-smoothed from an SMA seed)`,
    cases(
      [
        [10, 3],
        [7, 2],
      ].map(([period, multiplier]) => [
        { period, multiplier },
        (c) => ({
          supertrend: streamed(
            () => new SuperTrend({ interval: period, multiplier }),
            c,
            (r) => r.supertrend,
          ),
          direction: streamed(
            () => new SuperTrend({ interval: period, multiplier }),
            c,
            (r) => (r.trend === 'BULLISH' ? 1 : -1),
          ),
        }),
      ]),
    ),
  );
  /** A fresh trading-signals VWAP per UTC day (or one for all bars). */
  const vwapOracle = (c, daily) => {
    let indicator;
    let day;
    return c.close.map((_, i) => {
      const d = Math.floor(c.time[i] / 86_400);
      if (indicator === undefined || (daily && d !== day)) indicator = new VWAP();
      day = d;
      const r = indicator.add({
        open: c.open[i],
        high: c.high[i],
        low: c.low[i],
        close: c.close[i],
        volume: c.volume[i],
      });
      return r === null ? null : r;
    });
  };
  write(
    'vwap',
    `${TS} VWAP (typical price), restarted at each UTC day for the daily session`,
    cases([
      [{ session: null }, (c) => ({ vwap: vwapOracle(c, false) })],
      [{ session: 1440 }, (c) => ({ vwap: vwapOracle(c, true) })],
    ]),
  );
}
