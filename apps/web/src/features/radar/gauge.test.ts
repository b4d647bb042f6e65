import { describe, expect, it } from 'vitest';
import { readGauge, segmentOf, shareOf } from './gauge';

describe('the radar gauge (spec §9)', () => {
  it('puts the marker at the buy end when every match is a buy', () => {
    expect(readGauge({ buy: 12, sell: 0, total: 12 })).toEqual({
      value: 100,
      markerPercent: 100,
      needleDegrees: 90,
      segment: 'strong-buy',
    });
  });

  it('puts the marker at the sell end when every match is a sell', () => {
    expect(readGauge({ buy: 0, sell: 7, total: 7 })).toMatchObject({
      value: -100,
      markerPercent: 0,
      needleDegrees: -90,
      segment: 'strong-sell',
    });
  });

  it('rests in the middle when both sides are equal', () => {
    expect(readGauge({ buy: 40, sell: 40, total: 80 })).toMatchObject({
      markerPercent: 50,
      needleDegrees: 0,
      segment: 'neutral',
    });
  });

  it('rests in the middle, neutral, when nothing matched', () => {
    expect(readGauge({ buy: 0, sell: 0, total: 0 })).toEqual({
      value: 0,
      markerPercent: 50,
      needleDegrees: 0,
      segment: 'neutral',
    });
  });

  it('scales each side by all positions, neutral ones included', () => {
    // 3 buys, 1 sell and 4 neutral: (3 − 1) / 8 → value 25, marker 62.5 %, needle 22.5° to the buy side.
    expect(readGauge({ buy: 3, sell: 1, total: 8 })).toEqual({
      value: 25,
      markerPercent: 62.5,
      needleDegrees: 22.5,
      segment: 'buy',
    });
  });

  it('names the fifth of the arc a value falls in, borders going to the middle', () => {
    expect(segmentOf(-100)).toBe('strong-sell');
    expect(segmentOf(-61)).toBe('strong-sell');
    expect(segmentOf(-60)).toBe('sell');
    expect(segmentOf(-21)).toBe('sell');
    expect(segmentOf(-20)).toBe('neutral');
    expect(segmentOf(0)).toBe('neutral');
    expect(segmentOf(20)).toBe('neutral');
    expect(segmentOf(21)).toBe('buy');
    expect(segmentOf(60)).toBe('buy');
    expect(segmentOf(61)).toBe('strong-buy');
    expect(segmentOf(100)).toBe('strong-buy');
  });

  it('gives each side a whole-percent share, none when nothing matched', () => {
    expect(shareOf(1678, 3883)).toBe(43);
    expect(shareOf(0, 0)).toBe(0);
  });
});
