import { describe, it } from 'vitest';
import { expectLabelledCase, type LabelledCase } from '../../../test/labelled-cases';
import { strategyFixtures } from '../../../test/strategy-fixtures';

/**
 * Candlestick strategies on Binance ETHUSDT daily candles, each drawn with
 * bench/oracle/strategies-chart.mjs and checked by eye. The pivot type is as of the match's last
 * listed candle (validity 5): a low or high confirmed 5 candles later is a Minor pivot.
 */
const CASES: readonly LabelledCase[] = [
  {
    fixture: 'ethusdt-1440',
    key: 'candlestick.engulfing.sell',
    bar: 1364,
    date: '2021-05-12T00:00',
    position: 'sell',
    pivotType: 'Minor',
    note: 'a black candle engulfing the white one at the May 2021 top (high 4372.72), after the rally',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'candlestick.engulfing.buy',
    bar: 1555,
    date: '2021-11-19T00:00',
    position: 'buy',
    pivotType: 'Minor',
    note: 'a white candle engulfing the black one at the low (3956.44, 11-18) of the slide from the top',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'candlestick.hammer.buy',
    bar: 362,
    date: '2018-08-14T00:00',
    position: 'buy',
    pivotType: 'Minor',
    note: 'a small body over a long lower shadow to 250 after the summer 2018 decline',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'candlestick.morningStar.buy',
    bar: 392,
    date: '2018-09-13T00:00',
    position: 'buy',
    pivotType: 'Minor',
    note: 'long black, a star at 167.32, long white: the September 2018 bottom',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'candlestick.threeOutside.buy',
    bar: 487,
    date: '2018-12-17T00:00',
    position: 'buy',
    pivotType: 'Minor',
    note: 'three outside up off the 81.79 bear-market low of 2018-12-15, before the rally',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'candlestick.eveningStar.sell',
    bar: 885,
    date: '2020-01-19T00:00',
    position: 'sell',
    pivotType: 'Minor',
    note: 'long white, a star at 179.50, black into the first body: the top of the January 2020 rally',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'candlestick.doji.sell',
    bar: 1420,
    date: '2021-07-07T00:00',
    position: 'sell',
    pivotType: 'Minor',
    note: 'a doji on the 2409 high after a two-week rise; price fell after it',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'candlestick.closingMarubozu.buy',
    bar: 241,
    date: '2018-04-15T00:00',
    position: 'buy',
    pivotType: 'no pivot',
    note: 'a white candle closing on its high in the April 2018 rise: continuation, no swing under it',
  },
];

describe('candlestick strategies on real candles', () => {
  const fixtures = strategyFixtures();

  it.each(CASES.map((c) => [`${c.key} on ${c.fixture} ${c.date}`, c] as const))('%s', (_name, c) => {
    expectLabelledCase(fixtures[c.fixture]!, c);
  });
});
