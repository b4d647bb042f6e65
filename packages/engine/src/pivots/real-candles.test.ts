import { describe, expect, it } from 'vitest';
import ethusdt1440 from '../../test/fixtures/ethusdt-1440.json?raw';
import { findPivots } from './find-pivots';
import { PivotTracker } from './pivot-tracker';
import { pivotTypeAt } from './pivot-type-at';
import type { PivotLevel } from './pivot-types';

// Binance ETHUSDT daily candles, 2017-08-17 .. 2022-10-10 (see test/fixtures). The expectations
// below were read off the CSV by hand: dates, prices and the neighbouring bars quoted in each case.
const eth = JSON.parse(ethusdt1440) as { time: number[]; high: number[]; low: number[] };
const levels = findPivots(eth.high, eth.low);
const barOf = (date: string): number => eth.time.indexOf(Date.parse(`${date}T00:00:00Z`) / 1000);
const pivotAt = (level: PivotLevel, date: string) => levels[level].find((p) => p.index === barOf(date));

describe('pivots on ETHUSDT daily', () => {
  it('tops the 2021 bull run at the all-time high of 4868 on 2021-11-10, confirmed 20 days later', () => {
    expect(pivotAt('Major', '2021-11-10')).toEqual({
      level: 'Major',
      index: barOf('2021-11-10'),
      kind: 'high',
      price: 4868,
      confirmedAt: barOf('2021-11-30'),
    });
  });

  it('marks the 2018 bear-market bottom (81.79, 2018-12-15) and the 2022 low (881.56, 2022-06-18) as Major lows', () => {
    expect(pivotAt('Major', '2018-12-15')).toMatchObject({ kind: 'low', price: 81.79 });
    expect(pivotAt('Major', '2022-06-18')).toMatchObject({ kind: 'low', price: 881.56 });
  });

  it('grows a pivot one level at a time as the confirming candles close', () => {
    const ath = barOf('2021-11-10');
    expect(pivotTypeAt(levels, ath, { asOf: ath + 1 })).toBe('no pivot');
    expect(pivotTypeAt(levels, ath, { asOf: ath + 2 })).toBe('SuperMinor');
    expect(pivotTypeAt(levels, ath, { asOf: ath + 5 })).toBe('Minor');
    expect(pivotTypeAt(levels, ath, { asOf: ath + 10 })).toBe('MidMajor');
    expect(pivotTypeAt(levels, ath, { asOf: ath + 20 })).toBe('Major');
  });

  it('keeps a swing high at the level its neighbourhood supports', () => {
    // 2022-09-27 high 1400 beats 09-22..09-26 (1350.08 1360 1349.33 1337 1340.42) and 09-28..10-02
    // (1355.7 1352.02 1373.19 1333.69 1317.93): a Minor high. Six days earlier, 09-21 reached 1408.9,
    // so within ten bars it is not the top: not MidMajor.
    expect(pivotTypeAt(levels, barOf('2022-09-27'), { kind: 'high' })).toBe('Minor');
  });

  it('lets an outside bar be the side that alternates', () => {
    // 2022-09-21 (high 1408.9 over 1393.35 1384.78 | 1350.08 1360; low 1220, the lowest from 09-11 to
    // 10-01) passes both tests. The previous SuperMinor pivot was the 2022-09-10 high, so it is a low,
    // up to MidMajor; its high is no pivot, which leaves 09-27 as the next swing high.
    expect(pivotTypeAt(levels, barOf('2022-09-21'), { kind: 'low' })).toBe('MidMajor');
    expect(pivotTypeAt(levels, barOf('2022-09-21'), { kind: 'high' })).toBe('no pivot');
  });

  it('gives a flat top to its first bar', () => {
    // 2022-09-10 and 09-11 both reached 1789.
    expect(pivotTypeAt(levels, barOf('2022-09-10'), { kind: 'high' })).toBe('MidMajor');
    expect(pivotTypeAt(levels, barOf('2022-09-11'))).toBe('no pivot');
  });

  it('streams to the same pivots, announcing the all-time high as Major on 2021-11-30', () => {
    const tracker = new PivotTracker();
    let announced = '';
    eth.high.forEach((h, t) => {
      for (const p of tracker.add(h, eth.low[t] as number)) {
        if (p.level === 'Major' && p.price === 4868)
          announced = new Date((eth.time[t] as number) * 1000).toISOString();
      }
    });
    expect(announced.slice(0, 10)).toBe('2021-11-30');
    expect(tracker.levels).toEqual(levels);
  });
});
