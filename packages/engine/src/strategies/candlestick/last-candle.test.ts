import { describe, expect, it } from 'vitest';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { CANDLESTICK_PATTERNS, signalOf } from '../../candlesticks';
import decimalTicks from '../../candlesticks/fixtures/decimal-ticks.json?raw';
import synthetic from '../../candlesticks/fixtures/synthetic-candles.json?raw';
import { colourOf, LAST_CANDLE_COLOUR } from './last-candle';

interface Ohlc {
  readonly open: number[] | Float64Array;
  readonly high: number[] | Float64Array;
  readonly low: number[] | Float64Array;
  readonly close: number[] | Float64Array;
}

// Every code of every pattern fires somewhere in the synthetic set (candlesticks/README), and the
// real candles add thousands of ordinary firings.
const datasets: Ohlc[] = [
  ...Object.values(strategyFixtures()),
  JSON.parse(synthetic) as Ohlc,
  JSON.parse(decimalTicks) as Ohlc,
];

describe('LAST_CANDLE_COLOUR', () => {
  it('names only real patterns', () => {
    const names = new Set(CANDLESTICK_PATTERNS.map((p) => p.name));
    expect(Object.keys(LAST_CANDLE_COLOUR).filter((name) => !names.has(name as never))).toEqual([]);
  });

  it.each(CANDLESTICK_PATTERNS.filter((p) => LAST_CANDLE_COLOUR[p.name]).map((p) => [p.name, p] as const))(
    'holds at every firing of %s',
    (_name, pattern) => {
      const demanded = LAST_CANDLE_COLOUR[pattern.name]!;
      let checked = 0;
      for (const data of datasets) {
        const codes = pattern.detect(data.open, data.high, data.low, data.close);
        codes.forEach((code, i) => {
          const reading = signalOf(pattern, code);
          if (reading === null) return;
          const sides =
            reading === 'neutral'
              ? (['buy', 'sell'] as const)
              : ([reading === 'bullish' ? 'buy' : 'sell'] as const);
          for (const side of sides) {
            const colour = demanded[side];
            if (colour === undefined) continue;
            expect([pattern.name, side, i, colourOf(data.open[i]!, data.close[i]!)]).toEqual([
              pattern.name,
              side,
              i,
              colour,
            ]);
            checked++;
          }
        });
      }
      expect(checked).toBeGreaterThan(0);
    },
  );
});
