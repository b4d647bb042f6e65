import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CandleAverage } from './candle-average';
import { CANDLE_SETTINGS, type CandleSettingName } from './candle-settings';
import { Candles } from './candles';

const candles = (rows: readonly (readonly [number, number, number, number])[]): Candles =>
  new Candles(
    rows.map((r) => r[0]),
    rows.map((r) => r[1]),
    rows.map((r) => r[2]),
    rows.map((r) => r[3]),
  );

const row = fc
  .tuple(fc.double({ min: 1, max: 100, noNaN: true }), fc.double({ min: -5, max: 5, noNaN: true }))
  .chain(([open, move]) =>
    fc
      .tuple(fc.double({ min: 0, max: 3, noNaN: true }), fc.double({ min: 0, max: 3, noNaN: true }))
      .map(([up, down]): [number, number, number, number] => {
        const close = open + move;
        return [open, Math.max(open, close) + up, Math.min(open, close) - down, close];
      }),
  );

const settingNames = Object.keys(CANDLE_SETTINGS) as CandleSettingName[];

describe('CandleAverage', () => {
  it('equals the factor times the mean of the setting over the candles before i - offset', () => {
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 40, maxLength: 60 }),
        fc.constantFrom(...settingNames),
        fc.integer({ min: 0, max: 4 }),
        (rows, name, offset) => {
          const c = candles(rows);
          const setting = CANDLE_SETTINGS[name];
          const rangeOf = (j: number): number =>
            setting.rangeType === 'realBody'
              ? c.body(j)
              : setting.rangeType === 'highLow'
                ? c.range(j)
                : c.upperShadow(j) + c.lowerShadow(j);
          const first = setting.avgPeriod + offset;
          const avg = new CandleAverage(c, setting, offset, first);
          for (let i = first; i < c.length; i++) {
            const target = i - offset;
            let direct = 0;
            for (let j = target - setting.avgPeriod; j < target; j++) direct += rangeOf(j);
            const mean = setting.avgPeriod === 0 ? rangeOf(target) : direct / setting.avgPeriod;
            const want = (setting.factor * mean) / (setting.rangeType === 'shadows' ? 2 : 1);
            expect(avg.at(i)).toBeCloseTo(want, 9);
            avg.roll(i);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('measures a zero-period setting on the judged candle itself (ShadowVeryLong = 2 x own body)', () => {
    const c = candles([
      [10, 14, 9, 13],
      [20, 21, 15, 19],
    ]);
    const avg = new CandleAverage(c, CANDLE_SETTINGS.shadowVeryLong, 0, 0);
    expect(avg.at(0)).toBe(6);
    avg.roll(0);
    expect(avg.at(1)).toBe(2);
  });

  it('halves the shadow sum so ShadowShort speaks of one shadow', () => {
    // Ten candles with an upper shadow of 1 and a lower one of 3: mean sum 4, per shadow 2.
    const rows = Array.from({ length: 11 }, (): [number, number, number, number] => [10, 12, 7, 11]);
    const avg = new CandleAverage(candles(rows), CANDLE_SETTINGS.shadowShort, 0, 10);
    expect(avg.at(10)).toBe(2);
  });
});
