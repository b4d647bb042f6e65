import { describe, expect, it } from 'vitest';
import { expectLabelledCase, type LabelledCase } from '../../../test/labelled-cases';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { signalAt, signalBars } from '../../../test/strategy-helpers';
import { sliceColumns } from '../../series';

const day = (iso: string) => Date.parse(`${iso}Z`) / 1000;

/**
 * Fibonacci reactions on real candles, each drawn with bench/oracle/strategies-chart.mjs (the leg,
 * its retracement and extension levels, the zone) and checked by eye.
 */
const CASES: readonly LabelledCase[] = [
  {
    fixture: 'ethusdt-1440',
    key: 'fibonacci.golden-pocket-bullish',
    bar: 1315,
    date: '2021-03-24T00:00',
    position: 'buy',
    pivotType: 'MidMajor',
    note: 'leg 1293.18 (2021-02-28) → 1944.30 (03-13); the low reaches 1541.91 (0.618), the close holds; ETH then ran to 2100+',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'fibonacci.retracement-786-bullish',
    bar: 698,
    date: '2019-07-16T00:00',
    position: 'buy',
    pivotType: 'Major',
    note: 'the 0.786 retracement of the 2019 spring leg on Major pivots',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'fibonacci.continuation-382-500-bearish',
    bar: 1820,
    date: '2022-08-11T00:00',
    position: 'sell',
    pivotType: 'Major',
    note: 'the 2022 slide 3580.34 (04-03) → 880 (06-18): the August rally touched 0.382 (1911.7) and closed under it; ETH fell back to 1550',
  },
  {
    fixture: 'ethusdt-1440',
    key: 'fibonacci.extension-target-bearish',
    bar: 1324,
    date: '2021-04-02T00:00',
    position: 'sell',
    pivotType: 'MidMajor',
    note: 'the same 1293.18 → 1944.30 leg: its 1.272 extension 2121.40 reached on 04-02; ETH paused under it for a week',
  },
];

describe('Fibonacci reactions on real candles', () => {
  const fixtures = strategyFixtures();

  it.each(CASES.map((c) => [`${c.key} on ${c.fixture} ${c.date}`, c] as const))('%s', (_name, c) => {
    expectLabelledCase(fixtures[c.fixture]!, c);
  });

  it('names the leg and its levels (ETH, March 2021)', () => {
    const signal = signalAt('fibonacci.golden-pocket-bullish', fixtures['ethusdt-1440']!, 1315)!;
    const leg = 1944.3 - 1293.18;
    expect(signal.chartData.start).toEqual({ date: day('2021-02-28T00:00'), value: 1293.18 });
    expect(signal.chartData.end).toEqual({ date: day('2021-03-13T00:00'), value: 1944.3 });
    const levels = Object.fromEntries(
      ['r0.236', 'r0.382', 'r0.5', 'r0.618', 'r0.65', 'r0.705', 'r0.786', 'e1.272', 'e1.618', 'e2.618'].map(
        (name) => [name, signal.chartData[name]!.value],
      ),
    );
    expect(levels['r0.618']).toBeCloseTo(1944.3 - 0.618 * leg, 9);
    expect(levels['r0.705']).toBeCloseTo(1944.3 - 0.705 * leg, 9);
    expect(levels['e1.618']).toBeCloseTo(1293.18 + 1.618 * leg, 9);
    // The zone is the golden pocket; a close under its 0.65 edge voids the match.
    expect(signal.zone).toEqual({ from: levels['r0.65'], to: levels['r0.618'] });
    expect(signal.invalidation).toBe(levels['r0.65']);
  });

  it('fires only once the leg is known, and only on the first touch (prefix scan)', () => {
    const eth = fixtures['ethusdt-1440']!;
    const bars = (end: number) =>
      signalBars('fibonacci.golden-pocket-bullish', sliceColumns(eth, 0, end + 1));
    expect(bars(1314)).toEqual(
      signalBars('fibonacci.golden-pocket-bullish', eth).filter((bar) => bar <= 1314),
    );
    expect(bars(1315)).toContain(1315);
    // The next candles trade in the pocket again: no second signal for the same leg.
    expect(bars(1325).filter((bar) => bar > 1315)).toEqual([]);
  });
});
